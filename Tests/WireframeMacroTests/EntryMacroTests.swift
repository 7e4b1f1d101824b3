import Testing

@testable import WireframeMacroExpansions

@Suite struct EntryMacroExpansionTests {
    private func expand(_ role: String, _ declaration: String, in parent: String = "extension EnvironmentValues {}") -> MacroExpansion {
        MacroExpander.expand(
            MacroRequest(macroName: "Entry", role: role, attribute: "@Entry", declaration: declaration, parentDeclaration: parent))
    }

    @Test func aTypedPropertyGetsAKeyWithItsDefaultAndAccessors() {
        #expect(
            expand("peer", "@Entry var spacing: CGFloat = 12").source == """
                private struct __Key_spacing: Wireframe.EnvironmentKey {
                    static var defaultValue: CGFloat {
                        12
                    }
                }
                """)
        #expect(
            expand("accessor", "@Entry var spacing: CGFloat = 12").source == """
                get {
                    self[__Key_spacing.self]
                }
                set {
                    self[__Key_spacing.self] = newValue
                }
                """)
    }

    @Test func anOptionalDefaultsToNilAndAnUntypedValueKeepsItsInitializer() {
        #expect(
            expand("peer", "@Entry var badge: String?").source?.contains("static var defaultValue: String? {\n        nil\n    }") == true)
        #expect(expand("peer", "@Entry var title = \"Card\"").source?.contains("static let defaultValue = \"Card\"") == true)
        #expect(
            expand("peer", "@Entry var note: Note?", in: "extension FocusedValues {}").source == """
                private struct __Key_note: Wireframe.FocusedValueKey {
                    typealias Value = Note
                }
                """)
    }

    @Test func whatCannotBeAnEntryIsSaidAtTheAttribute() {
        #expect(expand("peer", "@Entry var spacing: CGFloat").diagnostics.first?.message.contains("needs a default value") == true)
        #expect(expand("peer", "@Entry let spacing: CGFloat = 1").diagnostics.first?.message.contains("stored 'var'") == true)
        #expect(
            expand("peer", "@Entry var spacing: CGFloat = 1", in: "extension Transaction {}").diagnostics.first?.message
                .contains("is not provided") == true)
        #expect(
            expand("peer", "@Entry var note: Note", in: "extension FocusedValues {}").diagnostics.first?.message.contains("optional")
                == true)
    }
}

import Testing

@testable import WireframeMacroExpansions

@Suite struct PluginProtocolTests {
    @Test func capabilityIsAnsweredWithProtocolSeven() {
        let answer = respond(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        #expect(answer == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test func anUnknownMessageIsAnsweredWithAnErrorTheCompilerShows() {
        let answer = respond(#"{"somethingNew":{}}"#)
        #expect(
            answer
                == #"{"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"the macro plugin does not know the message 'somethingNew'","severity":"error","position":{"fileName":"","offset":0},"highlights":[],"notes":[],"fixIts":[]}]}}"#
        )
    }

    @Test func bytesThatAreNotJSONAreAnsweredNotCrashedOn() {
        let answer = respond("{\"expandAttachedMacro\": [1, 2")
        #expect(answer.contains("not a JSON object"))
    }

    @Test func anAttachedExpansionRoundTripsWithItsPosition() {
        let message = """
            {"expandAttachedMacro":{"macro":{"moduleName":"WireframeStore","name":"CasePathable","typeName":"CasePathableMacro"},\
            "macroRole":"member","discriminator":"$s1","attributeSyntax":{"kind":"attribute","source":"@CasePathable",\
            "location":{"fileID":"M/F.swift","fileName":"/p/F.swift","offset":40,"line":3,"column":1}},\
            "declSyntax":{"kind":"declaration","source":"@CasePathable struct S {}",\
            "location":{"fileID":"M/F.swift","fileName":"/p/F.swift","offset":40,"line":3,"column":1}}}}
            """
        let answer = respond(message)
        #expect(answer.contains(#""expandedSource":null"#))
        #expect(answer.contains(#""message":"'@CasePathable' cannot be applied to struct 'S': it applies to an enum""#))
        #expect(answer.contains(#""position":{"fileName":"/p/F.swift","offset":40}"#))
    }

    @Test func aMacroNameWithTrailingTriviaIsStillKnown() {
        // `@ReducerCaseIgnored case alert(…)` on one line: the compiler sends the name with the
        // space after it.
        let message = """
            {"expandAttachedMacro":{"macro":{"moduleName":"WireframeStore","name":"ReducerCaseIgnored ",\
            "typeName":"ReducerCaseIgnoredMacro"},"macroRole":"peer","discriminator":"$s1",\
            "attributeSyntax":{"kind":"attribute","source":"@ReducerCaseIgnored ",\
            "location":{"fileID":"M/F.swift","fileName":"/p/F.swift","offset":40,"line":3,"column":5}},\
            "declSyntax":{"kind":"declaration","source":"@ReducerCaseIgnored case alert(AlertState<Alert>)",\
            "location":{"fileID":"M/F.swift","fileName":"/p/F.swift","offset":40,"line":3,"column":5}}}}
            """
        #expect(respond(message) == #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    }

    @Test func escapesInStringsSurviveTheRoundTrip() {
        let parsed = PluginJSON.parse(Array(#"{"s":"a\"b\\c\nd\u00e9\ud83d\ude00"}"#.utf8))
        #expect(parsed?["s"]?.string == "a\"b\\c\ndé😀")
        #expect(PluginJSON.string("\u{1}\"\n").serialized == #""\u0001\"\n""#)
    }

    private func respond(_ message: String) -> String {
        String(decoding: MacroPlugin.respond(to: Array(message.utf8)), as: UTF8.self)
    }
}

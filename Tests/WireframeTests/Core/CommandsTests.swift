import Foundation
import Testing
import WireframeTesting

@testable import Wireframe

private struct MemoCommands: Commands {
    var showsDebugMenu: Bool

    var body: some Commands {
        CommandMenu("Memo") {
            Button("New Memo") {}
            Divider()
            Button("Delete Memo") {}
        }
        if showsDebugMenu {
            CommandMenu(Text("Debug")) { Button("Reset") {} }
        }
    }
}

private struct MemoApp: App {
    var usesSidebar = true

    var body: some Scene {
        WindowGroup { Text("Memo list") }
            .commands {
                MemoCommands(showsDebugMenu: true)
                CommandGroup(after: .newItem) { Button("New from Clipboard") {} }
                CommandGroup(replacing: .help) {}
                if usesSidebar { SidebarCommands() } else { ToolbarCommands() }
            }
    }
}

/// `Scene.commands(content:)`: menu bar commands, which a phone does not show.
@MainActor
@Suite struct CommandsTests {
    @Test func aSceneWithCommandsDrawsItsWindowAsWithout() throws {
        let withCommands = try MemoApp().rootView.renderASCII(width: 200, height: 64)
        let without = try Text("Memo list").renderASCII(width: 200, height: 64)
        #expect(withCommands == without)
        #expect(withCommands.contains("Memo list"))
    }

    @Test func windowsWithCommandsInASceneBuilderDrawTheFirstWindow() throws {
        struct TwoWindows: App {
            var body: some Scene {
                WindowGroup { Text("Main") }.commands { EmptyCommands() }
                WindowGroup("Help") { Text("Help") }.commands {
                    TextEditingCommands()
                    InspectorCommands()
                }
            }
        }
        #expect(try TwoWindows().rootView.renderASCII(width: 200, height: nil).contains("Main"))
    }
}

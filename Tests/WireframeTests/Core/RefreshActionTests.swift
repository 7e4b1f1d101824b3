import Testing
import Wireframe

@MainActor @Suite struct RefreshActionTests {
    private struct Probe: View {
        @Environment(\.refresh) var refresh
        var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
    }

    @Test func theRefreshActionIsSetInsideARefreshableViewOnly() throws {
        #expect(try List { Probe() }.refreshable {}.renderASCII(width: 240, height: 200).contains("can refresh"))
        #expect(try List { Probe() }.renderASCII(width: 240, height: 200).contains("no refresh"))
    }

}

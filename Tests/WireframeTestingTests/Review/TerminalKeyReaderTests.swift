import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct TerminalKeyReaderTests {
    private func decode(_ bytes: [UInt8]) -> (key: String?, left: [UInt8]) {
        var rest = bytes[...]
        let key = TerminalKey.decode(next: { rest.popFirst() }, available: { rest.popFirst() })
        return (key, Array(rest))
    }

    @Test func aLetterIsItsKey() {
        #expect(decode(Array("ab".utf8)) == ("a", Array("b".utf8)))
        #expect(decode(Array("R".utf8)).key == "R")
    }

    @Test func enterIsTheEmptyAnswer() {
        #expect(decode([0x0D]).key == "")
        #expect(decode([0x0A]).key == "")
    }

    @Test func controlCAndControlDQuit() {
        #expect(decode([0x03]).key == nil)
        #expect(decode([0x04]).key == nil)
        #expect(decode([]).key == nil)
    }

    @Test func anArrowKeyIsOneEscapeNotALetter() {
        // Up arrow: ESC [ A. Its "A" must not be taken for "accept all".
        #expect(decode([0x1B, 0x5B, 0x41]) == ("\u{1B}", []))
    }

    @Test func aMultibyteCharacterIsOneKey() {
        #expect(decode(Array("가a".utf8)) == ("가", Array("a".utf8)))
    }

    /// A pseudo-terminal pair: the side a program reads as its terminal, and the side that types.
    /// The C functions are looked up at run time, as Glibc's module does not declare them.
    private func openPseudoTerminal() throws -> (terminal: Int32, keyboard: Int32) {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let handle = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            unsafeBitCast(try #require(dlsym(handle, name)), to: type)
        }
        let keyboard = try symbol("posix_openpt", as: Open.self)(O_RDWR | O_NOCTTY)
        try #require(keyboard >= 0)
        try #require(try symbol("grantpt", as: Open.self)(keyboard) == 0)
        try #require(try symbol("unlockpt", as: Open.self)(keyboard) == 0)
        let name = try #require(try symbol("ptsname", as: Name.self)(keyboard).map { String(cString: $0) })
        let terminal = open(name, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        return (terminal, keyboard)
    }

    @Test func aTerminalIsPutInRawModeAndRestored() throws {
        let (terminal, master) = try openPseudoTerminal()
        defer { close(master) }
        defer { close(terminal) }

        func isCanonical() -> Bool {
            var settings = termios()
            tcgetattr(terminal, &settings)
            return settings.c_lflag & tcflag_t(ICANON) != 0
        }
        #expect(isCanonical())
        let reader = try #require(TerminalKeyReader(fileDescriptor: terminal))
        #expect(!isCanonical())
        _ = write(master, "r", 1)
        var echoed = ""
        #expect(reader.readKey(echo: { echoed += $0 }) == "r")
        #expect(echoed == "r\n")
        _ = write(master, "\u{03}", 1)
        #expect(reader.readKey(echo: { _ in }) == nil)
        reader.restore()
        #expect(isCanonical())
    }

    @Test func pipedInputIsNotATerminal() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        #expect(TerminalKeyReader(fileDescriptor: descriptors[0]) == nil)
    }
}

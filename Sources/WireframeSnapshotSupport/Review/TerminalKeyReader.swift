import Foundation

/// Reads single keys from a terminal, without waiting for Enter, for `wireframe review`.
///
/// Opening a reader puts the terminal in raw mode: no line buffering, no echo, and no signals
/// from Ctrl-C or Ctrl-Z, which arrive as keys instead, so that quitting always goes through
/// ``restore()``. The settings the terminal had are put back by ``restore()`` and when the reader
/// is released.
///
/// ```swift
/// if let keys = TerminalKeyReader(fileDescriptor: STDIN_FILENO) {
///     defer { keys.restore() }
///     while let key = keys.readKey(echo: { print($0, terminator: "") }) { … }
/// }
/// ```
package final class TerminalKeyReader {
    private let descriptor: Int32
    private var saved: termios?

    /// Puts the terminal on `descriptor` in raw mode; `nil` when it is not a terminal (piped
    /// input) or its settings cannot be changed.
    package init?(fileDescriptor descriptor: Int32) {
        guard isatty(descriptor) == 1 else { return nil }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return nil }
        self.descriptor = descriptor
        self.saved = original
    }

    deinit { restore() }

    /// Puts back the terminal's settings from before the reader was opened.
    package func restore() {
        guard var original = saved else { return }
        tcsetattr(descriptor, TCSAFLUSH, &original)
        saved = nil
    }

    /// Waits for one key and returns it, writing it with a line break through `echo`; `nil` for
    /// Ctrl-C, Ctrl-D, Ctrl-\ and the end of the input. Enter is the empty string.
    package func readKey(echo: (String) -> Void) -> String? {
        let key = TerminalKey.decode(next: { readByte(wait: true) }, available: { readByte(wait: false) })
        echo((key.map { TerminalText.visible($0) } ?? "") + "\n")
        return key
    }

    private func readByte(wait: Bool) -> UInt8? {
        if !wait {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 30) == 1 else { return nil }
        }
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}

/// Turns the bytes a terminal sends for one key press into the key.
package enum TerminalKey {
    /// The key whose bytes `next` reads (waiting for the first); `available` reads a byte only
    /// if one has already arrived, for the rest of an escape sequence.
    ///
    /// - Returns: The key's text: one character, `""` for Enter, `"\u{1B}"` for Escape and for
    ///   any escape sequence (arrow and function keys), whose bytes are all consumed so that
    ///   they are not taken for letters; `nil` for Ctrl-C, Ctrl-D, Ctrl-\ and the end of input.
    package static func decode(next: () -> UInt8?, available: () -> UInt8?) -> String? {
        guard let first = next() else { return nil }
        switch first {
        case 0x03, 0x04, 0x1C: return nil
        case 0x0D, 0x0A: return ""
        case 0x1B:
            while available() != nil {}
            return "\u{1B}"
        default: break
        }
        var bytes = [first]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        while bytes.count < length, let byte = available() ?? next() {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

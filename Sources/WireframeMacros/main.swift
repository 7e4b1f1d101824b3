// The macro plugin the compiler starts for TCA's macros and `#Preview`: it reads framed JSON
// messages on standard input and answers each on standard output (see MacroPlugin).
import WireframeMacroExpansions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads exactly `count` bytes from standard input, or `nil` at its end.
func readBytes(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = buffer.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return read(0, base + filled, count - filled)
        }
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return nil }
        filled += got
    }
    return buffer
}

/// Writes all of `bytes` to standard output.
func writeBytes(_ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let put = bytes.withUnsafeBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return write(1, base + written, bytes.count - written)
        }
        if put < 0, errno == EINTR { continue }
        guard put > 0 else { return false }
        written += put
    }
    return true
}

/// The largest message read: a declaration's source is far smaller; a larger length is a
/// broken stream, which ends the plugin rather than allocating it.
let maximumMessageLength: UInt64 = 256 << 20

while let header = readBytes(8) {
    let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    guard length <= maximumMessageLength, let message = readBytes(Int(length)) else { break }
    let answer = MacroPlugin.respond(to: message)
    let answerLength = UInt64(answer.count)
    let answerHeader = (0..<8).map { UInt8(truncatingIfNeeded: answerLength >> (8 * UInt64($0))) }
    guard writeBytes(answerHeader), writeBytes(answer) else { break }
}

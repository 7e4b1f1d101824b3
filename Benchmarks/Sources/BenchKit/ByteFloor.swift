/// The least work a renderer's output needs: a plain loop copying the same bytes into a new
/// string, one byte at a time.
///
/// A renderer cannot beat it, since it must at least write every byte it returns; its ratio to
/// the floor is how much work each output byte costs beyond being written.
///
/// ```swift
/// let floor = ByteFloor(of: text)
/// let summary = stopwatch.measure { floor.produce() }
/// ```
public struct ByteFloor: Sendable {
    private let bytes: [UInt8]

    /// A floor for producing `output`.
    public init(of output: String) {
        bytes = Array(output.utf8)
    }

    /// How many bytes each run produces.
    public var count: Int { bytes.count }

    /// Copies the bytes one by one into a new buffer and makes a string of it.
    /// - Complexity: O(*n*) in the number of bytes.
    @inline(never)
    public func produce() -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(bytes.count)
        for byte in bytes {
            buffer.append(byte)
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}

import Foundation

extension UUID {
    /// A UUID whose last 12 hex digits spell `intValue`, for ids in tests.
    ///
    /// ```swift
    /// UUID(0)    // 00000000-0000-0000-0000-000000000000
    /// UUID(26)   // 00000000-0000-0000-0000-00000000001A
    /// ```
    ///
    /// These are the ids ``UUIDGenerator/incrementing`` makes, in order. Only the low 48 bits of
    /// `intValue` are used, so a negative or huge value still gives a UUID instead of trapping:
    /// `UUID(-1)` is `00000000-0000-0000-0000-FFFFFFFFFFFF`.
    public init(_ intValue: Int) {
        let bits = UInt64(bitPattern: Int64(intValue)) & 0xFFFF_FFFF_FFFF
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<6 {
            bytes[15 - index] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(index)))
        }
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

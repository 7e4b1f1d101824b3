import Foundation

extension Snapshotting where Value == Data, Format == Data {
    /// Snapshots bytes as they are, in a golden with no extension, compared byte for byte.
    ///
    /// ```swift
    /// assertSnapshot(of: Data([0xDE, 0xAD, 0xBE, 0xEF]), as: .data)  // testData.1
    /// ```
    public static var data: Snapshotting {
        Snapshotting(pathExtension: nil, diffing: .data) { $0 }
    }
}

extension Diffing where Value == Data {
    /// Stores bytes as they are and reports a difference by the sizes: "Expected data to
    /// match" when they are equal, else both sizes.
    ///
    /// ```swift
    /// Diffing<Data>.data.diff(Data([1]), Data([1, 2]), DiffPaths(golden: nil, actual: ""))
    /// // Expected 2 bytes to match 1 bytes
    /// ```
    public static var data: Diffing<Data> {
        Diffing(
            toData: { $0 },
            fromData: { $0 },
            diff: { golden, actual, _ in
                guard golden != actual else { return nil }
                return golden.count == actual.count ? "Expected data to match" : "Expected \(actual) to match \(golden)"
            }
        )
    }
}

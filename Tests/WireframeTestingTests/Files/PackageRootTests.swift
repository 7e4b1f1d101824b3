import Foundation
import Testing

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

@Suite struct PackageRootTests {
    @Test func rootIsTheNearestDirectoryWithPackageSwift() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.root + "/Tests/AppTests/Deep", withIntermediateDirectories: true)
        #expect(PackageRoot.find(above: sandbox.root + "/Tests/AppTests/Deep/CardTests.swift") == sandbox.root)
    }

    @Test func fileOutsideAnyPackageHasNoRoot() {
        #expect(PackageRoot.find(above: "/proc/self/CardTests.swift") == nil)
    }
}

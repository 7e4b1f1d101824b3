// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Wireframe",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Wireframe", targets: ["Wireframe"]),
        .library(name: "WireframeStore", targets: ["WireframeStore"]),
        .library(name: "WireframeComponents", targets: ["WireframeComponents"]),
        .library(name: "WireframeTesting", targets: ["WireframeTesting"]),
        .executable(name: "wireframe", targets: ["wireframe"]),
    ],
    targets: [
        .target(name: "Wireframe"),
        // The structural value dump shared by the store's diffs and the `.dump` snapshot strategy.
        .target(name: "WireframeDump"),
        .target(name: "WireframeStore", dependencies: ["WireframeDump"]),
        .target(name: "WireframeComponents", dependencies: ["Wireframe", "WireframeStore", "WireframeDump"]),
        .target(name: "WireframeTesting", dependencies: ["Wireframe", "WireframeDump"]),
        .executableTarget(
            name: "wireframe",
            dependencies: ["Wireframe", "WireframeStore", "WireframeComponents", "WireframeTesting"]
        ),
        // The fuzz corpus is read from disk by the replay test, not bundled.
        .testTarget(name: "WireframeTests", dependencies: ["Wireframe", "WireframeTesting"], exclude: ["Fuzzing/Corpus"]),
        .testTarget(name: "WireframeDumpTests", dependencies: ["WireframeDump"]),
        .testTarget(name: "WireframeStoreTests", dependencies: ["WireframeStore", "WireframeDump"]),
        .testTarget(
            name: "WireframeComponentsTests",
            dependencies: ["WireframeComponents", "WireframeTesting"]
        ),
        .testTarget(name: "WireframeTestingTests", dependencies: ["WireframeTesting"]),
        // An in-memory stand-in for the parts of Realm the seed articles use; test support only.
        .target(name: "RealmSwift", path: "Tests/Support/RealmSwift"),
        .testTarget(name: "SeedTests", dependencies: ["WireframeComponents", "WireframeTesting", "RealmSwift"]),
    ]
)

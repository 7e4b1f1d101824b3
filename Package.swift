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
        .library(name: "WireframeGallery", targets: ["WireframeGallery"]),
        .executable(name: "wireframe", targets: ["wireframe"]),
        .plugin(name: "PreviewSnapshots", targets: ["PreviewSnapshots"]),
    ],
    targets: [
        .target(name: "Wireframe"),
        // The fuzz checks (Scripts/fuzz.sh's targets and the corpus replay test); not a product.
        .target(name: "WireframeFuzzing", dependencies: ["Wireframe"]),
        // The lowest module, shared by all the others: the structural value dump (the store's
        // diffs, the `.dump` snapshot strategy), the one line edit script and the one atomic
        // file writer.
        .target(name: "WireframeDump"),
        .target(name: "WireframeStore", dependencies: ["WireframeDump"]),
        .target(name: "WireframeComponents", dependencies: ["Wireframe", "WireframeStore", "WireframeDump"]),
        // What snapshot testing and the command share, with no test framework: golden files, the
        // run ledger, diffs, review, record settings, the inline snapshot writer and the scripted
        // screen host.
        .target(name: "WireframeSnapshotSupport", dependencies: ["Wireframe", "WireframeDump"]),
        // The testing product: the assertions, for XCTest and Swift Testing (the only library
        // that links them).
        .target(name: "WireframeTesting", dependencies: ["Wireframe", "WireframeSnapshotSupport", "WireframeDump"]),
        // What the command line is made of: scenarios, the gallery, the commands.
        .target(name: "WireframeGallery", dependencies: ["Wireframe", "WireframeSnapshotSupport", "WireframeDump"]),
        // The built-in catalog as scenarios; WireframeComponents does not depend on the command.
        .target(name: "WireframeCatalog", dependencies: ["WireframeComponents", "WireframeGallery"]),
        .executableTarget(name: "wireframe", dependencies: ["WireframeCatalog", "WireframeComponents", "WireframeGallery"]),
        // A test per PreviewProvider of the modules under test: the plugin runs the scanner.
        .executableTarget(name: "WireframePreviewScanner"),
        .plugin(name: "PreviewSnapshots", capability: .buildTool(), dependencies: ["WireframePreviewScanner"]),
        // The fuzz corpus is read from disk by the replay test, not bundled.
        .testTarget(
            name: "WireframeTests", dependencies: ["Wireframe", "WireframeFuzzing", "WireframeTesting"], exclude: ["Fuzzing/Corpus"]),
        .testTarget(name: "WireframeDumpTests", dependencies: ["WireframeDump"]),
        // WireframeTesting records TestStore failures in Swift Testing (WireframeStore links no test
        // framework and finds its recorder at run time).
        .testTarget(name: "WireframeStoreTests", dependencies: ["WireframeStore", "WireframeDump", "WireframeTesting"]),
        .testTarget(
            name: "WireframeComponentsTests",
            dependencies: ["WireframeComponents", "WireframeTesting"]
        ),
        // The process the memo store's crash test kills in the middle of a save; test support only.
        .executableTarget(name: "memo-saver", dependencies: ["WireframeComponents"], path: "Tests/Support/MemoSaver"),
        .testTarget(name: "WireframeTestingTests", dependencies: ["WireframeTesting", "WireframeSnapshotSupport"]),
        .testTarget(name: "WireframePreviewScannerTests", dependencies: ["WireframePreviewScanner"]),
        .testTarget(
            name: "WireframeGalleryTests",
            dependencies: ["WireframeGallery", "WireframeCatalog", "WireframeComponents", "WireframeTesting"]
        ),
        // An in-memory stand-in for the parts of Realm the seed articles use; test support only.
        .target(name: "RealmSwift", path: "Tests/Support/RealmSwift"),
        .testTarget(name: "SeedTests", dependencies: ["WireframeComponents", "WireframeTesting", "RealmSwift"]),
    ]
)

// swift-tools-version:6.0
import CompilerPluginSupport
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
        // Combine's publishers, subjects and cancellables, which Linux lacks; Wireframe and the
        // store re-export them, as SwiftUI and TCA re-export Combine.
        .target(name: "WireframeCombine"),
        .target(name: "Wireframe", dependencies: ["WireframeCombine", "WireframeMacros"]),
        // The fuzz checks (Scripts/fuzz.sh's targets and the corpus replay test); not a product.
        .target(name: "WireframeFuzzing", dependencies: ["Wireframe"]),
        // The one Swift lexer and declaration scanner: the macro plugin, the preview scanner and
        // the inline-snapshot writer read source through it.
        .target(name: "WireframeSyntax"),
        // TCA's macros and #Preview as source-to-source functions, and the plugin protocol.
        .target(name: "WireframeMacroExpansions", dependencies: ["WireframeSyntax"]),
        // The compiler plugin: a loop over standard input that answers with the expansions.
        .macro(name: "WireframeMacros", dependencies: ["WireframeMacroExpansions"]),
        // The lowest module, shared by all the others: the structural value dump (the store's
        // diffs, the `.dump` snapshot strategy), the one line edit script and the one atomic
        // file writer.
        .target(name: "WireframeDump"),
        .target(name: "WireframeStore", dependencies: ["WireframeCombine", "WireframeDump", "WireframeMacros"]),
        // What joins views and the store: store-driven presentation, bindings, `WithViewStore`.
        .target(name: "WireframeStoreViews", dependencies: ["Wireframe", "WireframeStore"]),
        .target(name: "WireframeComponents", dependencies: ["WireframeStoreViews", "WireframeDump"]),
        // What snapshot testing and the command share, with no test framework: golden files, the
        // run ledger, diffs, review, record settings, the inline snapshot writer and the scripted
        // screen host.
        .target(name: "WireframeSnapshotSupport", dependencies: ["Wireframe", "WireframeDump", "WireframeSyntax"]),
        // The testing product: the assertions, for XCTest and Swift Testing (the only library
        // that links them).
        .target(name: "WireframeTesting", dependencies: ["Wireframe", "WireframeSnapshotSupport", "WireframeDump"]),
        // What the command line is made of: scenarios, the gallery, the commands.
        .target(name: "WireframeGallery", dependencies: ["Wireframe", "WireframeStore", "WireframeSnapshotSupport", "WireframeDump"]),
        // The built-in catalog as scenarios; WireframeComponents does not depend on the command.
        .target(name: "WireframeCatalog", dependencies: ["WireframeComponents", "WireframeGallery"]),
        .executableTarget(name: "wireframe", dependencies: ["WireframeCatalog", "WireframeComponents", "WireframeGallery"]),
        // A test per PreviewProvider of the modules under test: the plugin runs the scanner.
        .executableTarget(name: "WireframePreviewScanner", dependencies: ["WireframeSyntax"]),
        .plugin(name: "PreviewSnapshots", capability: .buildTool(), dependencies: ["WireframePreviewScanner"]),
        // The fuzz corpus is read from disk by the replay test, not bundled.
        .testTarget(
            name: "WireframeTests", dependencies: ["Wireframe", "WireframeFuzzing", "WireframeTesting"], exclude: ["Fuzzing/Corpus"]),
        .testTarget(name: "WireframeDumpTests", dependencies: ["WireframeDump"]),
        .testTarget(name: "WireframeMacroTests", dependencies: ["WireframeMacroExpansions", "WireframeSyntax"]),
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
    ]
)

#if os(Linux)
    // The frameworks' names, where the frameworks do not exist: thin modules over Wireframe's,
    // so app and test files keep `import SwiftUI` and `import ComposableArchitecture` as they
    // are written for iOS. A macOS build never sees them.
    let frameworkModules: [(name: String, dependency: String)] = [
        ("SwiftUI", "Wireframe"),
        ("UniformTypeIdentifiers", "Wireframe"),
        ("CoreTransferable", "Wireframe"),
        ("StoreKit", "Wireframe"),
        ("ComposableArchitecture", "WireframeStoreViews"),
        ("CasePaths", "WireframeStore"),
        ("Clocks", "WireframeStore"),
        ("CombineSchedulers", "WireframeStore"),
        ("ConcurrencyExtras", "WireframeStore"),
        ("CustomDump", "WireframeStore"),
        ("Dependencies", "WireframeStore"),
        ("DependenciesMacros", "WireframeStore"),
        ("IdentifiedCollections", "WireframeStore"),
        ("IssueReporting", "WireframeStore"),
        // IssueReporting's name before it was renamed, with `XCTFail` for app code.
        ("XCTestDynamicOverlay", "IssueReporting"),
        ("Perception", "WireframeStoreViews"),
        ("Sharing", "WireframeStore"),
        ("SwiftUINavigation", "WireframeStoreViews"),
        ("SnapshotTesting", "WireframeTesting"),
        ("InlineSnapshotTesting", "SnapshotTesting"),
        ("SnapshotTestingCustomDump", "SnapshotTesting"),
    ]
    // `ComposableArchitecture` re-exports the libraries TCA re-exports, by their module names, so
    // a file that imports it alone can still write `Perception.Bindable` or `Dependencies.Dependency`.
    let reexportedByComposableArchitecture: [Target.Dependency] = [
        "CasePaths", "Clocks", "CombineSchedulers", "ConcurrencyExtras", "CustomDump", "Dependencies", "DependenciesMacros",
        "IdentifiedCollections", "Perception", "Sharing", "SwiftUINavigation",
    ]
    for module in frameworkModules {
        package.products.append(.library(name: module.name, targets: [module.name]))
        var extra: [Target.Dependency] = module.name == "ComposableArchitecture" ? reexportedByComposableArchitecture : []
        // The store's modules report test failures (a `TestStore`'s, `reportIssue`, an unimplemented
        // dependency) through Swift Testing or XCTest, which WireframeStore looks up at run time in
        // the recorder WireframeTesting holds. A TCA test target depends on its app and on these
        // modules alone, so they bring the recorder with them; otherwise a failing assertion would pass.
        if ["WireframeStore", "WireframeStoreViews"].contains(module.dependency) { extra.append("WireframeTesting") }
        package.targets.append(
            .target(
                name: module.name, dependencies: [.byName(name: module.dependency)] + extra, path: "Sources/Frameworks/\(module.name)"))
    }
    // Test files that import `SnapshotTesting` and `InlineSnapshotTesting`, as a suite written for
    // swift-snapshot-testing does.
    package.targets.append(
        .testTarget(name: "SnapshotTestingModuleTests", dependencies: ["SnapshotTesting", "InlineSnapshotTesting", "Wireframe"]))
    // What `import ComposableArchitecture` brings on Linux beyond the store: TCA's re-exported
    // module names, its `@_spi(Logging)` log, Perception's tracking view; and what
    // `import XCTestDynamicOverlay` and `import StoreKit` bring.
    package.targets.append(
        .testTarget(name: "FrameworkModuleTests", dependencies: ["ComposableArchitecture", "SwiftUI", "StoreKit", "XCTestDynamicOverlay"]))
    // The SwiftUI map's compile test: a snippet for every symbol Docs/SwiftUIMap.tsv calls drawn
    // or accepted, generated by Scripts/generate-swiftui-map.py, under `import SwiftUI` alone.
    package.targets.append(.testTarget(name: "SwiftUIMapTests", dependencies: ["SwiftUI"]))
    // The seed articles' code, with its imports and macros as the articles write them.
    package.targets.append(
        .testTarget(
            name: "SeedTests",
            dependencies: ["SwiftUI", "ComposableArchitecture", "WireframeComponents", "WireframeTesting", "RealmSwift"]
        ))
#endif

import Foundation
import PackagePlugin

/// A build-tool plugin for a test target: it finds the `PreviewProvider` types in the Swift
/// sources of the target's dependencies in the same package (the modules under test) and adds a
/// test file with one Swift Testing test per provider, asserting every preview as ASCII and SVG
/// with `assertSnapshots(ofPreviews:as:)`. A new preview is a new golden with no test code.
///
/// ```swift
/// .testTarget(
///     name: "MyComponentsTests",
///     dependencies: ["MyComponents", .product(name: "WireframeTesting", package: "Wireframe")],
///     plugins: [.plugin(name: "PreviewSnapshots", package: "Wireframe")]
/// )
/// ```
@main
struct PreviewSnapshots: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let modules = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
            guard case .target(let dependency) = dependency, let module = dependency as? SourceModuleTarget else { return nil }
            return module.kind == .test ? nil : module
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "PreviewSnapshots.swift")
        var arguments = ["--output", output.path]
        var inputs: [URL] = []
        for module in modules {
            let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
            arguments += ["--module", module.moduleName] + sources.map(\.path)
            inputs += sources
        }
        return [
            .buildCommand(
                displayName: "Finding the previews of \(modules.map(\.moduleName).joined(separator: ", "))",
                executable: try context.tool(named: "WireframePreviewScanner").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}

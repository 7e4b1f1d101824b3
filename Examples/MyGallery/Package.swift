// swift-tools-version:6.0
import PackageDescription

// The README's "Your own components" example, built and tested by CI: a component with its
// previews, a gallery executable over them, and a test target whose preview snapshots the
// PreviewSnapshots plugin writes.
let package = Package(
    name: "MyGallery",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Wireframe", path: "../..")
    ],
    targets: [
        .target(name: "MyComponents", dependencies: [.product(name: "Wireframe", package: "Wireframe")]),
        .executableTarget(
            name: "my-gallery",
            dependencies: ["MyComponents", .product(name: "WireframeGallery", package: "Wireframe")]
        ),
        .testTarget(
            name: "MyComponentsTests",
            dependencies: ["MyComponents", .product(name: "WireframeTesting", package: "Wireframe")],
            plugins: [.plugin(name: "PreviewSnapshots", package: "Wireframe")]
        ),
    ]
)

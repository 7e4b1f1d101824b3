// swift-tools-version:6.0
import PackageDescription

// The benchmarks live in their own package, so the library's products stay lean: this package
// depends on Wireframe by path and adds the `wireframe-bench` executable.
let package = Package(
    name: "WireframeBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Wireframe", path: "..")
    ],
    targets: [
        .target(name: "BenchKit"),
        .executableTarget(
            name: "wireframe-bench",
            dependencies: [
                "BenchKit",
                .product(name: "Wireframe", package: "Wireframe"),
                .product(name: "WireframeStore", package: "Wireframe"),
                .product(name: "WireframeComponents", package: "Wireframe"),
                .product(name: "WireframeTesting", package: "Wireframe"),
            ]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
    ]
)

// swift-tools-version: 6.0
// A TCA feature whose test target depends on the feature alone, as TCA's example apps' do: it
// checks that a failing TestStore assertion fails its test when nothing links WireframeTesting
// on purpose.
import PackageDescription

let package = Package(
    name: "Counter",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Wireframe", path: "../..")
    ],
    targets: [
        .target(
            name: "Counter",
            dependencies: [.product(name: "ComposableArchitecture", package: "Wireframe")]
        ),
        .testTarget(name: "CounterTests", dependencies: ["Counter"]),
    ]
)

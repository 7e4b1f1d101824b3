// swift-tools-version:6.0
import PackageDescription

// An app's feature and view files written as an iOS app writes them — `import SwiftUI`,
// `import ComposableArchitecture`, TCA's macros, case key paths, `#Preview` — compiled and
// tested on Linux against Wireframe's framework modules. Only the `@main` App file is left out.
let package = Package(
    name: "Reminders",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Wireframe", path: "../..")
    ],
    targets: [
        .target(
            name: "Reminders",
            dependencies: [
                .product(name: "SwiftUI", package: "Wireframe"),
                .product(name: "ComposableArchitecture", package: "Wireframe"),
            ]
        ),
        .testTarget(
            name: "RemindersTests",
            dependencies: [
                "Reminders",
                .product(name: "ComposableArchitecture", package: "Wireframe"),
                .product(name: "WireframeTesting", package: "Wireframe"),
            ]
        ),
    ]
)

import Foundation

/// A style with its type erased, as the environment holds it: how a control is drawn from its
/// configuration. `LabelStyle`, `ToggleStyle` and `ButtonStyle` values are kept as one.
struct AnyStyle<Configuration> {
    let makeBody: @MainActor (Configuration) -> AnyView
}

/// A control drawn by the style the environment holds at `style`, or by `fallback` where none is
/// set. Inside the style's body the fallback is the style, so a style that draws the control in
/// itself (`Label(configuration)`) draws the default look, as in SwiftUI.
struct StyledView<Configuration>: View, PrimitiveView {
    let configuration: Configuration
    let style: WritableKeyPath<EnvironmentValues, AnyStyle<Configuration>?>
    let fallback: AnyStyle<Configuration>

    var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        let chosen = context.environment[keyPath: style] ?? fallback
        return try context.with { $0[keyPath: style] = fallback }.resolve(chosen.makeBody(configuration))
    }
}

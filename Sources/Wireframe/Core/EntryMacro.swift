/// Makes a property of `EnvironmentValues` (or `FocusedValues`) from its declaration alone, as
/// SwiftUI's `@Entry`: a private key whose default is the initial value, and accessors through
/// it.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardSpacing: CGFloat = 12
/// }
/// VStack { cards }.environment(\.cardSpacing, 16)
/// ```
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WireframeMacros", type: "EntryMacro")

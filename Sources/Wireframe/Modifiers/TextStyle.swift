import Foundation

extension View {
    /// Sets the font of the text inside the view.
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.font(.caption)
    /// ```
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentModifier { $0.font = font })
    }

    /// Sets the colour of the text, images and shapes inside the view.
    ///
    /// ```swift
    /// Text("Saved").foregroundStyle(.white)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let color = style.resolvedColor
        return modifier(EnvironmentModifier { $0.foregroundColor = color })
    }

    /// Sets the colour of the text, images and shapes inside the view.
    ///
    /// ```swift
    /// Text("Error").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundColor = color })
    }

    /// Makes the text inside the view bold.
    ///
    /// ```swift
    /// Text("Title").padding().bold()
    /// ```
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if isActive { environment.isBold = true }
            })
    }

    /// Puts the text inside the view in italics: slanted in SVG, as it is in ASCII.
    ///
    /// ```swift
    /// VStack { Text("Draft"); Text("Not sent") }.italic()
    /// ```
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if isActive { environment.isItalic = true }
            })
    }

    /// Strikes the text inside the view through, as `Text.strikethrough(_:color:)` does.
    ///
    /// ```swift
    /// HStack { Image(systemName: "checkmark"); Text("Milk") }.strikethrough(isDone)
    /// ```
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if isActive { environment.isStrikethrough = true }
            })
    }

    /// Draws the digits of the text inside the view at one width. The renderers' fonts already
    /// give every digit the same advance, so nothing changes.
    ///
    /// ```swift
    /// Form { Text("\(count)") }.monospacedDigit()
    /// ```
    public func monospacedDigit() -> some View { self }

    /// Draws the text inside the view in the fixed-width variant of its font: SVG measures and
    /// draws it with Liberation Mono; ASCII cells are fixed-width already.
    ///
    /// ```swift
    /// VStack { Text("0.25 s"); Text("12.00 s") }.monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if isActive { environment.isMonospaced = true }
            })
    }

    /// Sets the design of the fonts inside the view that name none: `.monospaced` draws them
    /// fixed-width, as `monospaced()` does; `.serif` and `.rounded` draw the default face, as
    /// the font tables have no serif or rounded one.
    ///
    /// ```swift
    /// VStack { Text("12:30"); Text("Timer") }.fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentModifier { $0.fontDesign = design })
    }

    /// Sets the width of the fonts inside the view; drawn at the standard width, as the font
    /// tables have no condensed or expanded face.
    ///
    /// ```swift
    /// Text("Headline").fontWidth(.condensed)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> some View {
        self
    }

    /// Sets the most lines the text inside the view may use; `nil` is unlimited.
    ///
    /// ```swift
    /// Text(memo.title).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        let limit = number.map { Swift.max($0, 1) }
        return modifier(EnvironmentModifier { $0.lineLimit = limit })
    }

    /// Shows at most `limit` lines of the text inside, and with `reservesSpace` takes the height
    /// of all of them however few the text fills, its lines at the top, as SwiftUI does.
    ///
    /// ```swift
    /// Text(memo.title).lineLimit(2, reservesSpace: true)   // two lines tall, even for one word
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let limit = Swift.max(limit, 1)
        return modifier(
            EnvironmentModifier {
                $0.lineLimit = limit
                $0.reservesLineLimitSpace = reservesSpace
            })
    }

    /// Adds `kerning` points after each character of the text inside, as `Text.kerning(_:)` does.
    ///
    /// ```swift
    /// VStack { Text("NEW"); Text("SALE") }.kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> some View {
        let kerning = cleanLetterSpacing(kerning)
        return modifier(EnvironmentModifier { $0.kerning = kerning })
    }

    /// Adds `tracking` points after each character of the text inside, as `Text.tracking(_:)`
    /// does.
    ///
    /// ```swift
    /// Label("Settings", systemImage: "gear").tracking(1)
    /// ```
    public func tracking(_ tracking: CGFloat) -> some View {
        let tracking = cleanLetterSpacing(tracking)
        return modifier(EnvironmentModifier { $0.tracking = tracking })
    }

    /// Raises the text inside `baselineOffset` points, as `Text.baselineOffset(_:)` does.
    ///
    /// ```swift
    /// HStack { Text("x"); Text("2").baselineOffset(6) }
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        let offset = cleanLetterSpacing(baselineOffset)
        return modifier(EnvironmentModifier { $0.baselineOffset = offset })
    }

    /// Lets the text inside shrink, down to `factor` of its size, to fit its frame before it is
    /// cut, as SwiftUI does. SVG draws it at the largest size, in steps of a hundredth, whose
    /// lines fit (with its line height shrunk too), or at `factor` cut; an ASCII cell has one size
    /// of letter, so ASCII cuts the text as it is.
    ///
    /// ```swift
    /// Text("A long title that shrinks").lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let factor = cleanScaleFactor(factor)
        return modifier(EnvironmentModifier { $0.minimumScaleFactor = factor })
    }

    /// Lets the text inside tighten the space between its letters before it is cut. Accepted:
    /// the renderers' fonts have no tighter spacing, so the text is measured and cut as it is.
    ///
    /// ```swift
    /// Text(memo.title).lineLimit(1).allowsTightening(true)
    /// ```
    public func allowsTightening(_ flag: Bool) -> some View {
        self
    }

    /// Sets how the lines of multi-line text align.
    ///
    /// ```swift
    /// Text("Centred\ntext").multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Shows the text inside in `textCase`, or in its own case when `nil`.
    ///
    /// ```swift
    /// Section { … } header: { Text("Network").textCase(nil) }
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(EnvironmentModifier { $0.textCase = textCase })
    }

    /// Sets where text is cut when it does not fit.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier { $0.truncationMode = mode })
    }

    /// Sets an environment value for the view and everything inside it.
    ///
    /// ```swift
    /// Text("x").environment(\.lineLimit, 1)
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Puts an observable object in the environment, for views inside to read with
    /// `@Environment(Object.self)`; `nil` takes it away.
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object, of: Object.self) })
    }
}

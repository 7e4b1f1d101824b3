import Foundation

extension Color {
    /// Creates a colour from its hue, saturation and brightness, each between 0 and 1 (values
    /// outside are clamped, NaN is 0), as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    ///
    /// ```swift
    /// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)   // a blue: red 0.18, green 0.47, blue 0.9
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        let hue = clamp(hue) == 1 ? 0 : clamp(hue) * 6
        let saturation = clamp(saturation)
        let brightness = clamp(brightness)
        let sector = hue.rounded(.down)
        let fraction = hue - sector
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) {
        case 0: (red, green, blue) = (brightness, rising, low)
        case 1: (red, green, blue) = (falling, brightness, low)
        case 2: (red, green, blue) = (low, brightness, rising)
        case 3: (red, green, blue) = (low, falling, brightness)
        case 4: (red, green, blue) = (rising, low, brightness)
        default: (red, green, blue) = (brightness, low, falling)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
}

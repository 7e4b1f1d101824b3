import Foundation

/// The layout of a slider's or a progress bar's track: the first child spans the width, the
/// second covers the leading `fraction` of it, and a third (a slider's thumb) is centred where
/// the covered part ends, kept inside the track. The track is as wide as proposed (`idealWidth`
/// when nothing is) and as tall as its tallest child.
struct TrackLayout: PrimitiveLayout {
    /// How much of the track is covered, from 0 to 1.
    var fraction: Double
    /// The width taken when no width is proposed.
    var idealWidth: CGFloat

    static let jsonName = "track"
    static let jsonFields = ["fraction", "idealWidth"]

    init(fraction: Double, idealWidth: CGFloat) {
        self.fraction = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
        self.idealWidth = idealWidth
    }

    init(json object: JSONObjectReader) throws {
        self.init(
            fraction: try object["fraction"]?.number() ?? 0,
            idealWidth: try object["idealWidth"].map { clampLength(try $0.number(), minimum: 0) } ?? 100)
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        if fraction != 0 { try fields.appendLength("fraction", fraction) }
        if idealWidth != 100 { try fields.appendLength("idealWidth", idealWidth) }
    }

    var summary: String { "track(fraction: \(formatPoints(CGFloat(fraction))))" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? idealWidth
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let covered = bounds.width * CGFloat(fraction)
        for (index, subview) in subviews.enumerated() {
            switch index {
            case 0:
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
                    proposal: ProposedViewSize(width: bounds.width, height: nil))
            case 1:
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: covered, height: nil))
            default:
                let thumb = subview.sizeThatFits(.unspecified)
                let x = Swift.min(Swift.max(bounds.minX + covered, bounds.minX + thumb.width / 2), bounds.maxX - thumb.width / 2)
                subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: .unspecified)
            }
        }
    }
}

import Foundation

/// How content meets a frame whose shape differs from its own: fit inside it or fill it.
///
/// ```swift
/// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
/// ```
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio that fits inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}

extension View {
    /// Proposes the view a size of `aspectRatio` (width over height) that fits or fills what the
    /// view is offered; with `nil`, the ratio of the view's ideal size.
    ///
    /// ```swift
    /// Rectangle().fill(.gray).aspectRatio(1, contentMode: .fit)   // a square as large as fits
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(PrimitiveLayoutModifier(layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }

    /// Proposes the view a size of the ratio of `aspectRatio` that fits or fills what it is offered.
    ///
    /// ```swift
    /// Color.black.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
    /// ```
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// The view at the largest size of its own ratio that fits what it is offered.
    ///
    /// ```swift
    /// Circle().fill(.green).scaledToFit()
    /// ```
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// The view at the smallest size of its own ratio that covers what it is offered.
    ///
    /// ```swift
    /// Color.gray.frame(idealWidth: 30, idealHeight: 10).scaledToFill()
    /// ```
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// The layout of `aspectRatio(_:contentMode:)`.
struct AspectRatioLayout: PrimitiveLayout {
    var ratio: CGFloat?
    var contentMode: ContentMode

    static let jsonName = "aspectRatio"
    static let jsonFields = ["ratio", "contentMode"]
    static var isModifier: Bool { true }

    init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    init(json object: JSONObjectReader) throws {
        ratio = try object["ratio"].flatMap { value in
            let ratio = CGFloat(try value.number())
            return ratio.isFinite && ratio > 0 ? ratio : nil
        }
        let mode = try object["contentMode"].map { try $0.name(of: "content mode", among: ContentMode.allCases.map(\.rawValue)) }
        contentMode = mode.flatMap(ContentMode.init(rawValue:)) ?? .fit
    }

    func writeJSON(to fields: inout JSONFieldWriter) throws {
        try fields.appendLength("ratio", ratio)
        if contentMode != .fit { fields.append("contentMode", .string(contentMode.rawValue)) }
    }

    var summary: String {
        "aspectRatio(\(ratio.map { formatPoints($0) } ?? "nil"), contentMode: \(contentMode.rawValue))"
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        return subview.sizeThatFits(childProposal(for: proposal, subview: subview))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        subview.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(for: proposal, subview: subview))
    }

    /// The size of the ratio that fits or fills `proposal`; an unspecified dimension follows from
    /// the other, and with neither the child's ideal width sets the size. A length the ratio makes
    /// is at most ``maximumLength``, so a ratio near 0 or a huge one proposes a size layout can use.
    private func childProposal(for proposal: ProposedViewSize, subview: LayoutSubview) -> ProposedViewSize {
        let size = unclampedChildProposal(for: proposal, subview: subview)
        func clamped(_ length: CGFloat?, given: CGFloat?) -> CGFloat? {
            guard let length, length != given else { return length }
            return length.isNaN ? 0 : Swift.min(length, maximumLength)
        }
        return ProposedViewSize(width: clamped(size.width, given: proposal.width), height: clamped(size.height, given: proposal.height))
    }

    private func unclampedChildProposal(for proposal: ProposedViewSize, subview: LayoutSubview) -> ProposedViewSize {
        let ideal = subview.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let isWider = height == 0 || width / height > ratio
            let byHeight = ProposedViewSize(width: height * ratio, height: height)
            let byWidth = ProposedViewSize(width: width, height: width / ratio)
            switch contentMode {
            case .fit: return isWider ? byHeight : byWidth
            case .fill: return isWider ? byWidth : byHeight
            }
        }
    }
}

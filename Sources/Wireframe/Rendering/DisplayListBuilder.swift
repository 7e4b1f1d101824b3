import Foundation

extension DisplayList {
    /// The display list of `root` on a canvas of `canvas` points: the tree walked once, in
    /// drawing order, each node appending its commands.
    ///
    /// ```swift
    /// let placed = try Text("Hi").background(Color.white).placedTree(width: 80, height: nil)
    /// print(DisplayList(placed, canvas: CGSize(width: 80, height: 16)).dump())
    /// // shape rectangle fill: white @ (32, 0, 16, 16)
    /// // hit opaque [1] @ (32, 0, 16, 16)
    /// // text "Hi" @ (32, 0, 16, 16)
    /// // hit opaque [0] @ (32, 0, 16, 16)
    /// ```
    /// - Complexity: O(*n* + *r* · *d*) for *n* placed nodes and *r* hit regions at depth *d*.
    package init(_ root: PlacedNode, canvas: CGSize, readingAccessibility: Bool = false) {
        var builder = DisplayListBuilder(canvas: canvas, readsAccessibility: readingAccessibility)
        if let scheme = root.kind.as(ColorSchemeNode.self)?.scheme { builder.setScreenColorScheme(scheme) }
        builder.draw(root)
        self = builder.list
        accessibility = builder.accessibility?.tree
    }
}

/// Builds a display list: decides, once for every renderer, what is drawn and in which order.
///
/// - Order: children in order, later over earlier, except that a background's decoration (its
///   second child) comes before its content; a border comes after its content; a button's or a
///   deletable row's hit region comes before its content, so what is inside is in front.
/// - Visibility: hidden and fully transparent subtrees add nothing; a clip wholly outside the
///   visible area drops its subtree; every drawing and hit region wholly outside the visible
///   area — the canvas cut by the enclosing clips — is left out; clear colours draw nothing.
/// - Taps: a button or text field takes the taps of everything inside it, so its content makes
///   no hit regions of its own.
/// - Colours: each is resolved in the appearance of the innermost `colorScheme` node around it,
///   so the list holds the values drawn, and a colour the dark appearance cannot honour (a
///   catalog colour with no dark value) is named in the list's notes.
/// - What VoiceOver reads, when the list reads it: each primitive adds its element or reads its
///   content its way as it draws (``AccessibilityReader``), so a subtree left out of the drawing
///   because it is hidden or transparent is left out of the reading by the same decision; content
///   a clip or a mask leaves out is walked without drawing, since VoiceOver reads it.
struct DisplayListBuilder {
    private(set) var list: DisplayList
    /// The child indices from the root to the node being drawn.
    private var path: [Int32] = []
    /// Where drawing can show: the canvas cut by the enclosing clips, widened by how far the
    /// enclosing shadows reach.
    private(set) var drawArea: CGRect
    /// Where a tap can land: the canvas cut by the enclosing clips.
    private var hitArea: CGRect
    /// Whether an enclosing button or text field takes the taps of the node being drawn.
    private var isInsideControl = false
    /// Whether the node being drawn is part of a mask's drawing, which shows nothing itself and
    /// takes no taps.
    private var isDrawingMask = false
    /// The appearance colours are drawn in.
    private var colorScheme = ColorScheme.light
    private var colorIDs: [Color: ColorID] = [:]
    private var lastColor: (color: Color, id: ColorID)?
    /// What VoiceOver reads of the nodes drawn so far; `nil` when the list does not read it.
    private(set) var accessibility: AccessibilityReader?
    /// Whether the nodes being walked draw nothing and take no taps: content a clip or a mask
    /// leaves out, walked for what VoiceOver reads of it, or every node when only that is asked.
    private var isUnseen = false

    /// A builder for a canvas of `canvas` points that reads what VoiceOver reads when
    /// `readsAccessibility` is set.
    init(canvas: CGSize, readsAccessibility: Bool = false) {
        list = DisplayList(canvas: canvas)
        drawArea = CGRect(origin: .zero, size: canvas)
        hitArea = drawArea
        if readsAccessibility { accessibility = AccessibilityReader() }
    }

    /// A builder that only reads what VoiceOver reads, drawing nothing.
    static func readingAccessibilityOnly() -> Self {
        var builder = Self(canvas: .zero, readsAccessibility: true)
        builder.isUnseen = true
        return builder
    }

    // MARK: Children and groups

    /// Draws the children in order, each over the ones before.
    mutating func drawChildren(of node: PlacedNode) {
        drawChildren(of: node, in: node.children.indices)
    }

    /// Draws the children at `indices`, in that order, each with its index on the path.
    mutating func drawChildren(of node: PlacedNode, in indices: some Sequence<Int>) {
        for index in indices {
            path.append(Int32(truncatingIfNeeded: index))
            accessibility?.enterChild(at: index, of: node.children.count)
            draw(node.children[index])
            path.removeLast()
        }
    }

    /// Appends the commands of `node` and everything inside it: what each node draws is its
    /// primitive's to say.
    mutating func draw(_ node: PlacedNode) {
        guard let context = accessibility?.context else { return node.kind.primitive.draw(node, into: &self) }
        accessibility?.enter(named: node.kind.primitive.accessibilityPathName)
        node.kind.primitive.draw(node, into: &self)
        accessibility?.leave(to: context)
    }

    /// Walks the children at `indices`, which draw nothing here, for what VoiceOver reads of them:
    /// it reads content a clip or a mask leaves out. Nothing they would draw is kept.
    private mutating func readUnseen(_ node: PlacedNode, in indices: some Sequence<Int>) {
        guard accessibility != nil else { return }
        guard !isUnseen else { return drawChildren(of: node, in: indices) }
        let saved = (list, colorIDs, lastColor)
        isUnseen = true
        drawChildren(of: node, in: indices)
        isUnseen = false
        (list, colorIDs, lastColor) = saved
    }

    /// Sets the appearance of the screen, whose background the renderers draw.
    mutating func setScreenColorScheme(_ scheme: ColorScheme) {
        list.colorScheme = scheme
    }

    /// Draws the children in order with their colours in the `scheme` appearance.
    mutating func drawChildren(of node: PlacedNode, in scheme: ColorScheme) {
        let saved = colorScheme
        colorScheme = scheme
        drawChildren(of: node)
        colorScheme = saved
    }

    /// Draws the children between `push` and `pop`; a group that would hold nothing is left out.
    mutating func drawGroup(_ node: PlacedNode, push: DisplayCommand, pop: DisplayCommand) {
        guard !isUnseen else { return drawChildren(of: node) }
        let start = list.commands.count
        list.commands.append(push)
        drawChildren(of: node)
        if list.commands.count == start + 1 {
            list.commands.removeLast()
        } else {
            list.commands.append(pop)
        }
    }

    /// Draws the node's children clipped to `shape` in the node's frame: drawing and taps outside
    /// the frame are left out.
    mutating func drawClipped(_ node: PlacedNode, to shape: ShapeKind) {
        let frame = node.frame
        guard !isUnseen, frame.overlaps(drawArea) else { return readUnseen(node, in: node.children.indices) }
        let saved = (drawArea, hitArea)
        drawArea = drawArea.cut(to: frame)
        hitArea = hitArea.cut(to: frame)
        drawGroup(node, push: .pushClip(ClipDrawing(frame: frame, shape: shape)), pop: .popClip)
        (drawArea, hitArea) = saved
    }

    /// Draws the node's children where drawing may spill `reach` points past their frames, as a
    /// shadow does.
    mutating func drawSpilling(_ node: PlacedNode, by reach: CGFloat, push: DisplayCommand, pop: DisplayCommand) {
        let saved = drawArea
        drawArea = drawArea.insetBy(dx: -reach, dy: -reach)
        drawGroup(node, push: push, pop: pop)
        drawArea = saved
    }

    /// Draws the node's content (its first child) masked by its second child: the mask's
    /// drawing first, taking no taps, then the content, where the mask covers it.
    ///
    /// A mask that draws nothing hides the content, which then draws nothing and takes no taps;
    /// content wholly outside what the mask draws is left out. VoiceOver reads the content,
    /// hidden or not, and never the mask.
    mutating func drawMasked(_ node: PlacedNode) {
        guard node.children.count > 1 else { return drawChildren(of: node) }
        let start = list.commands.count
        let drawings = (shapes: list.shapes.count, texts: list.texts.count, fields: list.textFields.count)
        list.commands.append(.pushMask(MaskDrawing(frame: node.frame, coverage: .zero)))
        let saved = isDrawingMask
        isDrawingMask = true
        reading(node, as: .unread) { $0.drawChildren(of: node, in: [1]) }
        isDrawingMask = saved
        var coverage = CGRect.null
        for index in (start + 1)..<list.commands.count {
            if let frame = list.elementFrame(of: index) { coverage = coverage.union(frame) }
        }
        guard !coverage.isNull, coverage.overlaps(drawArea) else {
            removeCommands(from: start, keeping: drawings)
            return readUnseen(node, in: [0])
        }
        list.commands[start] = .pushMask(MaskDrawing(frame: node.frame, coverage: coverage))
        list.commands.append(.beginMaskedContent)
        let contentStart = list.commands.count
        let savedArea = drawArea
        drawArea = drawArea.cut(to: coverage)
        drawChildren(of: node, in: [0])
        drawArea = savedArea
        if list.commands.count == contentStart {
            removeCommands(from: start, keeping: drawings)
        } else {
            list.commands.append(.popMask)
        }
    }

    /// Removes the commands from `start` on, with the shapes, texts and fields past the counts in
    /// `drawings`, which only those commands drew.
    private mutating func removeCommands(from start: Int, keeping drawings: (shapes: Int, texts: Int, fields: Int)) {
        list.commands.removeSubrange(start...)
        list.shapes.removeSubrange(drawings.shapes...)
        list.texts.removeSubrange(drawings.texts...)
        list.textFields.removeSubrange(drawings.fields...)
    }

    /// Draws the node's children as the content of a control that takes their taps.
    mutating func drawControlContent(of node: PlacedNode) {
        let saved = isInsideControl
        isInsideControl = true
        drawChildren(of: node)
        isInsideControl = saved
    }

    // MARK: What VoiceOver reads

    /// Adds what VoiceOver reads of `node` when the list reads it: the element `make` fills in,
    /// given one with the node's frame and path, then changed by the accessibility modifiers above.
    mutating func addAccessibilityElement(of node: PlacedNode, _ make: (inout AccessibilityElement) -> Void) {
        accessibility?.addElement(frame: node.frame, at: path, make)
    }

    /// Draws the content of `node` with `draw`, reading it the way `reading` says when the list
    /// reads what VoiceOver reads.
    mutating func reading(_ node: PlacedNode, as reading: AccessibilityReader.Reading, _ draw: (inout Self) -> Void) {
        guard let scope = accessibility?.begin(reading, of: node, at: path) else { return draw(&self) }
        draw(&self)
        accessibility?.end(scope, of: node, at: path)
    }

    // MARK: Appending

    /// Whether drawing that covers `bounds` can show.
    func isVisible(_ bounds: CGRect) -> Bool {
        !isUnseen && bounds.overlaps(drawArea)
    }

    /// Appends `command` as the next drawing.
    mutating func append(_ command: DisplayCommand) {
        list.commands.append(command)
    }

    /// Appends a shape to draw, with its command.
    mutating func append(_ shape: ShapeDrawing) {
        list.shapes.append(shape)
        list.commands.append(.shape(list.shapes.count - 1))
    }

    /// Appends a text to draw, with its command.
    mutating func append(_ text: TextDrawing) {
        list.texts.append(resolvingColors(of: text))
        list.commands.append(.text(list.texts.count - 1))
    }

    /// Appends a text field to draw, with its command.
    mutating func append(_ field: TextFieldDrawing) {
        list.textFields.append(field)
        list.commands.append(.textField(list.textFields.count - 1))
    }

    /// Appends a hit region for the node being drawn, unless a control around it takes its taps
    /// or it lies wholly where no tap can land.
    mutating func addRegion(_ frame: CGRect, _ role: HitRegion.Role) {
        guard !isInsideControl, !isDrawingMask, !isUnseen, frame.overlaps(hitArea) else { return }
        let start = list.pathStorage.count
        list.pathStorage.append(contentsOf: path)
        list.regions.append(HitRegion(frame: frame, clip: hitArea, role: role, pathRange: start..<list.pathStorage.count))
        list.commands.append(.hitRegion(list.regions.count - 1))
    }

    /// The id of `color`, in the appearance being drawn, in the list, adding it the first time.
    mutating func id(of color: Color) -> ColorID {
        id(ofResolved: drawn(color))
    }

    /// `color` as the appearance being drawn shows it, noting a colour it cannot honour: what a
    /// primitive tests for clearness before it draws. In the light appearance a colour is drawn
    /// as it is: the renderers read its light value.
    mutating func drawn(_ color: Color) -> Color {
        guard colorScheme == .dark, color.appearance != nil else { return color }
        if let asset = color.lightOnlyAsset {
            list.note("the catalog colour \"\(asset)\" has no dark value: drawn in its light one")
        }
        return color.resolved(in: colorScheme)
    }

    /// The text with the colours of its runs resolved in the appearance being drawn.
    private mutating func resolvingColors(of drawing: TextDrawing) -> TextDrawing {
        // The renderers read a colour's light value as it is, so only the dark appearance has
        // anything to resolve.
        let text = drawing.text
        guard colorScheme == .dark, text.color.appearance != nil || text.runs.contains(where: { $0.color?.appearance != nil }) else {
            return drawing
        }
        var resolvedText = text
        resolvedText.color = drawn(text.color)
        for index in resolvedText.runs.indices {
            if let color = resolvedText.runs[index].color { resolvedText.runs[index].color = drawn(color) }
        }
        return TextDrawing(frame: drawing.frame, text: resolvedText, lines: drawing.lines)
    }

    private mutating func id(ofResolved color: Color) -> ColorID {
        if let lastColor, lastColor.color == color { return lastColor.id }
        let id: ColorID
        if let known = colorIDs[color] {
            id = known
        } else {
            id = ColorID(rawValue: UInt32(truncatingIfNeeded: list.colors.count))
            list.colors.append(color)
            colorIDs[color] = id
        }
        lastColor = (color, id)
        return id
    }
}

extension CGRect {
    /// Whether the rectangles share some area; rectangles that only touch share none.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The part of the rectangle inside `other`: empty, never null, when they do not overlap.
    func cut(to other: CGRect) -> CGRect {
        let left = Swift.max(minX, other.minX)
        let top = Swift.max(minY, other.minY)
        let right = Swift.max(Swift.min(maxX, other.maxX), left)
        let bottom = Swift.max(Swift.min(maxY, other.maxY), top)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

import Foundation
import Testing

@testable import Wireframe

/// The layout contract every node kind keeps, checked over a grid of proposals in both
/// dimensions (Blueprint's `AssertLayoutContract`): sizes are never NaN or negative, are
/// infinite only along an infinite proposal, do not depend on what was measured before, and
/// placement uses exactly the measured size.
@MainActor
@Suite struct LayoutContractTests {
    @Test(arguments: LayoutSample.all)
    func sizesAreNeverNaNOrNegative(sample: LayoutSample) throws {
        for measured in try measurements(of: sample) {
            let size = measured.size
            #expect(!size.width.isNaN && !size.height.isNaN, "\(measured)")
            #expect(size.width >= 0 && size.height >= 0, "\(measured)")
        }
    }

    @Test(arguments: LayoutSample.all)
    func sizesAreInfiniteOnlyAlongAnInfiniteProposal(sample: LayoutSample) throws {
        for measured in try measurements(of: sample) {
            if measured.proposal.width != .infinity { #expect(measured.size.width.isFinite, "\(measured)") }
            if measured.proposal.height != .infinity { #expect(measured.size.height.isFinite, "\(measured)") }
        }
    }

    @Test(arguments: LayoutSample.all)
    func sameProposalGivesTheSameSizeTwice(sample: LayoutSample) throws {
        for metrics in contractMetrics {
            for axis in contractAxes {
                let node = try sample.make()
                let first = LayoutTree(node, axis: axis, metrics: metrics)
                let second = LayoutTree(node, axis: axis, metrics: metrics)
                let forwards = contractProposals.map { first.root.sizeThatFits($0) }
                let again = contractProposals.map { first.root.sizeThatFits($0) }
                // A fresh tree measured in the opposite order: cached answers may not depend on
                // which proposals came before.
                let backwards = Array(contractProposals.reversed().map { second.root.sizeThatFits($0) }.reversed())
                #expect(again == forwards, "\(sample.name), axis \(axis.map(\.rawValue) ?? "none")")
                #expect(backwards == forwards, "\(sample.name), axis \(axis.map(\.rawValue) ?? "none")")
            }
        }
    }

    /// Parents place with the proposals they can make: finite lengths or `nil` (an infinite
    /// proposal only probes a child's largest size while measuring).
    @Test(arguments: LayoutSample.all)
    func placementUsesTheMeasuredSizeAndFiniteFrames(sample: LayoutSample) throws {
        let placements = contractProposals.filter { $0.width != .infinity && $0.height != .infinity }
        for metrics in contractMetrics {
            for axis in contractAxes {
                let tree = LayoutTree(try sample.make(), axis: axis, metrics: metrics)
                for proposal in placements {
                    let size = tree.root.sizeThatFits(proposal)
                    let placed = tree.root.place(at: .zero, proposal: proposal)
                    let expected = CGSize(width: min(size.width, maximumLayoutLength), height: min(size.height, maximumLayoutLength))
                    #expect(placed.frame.size == expected, "\(sample.name) for \(proposal)")
                    let frames = placed.frames { _ in true }
                    #expect(
                        frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
                        "\(sample.name) for \(proposal)"
                    )
                }
            }
        }
    }

    /// Blueprint's property: proposing more in one dimension never makes a view smaller in it.
    @Test(arguments: LayoutSample.all)
    func sizeNeverShrinksWhenTheProposalGrows(sample: LayoutSample) throws {
        let lengths: [CGFloat] = [0, 1, 37, 390, .infinity]
        for metrics in contractMetrics {
            for axis in contractAxes {
                let tree = LayoutTree(try sample.make(), axis: axis, metrics: metrics)
                for other in contractLengths {
                    let widths = lengths.map { tree.root.sizeThatFits(ProposedViewSize(width: $0, height: other)).width }
                    let heights = lengths.map { tree.root.sizeThatFits(ProposedViewSize(width: other, height: $0)).height }
                    #expect(
                        zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 },
                        "\(sample.name) widths \(widths), height \(String(describing: other))")
                    #expect(
                        zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 },
                        "\(sample.name) heights \(heights), width \(String(describing: other))")
                }
            }
        }
    }

    /// Greedy views take the whole of a finite proposal that is large enough for their content.
    @Test(arguments: LayoutSample.greedy)
    func greedyViewsTakeExactlyAFiniteProposal(sample: LayoutSample) throws {
        for measured in try measurements(of: sample) where measured.proposal.holdsContent {
            if let width = measured.proposal.width, width.isFinite { #expect(measured.size.width == width, "\(measured)") }
            if let height = measured.proposal.height, height.isFinite { #expect(measured.size.height == height, "\(measured)") }
        }
    }

    @Test(arguments: LayoutSample.rigid)
    func rigidViewsHaveOneSizeForEveryProposal(sample: LayoutSample) throws {
        for metrics in contractMetrics {
            let tree = LayoutTree(try sample.make(), axis: nil, metrics: metrics)
            let sizes = Set(contractProposals.map { Pair(tree.root.sizeThatFits($0)) })
            #expect(sizes.count == 1, "\(sample.name): \(sizes)")
        }
    }

    /// Text is never wider or taller than proposed, once the proposal holds its widest
    /// character (two cells, or a wide glyph in SVG) and its tallest line.
    @Test(arguments: LayoutSample.texts)
    func textStaysInsideAProposalThatHoldsItsWidestCharacterAndOneLine(sample: LayoutSample) throws {
        for measured in try measurements(of: sample) {
            if let width = measured.proposal.width, width >= 37 { #expect(measured.size.width <= width, "\(measured)") }
            if let height = measured.proposal.height, height >= 37 { #expect(measured.size.height <= height, "\(measured)") }
        }
    }

    @Test(arguments: LayoutSample.all)
    func idealSizeIsFinite(sample: LayoutSample) throws {
        for metrics in contractMetrics {
            let tree = LayoutTree(try sample.make(), axis: nil, metrics: metrics)
            let ideal = tree.root.sizeThatFits(.unspecified)
            #expect(ideal.width.isFinite && ideal.height.isFinite, "\(sample.name): \(ideal)")
        }
    }
}

/// A view to check, resolved on demand, with a readable name for the test report.
struct LayoutSample: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @MainActor @Sendable () throws -> Node

    var testDescription: String { name }

    init(_ name: String, _ view: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        self.make = { try view().node() }
    }

    static let greedy: [LayoutSample] = [
        LayoutSample("Color") { Color.red },
        LayoutSample("RoundedRectangle") { RoundedRectangle(cornerRadius: 8).fill(.black) },
        LayoutSample("Capsule stroke") { Capsule().stroke(.black) },
        LayoutSample("frame(maxWidth: .infinity, maxHeight: .infinity)") { Text("a").frame(maxWidth: .infinity, maxHeight: .infinity) },
        LayoutSample("ScrollView of greedy content") { ScrollView { Color.red } },
        LayoutSample("ZStack of a Color") {
            ZStack {
                Color.white
                Text("Hi")
            }
        },
    ]

    static let rigid: [LayoutSample] = [
        LayoutSample("fixed frame") { Text("Hello world").frame(width: 40, height: 20) },
        LayoutSample("fixedSize text") { Text("Hello world").fixedSize() },
        LayoutSample("Image") { Image(systemName: "xmark") },
        LayoutSample("fixedSize stack") {
            HStack {
                Text("a")
                Spacer()
                Color.red
            }.fixedSize()
        },
        LayoutSample("EmptyView") { EmptyView() },
    ]

    static let texts: [LayoutSample] = [
        LayoutSample("Text") { Text("The quick brown fox jumps over the lazy dog") },
        LayoutSample("Korean Text") { Text("메시지를 삭제할까요? 삭제한 메시지는 복구할 수 없습니다.") },
        LayoutSample("Japanese Text") { Text("吾輩は猫である。名前はまだ無い。") },
        LayoutSample("Text with newlines") { Text("one\ntwo\n\nthree") },
        LayoutSample("Text with lineLimit") { Text("The quick brown fox jumps over the lazy dog").lineLimit(2) },
        LayoutSample("Text middle truncation") { Text("The quick brown fox").lineLimit(1).truncationMode(.middle) },
        LayoutSample("Text runs") { Text("Delete ") + Text("all").bold() + Text(" memos?") },
    ]

    static let all: [LayoutSample] =
        greedy + rigid + texts + grids + [
            LayoutSample("empty Text") { Text("") },
            LayoutSample("hostile Text") { Text("a\u{1B}[31m\tb\u{0}") },
            LayoutSample("Rectangle") { Rectangle() },
            LayoutSample("Spacer") { Spacer() },
            LayoutSample("Spacer(minLength: 20)") { Spacer(minLength: 20) },
            LayoutSample("Divider") { Divider() },
            LayoutSample("VStack") {
                VStack {
                    Text("a")
                    Spacer()
                    Divider()
                    Color.red.frame(height: 30)
                }
            },
            LayoutSample("HStack") {
                HStack(alignment: .top, spacing: 4) {
                    Text("Hello, world")
                    Spacer(minLength: 0)
                    Color.red
                    Divider()
                }
            },
            LayoutSample("HStack with priorities") {
                HStack {
                    Text("Hello world").layoutPriority(1)
                    Text("Goodbye").lineLimit(1)
                    Color.red.frame(minWidth: 20)
                }
            },
            LayoutSample("negative spacing") {
                VStack(spacing: -20) {
                    Text("a")
                    Text("b")
                }
            },
            LayoutSample("ZStack") {
                ZStack(alignment: .bottomTrailing) {
                    Color.red.frame(width: 30)
                    Text("Hello world")
                }
            },
            LayoutSample("padding") { Text("Hello world").padding() },
            LayoutSample("negative padding") { Color.red.padding(-20) },
            LayoutSample("infinite padding") { Text("a").padding(.infinity) },
            LayoutSample("frame(minWidth:maxWidth:)") { Text("Hello world").frame(minWidth: 20, maxWidth: 100) },
            LayoutSample("frame(idealWidth:idealHeight:)") { Color.red.frame(idealWidth: 120, idealHeight: 40) },
            LayoutSample("frame(minHeight:)") { Text("a").frame(minHeight: 100) },
            LayoutSample("hostile frame") { Text("a").frame(width: .nan, height: -3).frame(minWidth: .infinity, maxHeight: -.infinity) },
            LayoutSample("fixedSize(vertical)") { Text("The quick brown fox").fixedSize(horizontal: false, vertical: true) },
            LayoutSample("layoutPriority") { Text("a").layoutPriority(2) },
            LayoutSample("background") { Text("Hi").padding(8).background(Color.black) },
            LayoutSample("background in shape") { Text("Hi").background(Color.white, in: .rect(cornerRadius: 8)) },
            LayoutSample("overlay") { Color.red.frame(width: 20, height: 20).overlay(Text("Hello world"), alignment: .topLeading) },
            LayoutSample("clipShape") { Text("Hello world").clipShape(Capsule()) },
            LayoutSample("border") { Text("Hi").border(.black, width: 2) },
            LayoutSample("opacity") { Text("Hi").opacity(0.5) },
            LayoutSample("shadow") { Text("Hi").shadow(radius: 5) },
            LayoutSample("hidden") { Text("Hi").hidden() },
            LayoutSample("id") { Text("Hi").id("toast") },
            LayoutSample("Button") { Button("추가하기") {} },
            LayoutSample("Button with label") {
                Button {
                } label: {
                    HStack {
                        Image(systemName: "trash")
                        Text("Delete")
                    }
                }
            },
            LayoutSample("TextField") { TextField("제목", text: .constant("")) },
            LayoutSample("ScrollView") { ScrollView { Text("a") } },
            LayoutSample("horizontal ScrollView") {
                ScrollView(.horizontal) {
                    HStack {
                        Text("a")
                        Text("b")
                    }
                }
            },
            LayoutSample("List") {
                List {
                    Text("a")
                    Text("b").listRowSeparator(.hidden)
                    Text("c")
                }
            },
            LayoutSample("plain List with deletion") {
                List { ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in } }.listStyle(.plain)
            },
            LayoutSample("NavigationStack") { NavigationStack { Text("root").navigationTitle("메모") } },
            LayoutSample("ignoresSafeArea") { Color.black.opacity(0.4).ignoresSafeArea() },
            LayoutSample("onAppear") { Text("Hi").onAppear {} },
            LayoutSample("user FlowLayout") {
                FlowLayout {
                    Text("Swift")
                    Text("레이아웃")
                    Color.red.frame(width: 30, height: 10)
                }
            },
            LayoutSample("HStackLayout") {
                HStackLayout(spacing: 4) {
                    Text("a")
                    Spacer()
                    Text("The quick brown fox")
                }
            },
            LayoutSample("AnyLayout of a user layout") {
                AnyLayout(FlowLayout(spacing: 2)) {
                    Text("one two")
                    Text("three")
                }
            },
            LayoutSample("Group") {
                Group {
                    Text("a")
                    Text("b")
                }
            },
        ]
}

/// A layout tree with its context kept alive.
private struct LayoutTree {
    let context: LayoutContext
    let root: LayoutNode

    init(_ node: Node, axis: Axis?, metrics: LayoutMetrics) {
        context = LayoutContext(
            metrics: metrics,
            screen: CGRect(x: 0, y: 0, width: 390, height: 844),
            safeArea: CGRect(x: 0, y: 0, width: 390, height: 844)
        )
        root = LayoutNode(node, stackAxis: axis, context: context)
    }
}

/// A size that can go in a set.
private struct Pair: Hashable, CustomStringConvertible {
    let width: CGFloat
    let height: CGFloat
    init(_ size: CGSize) {
        width = size.width
        height = size.height
    }
    var description: String { "(\(width), \(height))" }
}

private let contractLengths: [CGFloat?] = [0, 1, 37, 390, .infinity, nil]

private let contractProposals: [ProposedViewSize] = contractLengths.flatMap { width in
    contractLengths.map { height in ProposedViewSize(width: width, height: height) }
}

private let contractMetrics: [LayoutMetrics] = [.cells(width: 8, height: 16), .svg]

/// Each sample is measured on its own and as a child of a horizontal and of a vertical stack.
private let contractAxes: [Axis?] = [nil, .horizontal, .vertical]

extension ProposedViewSize {
    /// Whether each length is unspecified or at least 37 points, enough for a short text.
    fileprivate var holdsContent: Bool {
        (width.map { $0 >= 37 } ?? true) && (height.map { $0 >= 37 } ?? true)
    }
}

/// One measurement of a sample: where it was made and what size came back.
private struct Measurement: CustomStringConvertible {
    let sample: String
    let target: String
    let axis: Axis?
    let proposal: ProposedViewSize
    let size: CGSize

    var description: String {
        "\(sample) (\(target), stack axis \(axis.map(\.rawValue) ?? "none")) for \(proposal): \(size)"
    }
}

/// Measures `sample` for every proposal, metrics and enclosing stack axis.
@MainActor
private func measurements(of sample: LayoutSample) throws -> [Measurement] {
    var result: [Measurement] = []
    for metrics in contractMetrics {
        for axis in contractAxes {
            let tree = LayoutTree(try sample.make(), axis: axis, metrics: metrics)
            for proposal in contractProposals {
                let size = tree.root.sizeThatFits(proposal)
                let target = metrics.measuresInCells ? "ASCII" : "SVG"
                result.append(Measurement(sample: sample.name, target: target, axis: axis, proposal: proposal, size: size))
            }
        }
    }
    return result
}

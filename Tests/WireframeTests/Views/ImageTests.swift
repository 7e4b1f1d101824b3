import Foundation
import Testing

@testable import Wireframe

/// Images from the asset catalogue and the network, drawn as placeholders of their size, and
/// images that resize.
@MainActor
@Suite struct ImageTests {
    private let screen = Screen(width: 390, height: nil)

    init() {
        ImageCatalog.register(CGSize(width: 1200, height: 800), named: "image-tests-hero")
        ImageCatalog.register(CGSize(width: 40, height: 40), named: "image-tests-avatar")
    }

    /// The frame of the first image node of `view` laid out in points.
    private func imageFrame(_ view: some View) throws -> CGRect {
        let placed = try view.layout(on: screen, metrics: .svg).placed
        let path = try #require(placed.paths { $0.is(ImageNode.self) }.first)
        return try #require(placed.descendant(at: path)).frame
    }

    @Test func anAssetKeepsItsRegisteredSizeWhateverItIsOffered() throws {
        #expect(try imageFrame(Image("image-tests-avatar")).size == CGSize(width: 40, height: 40))
        #expect(try imageFrame(Image("image-tests-hero").frame(width: 100, height: 100)).size == CGSize(width: 1200, height: 800))
    }

    @Test func aResizableImageTakesWhatItIsOfferedAndKeepsItsProportionsWhenScaled() throws {
        #expect(try imageFrame(Image("image-tests-hero").resizable().frame(width: 100, height: 50)).size == CGSize(width: 100, height: 50))
        #expect(
            try imageFrame(Image("image-tests-hero").resizable().scaledToFit().frame(width: 300)).size == CGSize(width: 300, height: 200))
        let filled = try imageFrame(Image("image-tests-hero").resizable().scaledToFill().frame(width: 80, height: 80).clipped())
        #expect(filled.size == CGSize(width: 120, height: 80))
        #expect(
            try imageFrame(Image("image-tests-hero").resizable().aspectRatio(contentMode: .fit).frame(width: 90, height: 90)).size
                == CGSize(width: 90, height: 60))
    }

    @Test func aResizableSystemImageGrowsWithItsFrame() throws {
        let frame = try imageFrame(Image(systemName: "star").resizable().frame(width: 48, height: 48))
        #expect(frame.size == CGSize(width: 48, height: 48))
        let svg = try Image(systemName: "star").resizable().frame(width: 48, height: 48).renderSVG(on: Screen(width: 48, height: 48))
        // The glyph, drawn on a 24-point grid, is scaled to the 48-point frame.
        #expect(svg.contains("scale(2)"))
    }

    @Test func anUnregisteredImageIsASizedLabelledPlaceholderThatKeepsItsClipAndOverlay() throws {
        let warnings = WarningSink()
        // A name of its own each run: a name is warned about once per process.
        let name = "image-tests-unregistered-\(UUID().uuidString.prefix(8))"
        let view = Image(name).clipShape(Circle()).overlay(Circle().stroke(Color.blue, lineWidth: 2))
        let layout = try LayoutWarnings.$handler.withValue(warnings.record) { try view.layout(on: screen, metrics: .svg) }
        let list = DisplayList(layout.placed, canvas: layout.canvas)
        let circles = list.commands.compactMap { command -> ShapeDrawing? in
            if case .shape(let index) = command, list.shapes[index].shape == .circle { list.shapes[index] } else { nil }
        }
        // The overlay's outline is the image's size, not a dot.
        #expect(circles.map(\.frame.size) == [ImageCatalog.unregisteredSize])
        #expect(list.texts.map(\.text.string) == [name])
        #expect(warnings.messages.contains { $0.contains(name) && $0.contains("100 × 100 pt") })
    }

    @Test func thePlaceholderIsABoxWithTheImagesNameInASCII() throws {
        let picture = try Image("image-tests-avatar").padding(8).renderASCII(width: 80, height: nil)
        #expect(picture.contains("┌───┐"))
        let hero = try Image("image-tests-hero").resizable().frame(width: 160, height: 48).renderASCII(width: 160, height: nil)
        #expect(
            hero == """
                ┌──────────────────┐
                │ image-tests-hero │
                └──────────────────┘

                """)
    }

    @Test func aTemplateImageIsTintedWithTheForegroundColour() throws {
        let svg = try Image("image-tests-avatar").renderingMode(.template).foregroundColor(.red).renderSVG(on: screen)
        #expect(svg.contains("#FF3B30"))
        let original = try Image("image-tests-avatar").renderingMode(.original).foregroundColor(.red).renderSVG(on: screen)
        #expect(!original.contains("#FF3B30"))
    }

    @Test func aDecorativeImageIsHiddenFromVoiceOverAndANamedOneIsAnImage() throws {
        let tree = try VStack {
            Image(decorative: "image-tests-avatar")
            Image("image-tests-avatar").accessibilityLabel("프로필 사진")
        }.accessibilityTree(on: screen)
        #expect(tree.elements.map(\.label) == ["프로필 사진"])
        #expect(tree.elements.first?.traits.contains(.isImage) == true)
    }

    @Test func imageScaleSizesSystemImagesBesideTheirText() throws {
        let medium = try imageFrame(Image(systemName: "star"))
        let large = try imageFrame(Image(systemName: "star").imageScale(.large))
        let small = try imageFrame(Image(systemName: "star").imageScale(.small))
        #expect(small.width < medium.width)
        #expect(medium.width < large.width)
    }

    @Test func anAssetImageRoundTripsThroughJSON() throws {
        let node = try Image("image-tests-hero").resizable().node()
        let decoded = try Node(json: try node.jsonData())
        #expect(decoded == node)
    }

    // MARK: AsyncImage

    @Test func anAsyncImageWhoseURLIsRegisteredIsDrawnLoaded() throws {
        let url = try #require(URL(string: "https://example.com/image-tests/loaded.png"))
        ImageCatalog.register(CGSize(width: 64, height: 48), for: url)
        let view = AsyncImage(url: url) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 128)
        #expect(try imageFrame(view).size == CGSize(width: 128, height: 96))
        #expect(try imageFrame(AsyncImage(url: url)).size == CGSize(width: 64, height: 48))
    }

    @Test func anAsyncImageOfAnUnregisteredURLShowsItsPlaceholder() throws {
        let url = URL(string: "https://example.com/image-tests/never.png")
        let view = AsyncImage(url: url) { phase in
            if let image = phase.image {
                image
            } else {
                Text("불러오는 중")
            }
        }
        #expect(try view.renderASCII(width: 200, height: nil).contains("불러오는 중"))
        // Without a placeholder of its own: a grey box filling what it is offered.
        let layout = try AsyncImage(url: url).frame(width: 120, height: 60).layout(on: screen, metrics: .svg)
        let list = DisplayList(layout.placed, canvas: layout.canvas)
        let boxes = list.commands.compactMap { command -> CGSize? in
            if case .shape(let index) = command { list.shapes[index].frame.size } else { nil }
        }
        #expect(boxes == [CGSize(width: 120, height: 60)])
    }
}

@MainActor
@Suite struct ImageLabelTests {
    @Test func aButtonOfAnAssetImageAndATextIsLabelledByEachOnce() throws {
        ImageCatalog.register(CGSize(width: 24, height: 24), named: "image-label-avatar")
        let placed = try Button {
        } label: {
            HStack {
                Image("image-label-avatar")
                Text("Alice")
            }
        }
        .layout(on: Screen(width: 200, height: nil), metrics: .svg).placed
        #expect(placed.labelText == "image-label-avatar Alice")
    }
}

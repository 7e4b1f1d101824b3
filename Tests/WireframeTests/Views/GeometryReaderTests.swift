import Foundation
import Testing
import Wireframe

/// `GeometryReader`: it takes what it is offered, places its content at the top-leading corner,
/// and builds its content with the size and frame layout gave it.
@MainActor
@Suite struct GeometryReaderTests {
    @Test func readerTakesTheProposalAndPlacesContentAtTheTopLeadingCorner() throws {
        let placed = try GeometryReader { _ in Text("a") }.placedTree(width: 100, height: 50)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(placed.frame(ofText: "a") == CGRect(x: 0, y: 0, width: 8, height: 16))
    }

    @Test func contentReadsTheSizeLayoutGaveTheReader() throws {
        let view = VStack(spacing: 0) {
            Text("title")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
            .frame(height: 32)
        }
        let ascii = try view.renderASCII(width: 200, height: nil)
        #expect(ascii == "          title\n200×32\n\n")
    }

    @Test func globalFrameIsTheReadersPlaceOnTheScreen() throws {
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.frame(in: .global).minX)),\(Int(proxy.frame(in: .global).minY)) \(Int(proxy.frame(in: .local).minX))")
        }
        .padding(16)
        let placed = try view.placedTree(width: 200, height: 100)
        #expect(placed.frame(ofText: "16,16 0") != nil)
    }

    /// A reader inside another reader's content is measured once the outer content is built for
    /// the outer frame: three passes in all, and never more.
    @Test func nestedReadersSettleWithinTheBoundedPasses() throws {
        let calls = CallCounter()
        let view = GeometryReader { outer in
            VStack(spacing: 0) {
                Color.clear.frame(height: outer.size.height / 2)
                GeometryReader { inner in
                    let _ = calls.record()
                    Text("\(Int(inner.frame(in: .global).minY))")
                }
            }
        }
        let placed = try view.placedTree(width: 100, height: 64)
        #expect(placed.frame(ofText: "32") != nil)
        #expect(calls.count == 3)
    }
}

private final class CallCounter {
    private(set) var count = 0

    func record() { count += 1 }
}

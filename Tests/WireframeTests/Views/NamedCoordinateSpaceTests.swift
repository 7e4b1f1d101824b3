import Foundation
import Testing

@testable import Wireframe

@MainActor @Suite struct NamedCoordinateSpaceTests {
    private let screen = Screen(width: 200, height: nil)

    /// A column with a 48 pt band above a named stack, whose reader sits 32 pt down inside it
    /// (whole rows, so the ASCII grid moves nothing).
    private func column(_ readout: @escaping (GeometryProxy) -> String, naming: Bool = true) -> some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 48)
            let stack = VStack(spacing: 0) {
                Color.blue.frame(height: 32)
                GeometryReader { proxy in Text(readout(proxy)) }.frame(height: 48)
            }
            if naming { stack.coordinateSpace(name: "rows") } else { stack }
        }
    }

    private func picture(_ view: some View) throws -> String { try view.renderASCII(on: screen) }

    @Test func aReaderMeasuresFromTheNamedViewsCorner() throws {
        let named = try picture(column { "[\(Int($0.frame(in: .named("rows")).minY))]" })
        #expect(named.contains("[32]"))
        let global = try picture(column { "[\(Int($0.frame(in: .global).minY))]" })
        #expect(global.contains("[80]"))
    }

    @Test func theIOS17SpellingsMeasureAlike() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 48)
            VStack(spacing: 0) {
                Color.blue.frame(height: 32)
                GeometryReader { proxy in
                    Text("[\(Int(proxy.frame(in: NamedCoordinateSpace.named("rows")).minY))]")
                }
                .frame(height: 48)
            }
            .coordinateSpace(.named("rows"))
        }
        #expect(try picture(view).contains("[32]"))
    }

    @Test func anUnknownNameMeasuresOnTheScreen() throws {
        let view = column({ "[\(Int($0.frame(in: .named("elsewhere")).minY))]" })
        #expect(try picture(view).contains("[80]"))
        let unnamed = column({ "[\(Int($0.frame(in: .named("rows")).minY))]" }, naming: false)
        #expect(try picture(unnamed).contains("[80]"))
    }

    @Test func boundsOfTheSpaceAreInTheReadersCoordinates() throws {
        let view = column { proxy in
            guard let bounds = proxy.bounds(of: .named("rows")) else { return "[none]" }
            return "[\(Int(bounds.minY)) \(Int(bounds.height))]"
        }
        // The stack starts 32 pt above the reader and is 80 pt tall.
        #expect(try picture(view).contains("[-32 80]"))
        let unnamed = column({ proxy in proxy.bounds(of: .named("rows")) == nil ? "[none]" : "[some]" }, naming: false)
        #expect(try picture(unnamed).contains("[none]"))
    }
}

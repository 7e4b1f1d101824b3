import Testing
import Wireframe

@MainActor @Suite struct CellRoundingProbe {
    @Test func probe() throws {
        let cases: [(String, AnyView)] = [
            ("vstack default spacing texts", AnyView(VStack { ForEach(0..<6, id: \.self) { Text("Row \($0)") } })),
            ("cards spacing 8", AnyView(VStack(spacing: 8) { ForEach(0..<4, id: \.self) { Text("Card \($0)").padding(8).frame(maxWidth: .infinity).border(.black) } })),
            ("cards spacing 12 padding 10", AnyView(VStack(spacing: 12) { ForEach(0..<4, id: \.self) { Text("Card \($0)").padding(10).frame(maxWidth: .infinity).background(RoundedRectangle(cornerRadius: 8).stroke(.black)) } })),
            ("grid", AnyView(LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) { ForEach(0..<6, id: \.self) { Text("Item \($0)").frame(height: 40).frame(maxWidth: .infinity).border(.black) } })),
            ("padded text border", AnyView(Text("Hi").padding(8).border(.black))),
            ("badge", AnyView(Text("Inbox").padding(.vertical, 6).padding(.horizontal, 12).background(Capsule().stroke(.black)))),
            ("hairline", AnyView(VStack(spacing: 0) { Text("a"); Rectangle().frame(height: 1); Text("b") })),
            ("centred dialog", AnyView(VStack { Text("Title"); HStack { Text("OK").frame(maxWidth: .infinity, minHeight: 44).border(.black); Text("Cancel").frame(maxWidth: .infinity, minHeight: 44).border(.black) } }.padding(20).border(.black).frame(height: 300))),
        ]
        for (name, view) in cases {
            print("== \(name)")
            print(try view.renderASCII(width: 200, height: nil))
        }
    }
}

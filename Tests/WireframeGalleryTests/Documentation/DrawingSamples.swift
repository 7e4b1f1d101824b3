import Wireframe

/// The samples of the Drawing article: a shape of one's own, declared where it is used.
enum DrawingSamples {
    @MainActor static func triangle() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        print(try Triangle().fill(.black).frame(width: 64, height: 64).renderASCII(width: 64, height: 64))
    }
}

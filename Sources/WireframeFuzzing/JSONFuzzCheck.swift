import Foundation
import Wireframe

/// The fuzz check of the JSON tree format: any bytes go through the path `wireframe render
/// --tree` takes — decoding, layout, the ASCII and the SVG renderer — and every promise made on
/// the way is checked.
///
/// - Decoding either gives a tree or throws a ``NodeDecodingError``; nothing else.
/// - Rendering either gives a picture or throws a ``RenderError``; nothing else.
/// - The ASCII picture and the SVG document pass ``OutputChecks``.
/// - The tree's JSON decodes to an equal tree that renders the same bytes
///   (`decode(encode(tree)) == tree`), and its dump can be written.
///
/// The fuzz target `Fuzz/JSONFuzzer.swift` and the corpus replay test run this same check.
package enum JSONFuzzCheck {
    /// The width of the screen the trees are rendered on, in points; the height fits the content.
    package static let screenWidth: CGFloat = 390

    /// Runs the check on one input.
    /// - Throws: ``FuzzFailure`` naming the broken promise.
    @MainActor
    package static func check(json data: Data) throws(FuzzFailure) {
        let node: Node
        do {
            node = try Node(json: data)
        } catch is NodeDecodingError {
            return
        } catch {
            throw FuzzFailure("decoding", "threw \(type(of: error)) rather than a NodeDecodingError: \(error)")
        }
        _ = node.dump()
        let pictures = try render(node)

        let encoded: Data
        do {
            encoded = try node.jsonData()
        } catch {
            throw FuzzFailure("round trip", "a decoded tree cannot be encoded: \(error)")
        }
        let decoded: Node
        do {
            decoded = try Node(json: encoded)
        } catch {
            throw FuzzFailure("round trip", "the JSON of a decoded tree does not decode: \(error)")
        }
        guard decoded == node else {
            throw FuzzFailure("round trip", "decode(encode(tree)) differs from the tree:\n\(node.dump())\nbecame\n\(decoded.dump())")
        }
        let again = try render(decoded)
        guard again == pictures else {
            throw FuzzFailure("round trip", "decode(encode(tree)) renders differently")
        }
    }

    /// The tree's ASCII picture and SVG document, or the render errors they threw, checked.
    @MainActor
    private static func render(_ node: Node) throws(FuzzFailure) -> [String] {
        var results: [String] = []
        do {
            let picture = try node.renderASCII(width: screenWidth, height: nil)
            try OutputChecks.checkASCII(picture, columns: Int((screenWidth / 8).rounded()))
            results.append(picture)
        } catch let error as FuzzFailure {
            throw error
        } catch let error as RenderError {
            results.append("RenderError: \(error)")
        } catch {
            throw FuzzFailure("ASCII render", "threw \(type(of: error)) rather than a RenderError: \(error)")
        }
        do {
            let document = try node.renderSVG(width: screenWidth, height: nil)
            try OutputChecks.checkSVG(document)
            results.append(document)
        } catch let error as FuzzFailure {
            throw error
        } catch let error as RenderError {
            results.append("RenderError: \(error)")
        } catch {
            throw FuzzFailure("SVG render", "threw \(type(of: error)) rather than a RenderError: \(error)")
        }
        return results
    }
}

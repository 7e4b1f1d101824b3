// The libFuzzer target over the JSON tree format: decoding, layout, the ASCII and the SVG
// renderer, and the JSON round trip (see `JSONFuzzCheck`). Built and run by
// `Scripts/fuzz.sh json SECONDS`; it is not part of the package.
import Foundation
import Wireframe
import WireframeFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        do {
            try JSONFuzzCheck.check(json: data)
        } catch {
            fatalError("\(error)")
        }
    }
    return 0
}

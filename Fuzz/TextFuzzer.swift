// The libFuzzer target over text measurement and wrapping (see `TextFuzzCheck` for the input
// format and the rules checked). Built and run by `Scripts/fuzz.sh text SECONDS`; it is not
// part of the package.
import Wireframe
import WireframeFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        do {
            try TextFuzzCheck.check(bytes)
        } catch {
            fatalError("\(error)")
        }
    }
    return 0
}

import BenchKit
import Testing

@Suite struct ReportTests {
    @Test func medianOfAnOddAndAnEvenNumberOfRuns() {
        #expect(Summary(nanoseconds: [5, 1, 3]) == Summary(nanoseconds: [3, 1, 5]))
        #expect(Summary(nanoseconds: [5, 1, 3]).median == 3)
        #expect(Summary(nanoseconds: [4, 1, 2, 3]).median == 2.5)
        #expect(Summary(nanoseconds: [4, 1, 2, 3]).max == 4)
    }

    @Test func durationsHaveThreeSignificantDigitsAndAUnit() {
        #expect(Format.duration(842) == "842 ns")
        #expect(Format.duration(12_345) == "12.3 µs")
        #expect(Format.duration(1_500_000) == "1.50 ms")
        #expect(Format.duration(2_000_000_000) == "2.00 s")
        #expect(Format.megabytes(212_449_000) == "212.4 MB")
        #expect(Format.count(100_000) == "100,000")
    }

    @Test func ratioLinksEachSizeToThePreviousOfTheSamePhase() {
        func figure(_ phase: String, _ size: Int, _ median: Double) -> Figure {
            var figure = Figure(workload: "w", phase: phase, size: size, items: size, itemName: "row")
            figure.record(Summary(nanoseconds: [median]))
            return figure
        }
        let linked = Figure.linkingSizes([figure("a", 10, 1), figure("b", 10, 5), figure("a", 100, 12), figure("b", 100, 50)])
        #expect(linked.map(\.ratioToPreviousSize) == [nil, nil, 12, 10])
        #expect(linked[2].previousSize == 10)
    }

    @Test func peakMemoryReadsAStatusField() {
        let status = "Name:\tbench\nVmPeak:\t  9000 kB\nVmHWM:\t    4096 kB\n"
        #expect(PeakMemory.kilobytes(named: "VmHWM", in: status) == 4096)
        #expect(PeakMemory.kilobytes(named: "VmSwap", in: status) == nil)
    }
}

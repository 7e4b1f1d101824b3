import Foundation

/// Everything one benchmark run found: the machine, the figures and the targets.
///
/// ```swift
/// let report = Report(machine: .current, figures: figures, targets: checks)
/// print(report.table())
/// print(try report.json())
/// ```
public struct Report: Codable, Equatable, Sendable {
    /// The machine and build the figures come from.
    public var machine: Machine
    /// The figures, in the order the workloads ran.
    public var figures: [Figure]
    /// Each performance target, met or missed.
    public var targets: [TargetCheck]

    /// Creates a report.
    public init(machine: Machine, figures: [Figure], targets: [TargetCheck]) {
        self.machine = machine
        self.figures = figures
        self.targets = targets
    }

    /// The report as pretty-printed JSON with sorted keys, so runs compare line by line.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// The machine a report was measured on.
public struct Machine: Codable, Equatable, Sendable {
    /// `release` or `debug`.
    public var build: String
    /// The processors the system reports.
    public var cores: Int
    /// The physical memory, in bytes.
    public var memoryBytes: UInt64
    /// When the run started, ISO 8601 in UTC.
    public var date: String

    /// Creates a description of a machine.
    public init(build: String, cores: Int, memoryBytes: UInt64, date: String) {
        self.build = build
        self.cores = cores
        self.memoryBytes = memoryBytes
        self.date = date
    }

    /// This machine, now, with the build configuration this module was compiled in.
    public static var current: Machine {
        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        let info = ProcessInfo.processInfo
        return Machine(
            build: build, cores: info.activeProcessorCount, memoryBytes: info.physicalMemory,
            date: ISO8601DateFormatter().string(from: Date()))
    }
}

/// One performance target and whether the figures meet it.
public struct TargetCheck: Codable, Equatable, Sendable {
    /// Whether a target is met.
    public enum Verdict: String, Codable, Sendable {
        case met, missed
        /// The figures the target needs were not measured (filtered out, or a smoke run).
        case unmeasured = "not measured"
    }

    /// The target, in words.
    public var target: String
    /// What was measured against it.
    public var measured: String
    /// Met, missed, or not measured.
    public var verdict: Verdict

    /// Creates a check.
    public init(target: String, measured: String, verdict: Verdict) {
        self.target = target
        self.measured = measured
        self.verdict = verdict
    }
}

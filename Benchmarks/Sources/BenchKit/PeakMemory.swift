import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The operating system's accounting of this process's memory.
public enum PeakMemory {
    /// The most resident memory this process has had, in bytes: `VmHWM` in `/proc/self/status`
    /// where there is one (the peak of this process's own address space), else `getrusage`'s
    /// maximum resident set size.
    public static func ofThisProcess() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let kilobytes = kilobytes(named: "VmHWM", in: status)
        {
            return kilobytes * 1024
        }
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        return maxRSSBytes(usage)
    }

    /// The value of the field `name` in a `/proc/<pid>/status` text, in kilobytes.
    ///
    /// ```swift
    /// PeakMemory.kilobytes(named: "VmHWM", in: "VmPeak:\t  9000 kB\nVmHWM:\t  4096 kB\n")   // 4096
    /// ```
    public static func kilobytes(named name: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let fields = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace)
            return fields.first.flatMap { Int($0) }
        }
        return nil
    }

    /// The maximum resident set size of `usage`, in bytes (Linux counts kilobytes, macOS bytes).
    private static func maxRSSBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
            Int(usage.ru_maxrss)
        #else
            Int(usage.ru_maxrss) * 1024
        #endif
    }
}

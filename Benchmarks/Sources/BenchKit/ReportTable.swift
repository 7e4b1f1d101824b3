/// The report as aligned text: the machine, one row per figure, notes, then the targets.
extension Report {
    /// The table `wireframe-bench` prints.
    ///
    /// ```text
    /// workload     phase   size        median   min      max      per item       vs prev  floor  peak
    /// memo-column  layout  1,000 rows  3.1 ms   3.0 ms   3.4 ms   3.1 µs/row
    /// ```
    public func table() -> String {
        let header = ["workload", "phase", "size", "median", "min", "max", "per item", "vs prev", "floor", "peak RSS"]
        var rows = [header]
        var notes: [String] = []
        for figure in figures {
            var note = ""
            if let text = figure.note {
                notes.append(text)
                note = " [\(notes.count)]"
            }
            rows.append([
                figure.workload,
                figure.phase + note,
                figure.size.map { "\(Format.count($0)) \(figure.sizeUnit ?? "")" } ?? "",
                figure.medianNanoseconds.map(Format.duration) ?? "—",
                figure.minNanoseconds.map(Format.duration) ?? "",
                figure.maxNanoseconds.map(Format.duration) ?? "",
                figure.perItemNanoseconds.map { Format.duration($0) + "/" + figure.itemName } ?? "",
                figure.ratioToPreviousSize.map { ratio in
                    let step = figure.size.flatMap { size in figure.previousSize.map { Double(size) / Double($0) } }
                    return "×" + Format.ratio(ratio) + (step.map { " (size ×\(Format.ratio($0)))" } ?? "")
                } ?? "",
                figure.floorRatio.map { "×" + Format.ratio($0) } ?? "",
                figure.peakRSSBytes.map(Format.megabytes) ?? "",
            ])
        }
        var lines = [
            "wireframe-bench: \(machine.build) build, \(machine.cores) cores, \(Format.gigabytes(machine.memoryBytes)) memory, \(machine.date)",
            "",
        ]
        lines += Self.aligned(rows)
        if !notes.isEmpty {
            lines.append("")
            lines += notes.enumerated().map { "[\($0.offset + 1)] \($0.element)" }
        }
        if !targets.isEmpty {
            lines += ["", "targets:"]
            let width = targets.map(\.verdict.rawValue.count).max() ?? 0
            for check in targets {
                let verdict = check.verdict.rawValue
                lines.append("  " + verdict + String(repeating: " ", count: width - verdict.count) + "  \(check.target): \(check.measured)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `rows` padded into columns two spaces apart, trailing spaces trimmed.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

/// How the report writes numbers: three significant digits and a unit.
public enum Format {
    /// `nanoseconds` in ns, µs, ms or s, with three significant digits: `842 ns`, `12.3 ms`.
    public static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1e3: return significant(nanoseconds) + " ns"
        case ..<1e6: return significant(nanoseconds / 1e3) + " µs"
        case ..<1e9: return significant(nanoseconds / 1e6) + " ms"
        default: return significant(nanoseconds / 1e9) + " s"
        }
    }

    /// `bytes` in megabytes of 1,000,000 bytes, one decimal: `212.4 MB`.
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 1e5).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10) MB"
    }

    /// `bytes` in gigabytes of 10⁹ bytes, one decimal: `25.3 GB`.
    public static func gigabytes(_ bytes: UInt64) -> String {
        let tenths = (Double(bytes) / 1e8).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10) GB"
    }

    /// A ratio with three significant digits: `1.07`, `10.4`, `215`.
    public static func ratio(_ value: Double) -> String {
        significant(value)
    }

    /// `value` with thousands separators: `100,000`.
    public static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset).isMultiple(of: 3) { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `value` rounded to three significant digits, without a trailing `.0`.
    static func significant(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        let scale = [1.0, 10.0, 100.0][decimals]
        let rounded = (value * scale).rounded() / scale
        if decimals == 0 { return String(Int(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            if fraction.count < decimals { text += String(repeating: "0", count: decimals - fraction.count) }
        }
        return text
    }
}

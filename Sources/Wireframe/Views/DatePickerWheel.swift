import Foundation

/// The wheels of a `.wheel` date picker, still: each column's selected row on one grey band
/// across the wheels, the rows above and below it fading and narrowing as a wheel turns away.
///
/// In cells, five rows: two above the selected one, which is bracketed by the band's ends
/// (`( Mon Jun 3   9   41   AM )`), and two below. In points, seven rows in 216 points, as iOS.
struct DateWheel: View {
    let columns: [DatePickerFormat.WheelColumn]
    /// Whether the wheel spans the width it is offered, or keeps to the width its columns need.
    let fillsWidth: Bool

    /// Rows from the top, as offsets from the selected row, with their height, font size and
    /// opacity in points.
    private static let pointRows: [(offset: Int, height: CGFloat, size: CGFloat, opacity: Double)] = [
        (-3, 24, 15, 0.25), (-2, 30, 18, 0.4), (-1, 34, 20, 0.6), (0, 40, 21, 1), (1, 34, 20, 0.6), (2, 30, 18, 0.4), (3, 24, 15, 0.25),
    ]

    var body: some View {
        CellsOrPoints {
            wheel(bandHeight: 16) { cellColumn($0) }
        } points: {
            wheel(bandHeight: 40) { pointColumn($0) }
        }
    }

    /// The columns side by side over the band, which spans them and their margins.
    private func wheel<Column: View>(bandHeight: CGFloat, column: @escaping (DatePickerFormat.WheelColumn) -> Column) -> some View {
        HStack(alignment: .top, spacing: 24) {
            ForEach(columns.indices, id: \.self) { index in
                column(columns[index])
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: fillsWidth ? .infinity : nil)
        .background {
            RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)).frame(height: bandHeight)
        }
        .fixedSize(horizontal: !fillsWidth, vertical: false)
    }

    private func cellColumn(_ column: DatePickerFormat.WheelColumn) -> some View {
        VStack(alignment: column.alignment, spacing: 0) {
            ForEach(-2...2, id: \.self) { offset in
                Text(verbatim: column.rows[offset + 3] ?? "").lineLimit(1).frame(height: 16)
            }
        }
        .fixedSize()
    }

    private func pointColumn(_ column: DatePickerFormat.WheelColumn) -> some View {
        VStack(alignment: column.alignment, spacing: 0) {
            ForEach(Self.pointRows.indices, id: \.self) { index in
                let row = Self.pointRows[index]
                Text(verbatim: column.rows[row.offset + 3] ?? "")
                    .font(.system(size: row.size))
                    .foregroundStyle(Color.primary)
                    .opacity(row.opacity)
                    .lineLimit(1)
                    .frame(height: row.height)
            }
        }
        .fixedSize()
    }
}

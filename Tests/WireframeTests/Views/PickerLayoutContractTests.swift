import Foundation
import Testing

@testable import Wireframe

/// The layout contract (see ``LayoutContractTests``) kept by the pickers of dates and colours in
/// each of their styles.
@MainActor
@Suite struct PickerLayoutContractTests {
    nonisolated static let samples: [LayoutSample] = [
        LayoutSample("DatePicker compact") { DatePicker("Starts", selection: .constant(pickerDay)) },
        LayoutSample("DatePicker compact, labels hidden") { DatePicker("Starts", selection: .constant(pickerDay)).labelsHidden() },
        LayoutSample("DatePicker wheel") { DatePicker("Alarm", selection: .constant(pickerDay)).datePickerStyle(.wheel) },
        LayoutSample("DatePicker wheel, labels hidden") {
            DatePicker("Date", selection: .constant(pickerDay), displayedComponents: .date).datePickerStyle(.wheel).labelsHidden()
        },
        LayoutSample("DatePicker graphical") { DatePicker("Day", selection: .constant(pickerDay)).datePickerStyle(.graphical) },
        LayoutSample("MultiDatePicker") { MultiDatePicker("Days", selection: .constant([DateComponents(year: 2024, month: 6, day: 3)])) },
        LayoutSample("ColorPicker") { ColorPicker("Tint", selection: .constant(.blue)) },
    ]

    private let contract = LayoutContractTests()

    @Test(arguments: samples)
    func keepsTheLayoutContract(sample: LayoutSample) throws {
        try contract.sizesAreNeverNaNOrNegative(sample: sample)
        try contract.sizesAreInfiniteOnlyAlongAnInfiniteProposal(sample: sample)
        try contract.sameProposalGivesTheSameSizeTwice(sample: sample)
        try contract.placementUsesTheMeasuredSizeAndFiniteFrames(sample: sample)
        try contract.sizeNeverShrinksWhenTheProposalGrows(sample: sample)
        try contract.idealSizeIsFinite(sample: sample)
    }
}

/// 3 June 2024, 9:41 UTC.
private let pickerDay = Date(timeIntervalSince1970: 1_717_407_660)

import Foundation
import Testing
import Wireframe

@testable import WireframeSnapshotSupport
@testable import WireframeTesting

/// One view asserted in several variants: a golden each, named after the variant, rendered in the
/// variant's environment.
@MainActor @Suite struct SnapshotVariantTests {
    private let directory = FileManager.default.temporaryDirectory.path + "/wireframe-variants-" + UUID().uuidString

    private func golden(_ name: String) -> String? {
        FileManager.default.contents(atPath: directory + "/SnapshotVariantTests/" + name).flatMap { String(data: $0, encoding: .utf8) }
    }

    private struct Row: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.dynamicTypeSize) var size

        var body: some View {
            HStack {
                Text(colorScheme == .dark ? "dark" : "light")
                Spacer()
                Text("\(size)")
            }
            .frame(width: 160)
        }
    }

    @Test func eachVariantIsAGoldenNamedAfterIt() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshot(
                of: Row(), as: .ascii(width: 160, height: nil), variants: [.light, .dark, .dynamicType(.xSmall), .rightToLeft],
                record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
        // An ASCII golden ends in an empty line.
        #expect(golden("eachVariantIsAGoldenNamedAfterIt.light.txt") == "light          large\n\n")
        #expect(golden("eachVariantIsAGoldenNamedAfterIt.dark.txt") == "dark           large\n\n")
        #expect(golden("eachVariantIsAGoldenNamedAfterIt.xSmall.txt") == "light         xSmall\n\n")
        #expect(golden("eachVariantIsAGoldenNamedAfterIt.rtl.txt") == "large          light\n\n")
    }

    @Test func aNamedSnapshotsVariantsFollowItsName() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            assertSnapshot(
                of: Row(), as: .ascii(width: 160, height: nil), variants: [.dark], named: "row", record: .missing,
                snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
        #expect(golden("aNamedSnapshotsVariantsFollowItsName.row.dark.txt") == "dark           large\n\n")
    }

    @Test func aVariantOfOnesOwnSetsWhatItSays() throws {
        let both = SnapshotVariant(name: "dark-rtl") {
            $0.colorScheme = .dark
            $0.layoutDirection = .rightToLeft
        }
        let picture = try both.applied { try Row().renderASCII(width: 160, height: nil) }
        #expect(picture == "large           dark\n")
        // Outside the variant's scope, renders are as they were.
        #expect(try Row().renderASCII(width: 160, height: nil) == "light          large\n")
    }

    @Test func aVariantTheViewCannotHonourSaysSoInTheGolden() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        ColorCatalog.register(Color(red: 0.1, green: 0.1, blue: 0.2), named: "variant-test-ink")
        let view = Text("ink").foregroundColor(Color("variant-test-ink"))
        withKnownIssue {
            assertSnapshot(
                of: view, as: .svg(width: 80, height: 20), variants: [.light, .dark], record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded the new golden") == true
        }
        let note = "<desc>Not honoured: the catalog colour &quot;variant-test-ink&quot; has no dark value: drawn in its light one</desc>"
        #expect(golden("aVariantTheViewCannotHonourSaysSoInTheGolden.dark.svg")?.contains(note) == true)
        #expect(golden("aVariantTheViewCannotHonourSaysSoInTheGolden.light.svg")?.contains("<desc>") == false)
        // The dark golden draws the screen black, the light one white.
        #expect(golden("aVariantTheViewCannotHonourSaysSoInTheGolden.dark.svg")?.contains(##"fill="#000000""##) == true)
    }

    @Test func variantsNest() throws {
        let picture = try SnapshotVariant.dark.applied {
            try SnapshotVariant.rightToLeft.applied { try Row().renderASCII(width: 160, height: nil) }
        }
        #expect(picture == "large           dark\n")
    }
}

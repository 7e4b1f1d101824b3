import Foundation
import Testing

@testable import WireframeTesting

@Suite struct MirrorDumpTests {
    private struct User { let name: String, id: Int, tags: Set<String> }
    private final class Node {
        var next: Node?
    }

    @Test func fieldsAreSortedByLabelAndCollectionsCounted() {
        let dump = MirrorDump.string(User(name: "Blob", id: 1, tags: ["b", "a"]))
        #expect(
            dump == """
                ▿ User
                  - id: 1
                  - name: "Blob"
                  ▿ tags: 2 members
                    - "a"
                    - "b"

                """)
    }

    @Test func aCycleEndsWithAMarker() {
        let node = Node()
        node.next = node
        #expect(
            MirrorDump.string(node) == """
                ▿ Node
                  ▿ next: Optional<Node>
                    ▿ some (circular reference detected)

                """)
    }

    private indirect enum Chain {
        case end
        case link(Chain)
    }

    @Test func aValueNestedThousandsDeepEndsInAnEllipsisInsteadOfOverflowing() {
        var chain = Chain.end
        for _ in 0..<5_000 { chain = .link(chain) }
        let mirror = MirrorDump.string(chain)
        #expect(mirror.split(separator: "\n").count == MirrorDump.maximumDepth + 1)
        #expect(mirror.hasSuffix("…\n"))
        #expect(CustomDumpText.string(chain).contains("…"))
    }

    @Test func leavesPrintOnOneLineWithoutAddresses() {
        #expect(MirrorDump.string(Data([1, 2])) == "- 2 bytes\n")
        #expect(MirrorDump.string(NSObject()) == "- <NSObject>\n")
        #expect(MirrorDump.string(Date(timeIntervalSinceReferenceDate: 0)) == "- 2001-01-01T00:00:00Z\n")
    }
}

@Suite struct CustomDumpTextTests {
    private struct User { let id: Int, name: String, roles: [Role] }
    private enum Role {
        case admin
        case guest(since: Int)
    }

    @Test func fieldsKeepTheirOrderWithCommasAndIndices() {
        let dump = CustomDumpText.string(User(id: 1, name: "Blob", roles: [.admin, .guest(since: 2)]))
        #expect(
            dump == """
                CustomDumpTextTests.User(
                  id: 1,
                  name: "Blob",
                  roles: [
                    [0]: CustomDumpTextTests.Role.admin,
                    [1]: CustomDumpTextTests.Role.guest(
                      since: 2
                    )
                  ]
                )
                """)
    }

    @Test func dictionariesAreSortedAndOptionalsUnwrapped() {
        let value: [String: Int?] = ["b": nil, "a": 1]
        #expect(CustomDumpText.string(value) == "[\n  \"a\": 1,\n  \"b\": nil\n]")
    }

    @Test func emptyContainersCloseOnTheirLine() {
        #expect(CustomDumpText.string([Int]()) == "[]")
        #expect(CustomDumpText.string([String: Int]()) == "[:]")
    }
}

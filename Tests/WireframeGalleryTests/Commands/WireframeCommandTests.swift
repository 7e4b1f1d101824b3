import Foundation
import Testing
import Wireframe
import WireframeCatalog
import WireframeComponents
import WireframeGallery

/// The `wireframe` command, run end to end: its output, its errors and its exit status.
@MainActor
@Suite struct WireframeCommandTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("WireframeCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func scenario(_ name: String) throws -> CatalogEntry {
        try #require(Catalog.entry(named: name))
    }

    @Test func renderPrintsTheScenariosASCII() throws {
        let result = try WireframeExecutable.run(["render", "dialog"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (try scenario("dialog").render(as: .ascii)))
    }

    @Test func renderPrintsSVGWhenAskedFor() throws {
        let result = try WireframeExecutable.run(["render", "toast", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try scenario("toast").render(as: .svg)))
    }

    @Test func renderWritesSVGToAFileEndingInSVG() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WireframeExecutable.run(["render", "banner", "-o", "banner.svg"], in: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let written = try String(contentsOf: directory.appendingPathComponent("banner.svg"), encoding: .utf8)
        #expect(written == (try scenario("banner").render(as: .svg)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["banner.svg"])
    }

    @Test func renderAppliesWidthAndFitHeightToTheScenariosScreen() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--width=200", "--height", "fit"])
        var screen = Screen.iPhone13
        screen.width = 200
        screen.height = nil
        screen.name = nil
        #expect(result.status == 0)
        #expect(result.standardOutput == (try scenario("dialog").render(as: .ascii, on: screen)))
    }

    @Test func renderUsesTheDeviceNamed() throws {
        let result = try WireframeExecutable.run(["render", "memo-list", "--device", "iPhone SE"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try scenario("memo-list").render(as: .ascii, on: .iPhoneSE)))
    }

    @Test func anUnknownScenarioSuggestsTheNearestName() throws {
        let result = try WireframeExecutable.run(["render", "dialgo"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: no scenario named 'dialgo'. Did you mean 'dialog'?\n")
    }

    @Test func errorsShowControlCharactersFromTheCommandLineInsteadOfSendingThem() throws {
        let result = try WireframeExecutable.run(["render", "\u{1B}[2J"])
        #expect(result.status == 2)
        #expect(!result.standardError.contains("\u{1B}"))
        #expect(result.standardError.hasPrefix("error: no scenario named '␛[2J': it holds invisible or control characters (U+001B)."))
    }

    @Test func anUnknownScenarioWithNoNearNamePointsAtTheList() throws {
        let result = try WireframeExecutable.run(["render", "xyzzy"])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                error: no scenario named 'xyzzy'.
                Run 'wireframe list' to see the scenarios.

                """)
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--widht", "300"])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                error: unknown option '--widht'. Did you mean '--width'?
                Run 'wireframe render --help' for usage.

                """)
    }

    @Test func aMissingValueIsAUsageError() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--width"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: missing value for '--width <points>'\n"))
    }

    @Test func aBadNumberIsAUsageError() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--height", "tall"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: --height expects a number of points, not 'tall'\n")
    }

    @Test func notANumberIsAUsageError() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--width", "nan"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: --width must be a finite number of points, not 'nan'\n")
    }

    @Test func numbersAreDecimalOnly() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--width", "0x10"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: --width expects a number of points, not '0x10'\n")
    }

    @Test func anOptionGivenTwiceIsAUsageError() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--width", "300", "--width=200"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: '--width' is given more than once\n"))
    }

    @Test func aNameWithInvisibleCharactersGetsNoSuggestionButSaysWhatItHolds() throws {
        let scenario = try WireframeExecutable.run(["render", "dialog\u{202E}"])
        #expect(scenario.status == 2)
        #expect(scenario.standardError.contains("it holds invisible or control characters (U+202E)"))
        #expect(!scenario.standardError.contains("Did you mean"))
        let command = try WireframeExecutable.run(["ren\u{200B}der"])
        #expect(command.status == 2)
        #expect(command.standardError.contains("(U+200B)"))
        #expect(!command.standardError.contains("Did you mean"))
    }

    @Test func aTreeThatIsNotJSONSaysWhereWithoutAnEmptyPath() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{".utf8).write(to: directory.appendingPathComponent("broken.json"))
        let result = try WireframeExecutable.run(["render", "--tree", "broken.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: the tree does not decode: invalid JSON at "))
        #expect(!result.standardError.contains(": :"))
    }

    @Test func aNegativeWidthIsAUsageError() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--width", "-5"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: --width must be greater than zero, not '-5'\n")
    }

    @Test func anUnknownDeviceListsTheDevices() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--device", "pixel"])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                error: unknown device 'pixel'
                The devices are iphone15, iphone15promax, iphone13, iphonese.

                """)
    }

    @Test func anUnrenderableSizeIsARenderFailure() throws {
        let result = try WireframeExecutable.run(["render", "dialog", "--height", "1e9"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: cannot render: "))
    }

    @Test func anUnwritableOutputIsAFailureAndLeavesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WireframeExecutable.run(["render", "dialog", "-o", "missing/dialog.txt"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: cannot write '"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }

    @Test func renderWritesThroughALinkToItsTarget() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old".utf8).write(to: directory.appendingPathComponent("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.txt", withDestinationPath: "target.txt")
        let result = try WireframeExecutable.run(["render", "dialog", "-o", "link.txt"], in: directory)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/link.txt") == "target.txt")
        #expect(
            try String(contentsOf: directory.appendingPathComponent("target.txt"), encoding: .utf8) == scenario("dialog").render(as: .ascii)
        )
    }

    @Test func renderRefusesAFIFOAndReplacesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.path + "/pipe", 0o600) == 0)
        let result = try WireframeExecutable.run(["render", "dialog", "-o", "pipe"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot write '\(directory.path)/pipe': it is a FIFO (a named pipe), not a regular file\n")
        var status = stat()
        #expect(lstat(directory.path + "/pipe", &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func renderIntoAFolderWritesTheScenariosFileThere() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
        for output in ["out/", "out"] {
            let result = try WireframeExecutable.run(["render", "dialog", "--format", "svg", "-o", output], in: directory)
            #expect(result.status == 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out") == ["dialog.svg"])
    }

    @Test func renderWritesAFileNameOf240Bytes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = String(repeating: "a", count: 236) + ".txt"
        let result = try WireframeExecutable.run(["render", "dialog", "-o", name], in: directory)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
    }

    @Test func renderTreeRendersTheDecodedNode() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = #"{"kind": "padding", "padding": 16, "children": [{"kind": "text", "text": "메모"}]}"#
        try Data(json.utf8).write(to: directory.appendingPathComponent("tree.json"))
        let result = try WireframeExecutable.run(["render", "--tree", "tree.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Node(json: Data(json.utf8)).renderASCII(on: Screen(width: 390, height: nil))))
    }

    @Test func aTreeThatDoesNotDecodeNamesTheJSONPath() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = #"{"kind": "stack", "children": [{"kind": "nonsense"}]}"#
        try Data(json.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let result = try WireframeExecutable.run(["render", "--tree", "bad.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("error: the tree does not decode: root."))
    }

    @Test func aMissingTreeFileIsAUsageError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WireframeExecutable.run(["render", "--tree", "absent.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.standardError == "error: cannot read 'absent.json': no such file\n")
    }

    @Test func listPrintsEveryScenarioWithItsSummary() throws {
        let result = try WireframeExecutable.run(["list"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try ScenarioCatalog(Catalog.builtIn).listing()))
    }

    @Test func galleryWritesEveryScenarioAndTheIndex() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WireframeExecutable.run(["gallery", "-o", "out"], in: directory)
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        let expected = Catalog.entries.flatMap { ["\($0.name).svg", "\($0.name).txt"] } + ["index.html"]
        #expect(files.sorted() == expected.sorted())
    }

    @Test func galleryShowsEachScenarioInTheVariantsAsked() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WireframeExecutable.run(["gallery", "-o", "out", "--variants", "dark,rtl,xxxLarge"], in: directory)
        #expect(result.status == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path))
        for variant in ["", ".dark", ".rtl", ".xxxLarge"] {
            #expect(files.isSuperset(of: ["dialog\(variant).svg", "dialog\(variant).txt"]), "dialog\(variant)")
        }
        // Right to left, the dialog's buttons change places.
        let ltr = try String(contentsOf: directory.appendingPathComponent("out/dialog.txt"), encoding: .utf8)
        let rtl = try String(contentsOf: directory.appendingPathComponent("out/dialog.rtl.txt"), encoding: .utf8)
        #expect(ltr.contains("취소     │ │     삭제"))
        #expect(rtl.contains("삭제     │ │     취소"))
        let index = try String(contentsOf: directory.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(index.contains("<figcaption>rtl</figcaption>") && index.contains(#"src="dialog.rtl.svg""#))
    }

    @Test func galleryRefusesAVariantItDoesNotKnow() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unknown = try WireframeExecutable.run(["gallery", "-o", "out", "--variants", "dark,sepia"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown variant 'sepia'; expected light, dark, rtl, xSmall,"))
        let twice = try WireframeExecutable.run(["gallery", "-o", "out", "--variants", "dark,dark"], in: directory)
        #expect(twice.status == 2)
        #expect(twice.standardError.hasPrefix("error: variant 'dark' is named twice"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test func galleryRecordsTextWidthsOnlyWhenAsked() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try WireframeExecutable.run(["gallery", "-o", "plain"], in: directory).status == 0)
        #expect(try WireframeExecutable.run(["gallery", "-o", "widths", "--text-widths"], in: directory).status == 0)
        let plain = try String(contentsOf: directory.appendingPathComponent("plain/typography.svg"), encoding: .utf8)
        let widths = try String(contentsOf: directory.appendingPathComponent("widths/typography.svg"), encoding: .utf8)
        #expect(!plain.contains("data-width"))
        // 메시지를 삭제할까요?: nine syllables of 0.92 em, a space and a question mark of (569 + 1139) / 2048 em, at 17 pt.
        #expect(widths.contains(#"data-width="154.94">메시지를 삭제할까요?</text>"#))
    }

    @Test func everyCommandExplainsItselfWithHelp() throws {
        for command in ["render", "list", "gallery", "review"] {
            for flag in ["--help", "-h"] {
                let result = try WireframeExecutable.run([command, flag])
                #expect(result.status == 0, "\(command) \(flag)")
                #expect(result.standardOutput.contains("USAGE: wireframe \(command)"), "\(command) \(flag)")
                #expect(result.standardOutput.contains("\nOPTIONS:\n"), "\(command) \(flag)")
            }
        }
    }

    @Test func reviewRefusesTwoActionsAsAUsageError() throws {
        let result = try WireframeExecutable.run(["review", "--accept-all", "--reject-all"])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                error: choose one action
                Run 'wireframe review --help' for usage.

                """)
    }

    @Test func reviewOutsideAPackageIsAFailure() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WireframeExecutable.run(["review", "--accept-all"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: No Package.swift in "))
    }

    @Test func noCommandPrintsUsageAndFails() throws {
        let result = try WireframeExecutable.run([])
        #expect(result.status == 2)
        #expect(result.standardError.contains("USAGE: wireframe <command>"))
    }

    @Test func anUnknownCommandSuggestsTheNearestOne() throws {
        let result = try WireframeExecutable.run(["rendr", "dialog"])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                error: unknown command 'rendr'. Did you mean 'render'?
                Run 'wireframe --help' for usage.

                """)
    }
}

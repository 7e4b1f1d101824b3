// Saves memos into one file, one after another, until it is killed: the process that the memo
// store's crash test kills in the middle of a save.
//
//     memo-saver FILE FIRST
//
// Each save adds memo number FIRST, FIRST + 1, … with a long description, so that every write of
// the whole file takes a while, and prints the number it saved.
import Foundation
import WireframeComponents

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: memo-saver FILE FIRST\n".utf8))
    exit(2)
}
let store = MemoFileStore(fileURL: URL(fileURLWithPath: arguments[1]))
let description = String(repeating: "메모 내용 ", count: 200)
var number = first
while true {
    let memo = Memo(
        id: UUID(), title: "메모 \(number)", description: description, date: Date(timeIntervalSince1970: Double(number)))
    do {
        try await store.save(.add(memo))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    // Written through at once: a number printed is a save that finished.
    FileHandle.standardOutput.write(Data("\(number)\n".utf8))
    number += 1
}

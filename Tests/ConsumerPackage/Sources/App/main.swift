import Foundation
import Models
import Sheaf

// Uses the public types of the Models module: build, write atomically, read back.
let list = TodoList(
    name: "Saturday",
    items: [Item(title: "Buy bread", priority: .high), Item(title: "Fix the bike", done: true)])
let bytes: [UInt8] = try list.serializedBytes()
let url = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(getpid()).sheaf")
defer { try? FileManager.default.removeItem(at: url) }
try list.write(to: url)
let back = try TodoList(contentsOf: url)
guard back == list, try TodoList(serializedBytes: bytes) == list else {
    print("App: the list did not survive the round trip")
    exit(1)
}
print("App: \(back.items.count) items, \(back.open.count) open, \(bytes.count) bytes")

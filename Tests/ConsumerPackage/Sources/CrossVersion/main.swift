import Foundation
import Models
import ModelsV1
import Sheaf

// The released version 1 (ModelsV1) and today's version 2 (Models) of the same schema,
// reading each other's archives.

// New archives, old code: v1 reads what v2 wrote, and re-saving keeps v2's new field.
let due = Date(timeIntervalSince1970: 1_800_000_000)
let written = Models.TodoList(name: "Week", items: [Models.Item(title: "Plan", due: due)])
var old = try ModelsV1.TodoList(serializedBytes: try written.serializedBytes() as [UInt8])
old.items[0].done = true
let resaved = try Models.TodoList(serializedBytes: try old.serializedBytes() as [UInt8])

// Old archives, new code: v2 reads what v1 wrote; the renamed field by its id, the new one nil.
let v1 = ModelsV1.TodoList(name: "Old", items: [ModelsV1.Item(text: "Read")])
let read = try Models.TodoList(serializedBytes: try v1.serializedBytes() as [UInt8])

guard old.items[0].text == "Plan", resaved.items[0].due == due, resaved.items[0].done,
    read.items[0].title == "Read", read.items[0].due == nil
else {
    print("CrossVersion: the versions disagree")
    exit(1)
}
print("CrossVersion: v1 read v2's 'Plan' and kept its due date through a re-save; v2 read v1's 'Read'")

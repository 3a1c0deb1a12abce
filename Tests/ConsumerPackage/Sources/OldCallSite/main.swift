import Models

// Code written against version 1 of the schema, where Item.title was called `text`: it still
// compiles (the alias keeps a deprecated property and a deprecated initialiser label, so the
// old name is a warning, not an error) and reads and writes the renamed field.
var item = Item(text: "Buy milk", priority: .high)
item.text = "Buy oat milk"
print("OldCallSite: \(item.title) / \(item.text) / \(item.priority)")

import Models

// Code written against version 1 of the schema, where Item.title was called `text`: it still
// compiles (the alias is a deprecated property, so the old name is a warning, not an
// error) and reads and writes the renamed field.
var item = Item(title: "Buy milk")
item.text = "Buy oat milk"
print("OldCallSite: \(item.title) / \(item.text)")

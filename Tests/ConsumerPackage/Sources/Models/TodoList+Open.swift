import Sheaf

// Hand-written additions to the generated types live beside them, in the same module.
extension TodoList {
    /// The items not done yet.
    public var open: [Item] { items.filter { !$0.done } }
}

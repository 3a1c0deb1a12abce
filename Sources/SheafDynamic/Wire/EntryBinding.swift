/// What the dynamic reader binds to an entry of the instance table at its first reference:
/// the node of the class it was read as, so later references can be checked against it.
final class EntryBinding {
    let node: Int

    init(node: Int) {
        self.node = node
    }
}

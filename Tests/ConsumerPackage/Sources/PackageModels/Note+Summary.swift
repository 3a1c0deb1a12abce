import Sheaf

extension Note {
    /// The text and the tags on one line.
    package var summary: String { ([text] + tags.map { "#" + $0 }).joined(separator: " ") }
}

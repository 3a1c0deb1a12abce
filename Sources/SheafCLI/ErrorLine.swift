import Sheaf
import SheafDynamic

/// The one-line forms `validate`, `dump` and `pack` print errors in.
enum ErrorLine {
    /// An archive error: `FILE: offset N: $.path: message [code]`. Errors without an offset
    /// (those of encoding, which have a path in the value instead) leave the offset out;
    /// errors about the file rather than its bytes (no offset, no path) read
    /// `FILE: message [code]`.
    static func archive(_ error: SheafError, in file: String) -> String {
        if error.offset == nil, !error.hasPath {
            return "\(file): \(error.message) [\(error.code)]"
        }
        let offset = error.offset.map { "offset \($0): " } ?? ""
        return "\(file): \(offset)\(error.pathDescription): \(error.message) [\(error.code)]"
    }

    /// A JSON-form error: `FILE:LINE:COLUMN: error: MESSAGE (at $.path, byte N) [code]`, or
    /// `FILE: error: MESSAGE (at $.path) [code]` when it has no place in a text (writing).
    static func json(_ error: JSONFormError, in file: String) -> String {
        guard let location = error.location else {
            return "\(file): error: \(error.message) (at \(error.pathDescription)) [\(error.code)]"
        }
        return
            "\(file):\(location.line):\(location.column): error: \(error.message) (at \(error.pathDescription), byte \(location.offset)) [\(error.code)]"
    }
}

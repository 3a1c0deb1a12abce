/// Rules for member tags that readers apply when an archive names a member their schema does
/// not list (an *opaque member*, kept rather than rejected).
public enum SheafFamilyTag {
    /// Whether `tag` has the form every schema's tags have: one or more of `A`–`Z`, `a`–`z`,
    /// `0`–`9`, `_`, `.` and `-`. Anything else cannot have been written by any schema, so a
    /// reader treats it as corrupt (``SheafError/Code/unknownFamilyTag``) instead of keeping it.
    ///
    /// - Parameter tag: The tag read from an archive.
    /// - Returns: Whether it is well formed.
    public static func isWellFormed(_ tag: String) -> Bool {
        !tag.utf8.isEmpty
            && tag.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
                    true
                default:
                    false
                }
            }
    }

    /// Whether the member's bare form at the reader's position is a class instance's: its
    /// content starts with the varint 0 (a new instance) or is one varint alone (a reference).
    /// A struct's content never does either: a key is at least 8 and is followed by a value.
    /// The reader is left where it was; a malformed bare form answers `false` and is reported
    /// when it is read.
    ///
    /// - Parameter reader: The reader, positioned at the member's length.
    /// - Returns: Whether the member is written as a class instance.
    public static func startsClassInstance(_ reader: inout SheafReader) -> Bool {
        let start = reader.offset
        defer { reader.rewind(to: start) }
        do throws(SheafError) {
            let length = try reader.readLength()
            guard length > 0 else { return false }
            let contentStart = reader.offset
            let first = try reader.readVarint()
            return first == 0 || reader.offset - contentStart == length
        } catch {
            return false
        }
    }
}

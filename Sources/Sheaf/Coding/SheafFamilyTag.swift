/// Rules for member tags: the form every tag has (checked in an archive's tag table), and the
/// test a reader applies before keeping a member its schema does not list (an *opaque member*).
public enum SheafFamilyTag {
    /// Whether `tag` has the form every schema's tags have: one or more of `A`–`Z`, `a`–`z`,
    /// `0`–`9`, `_`, `.` and `-`. Anything else cannot have been written by any schema, so a
    /// reader rejects a tag table holding it (``SheafError/Code/unknownFamilyTag``).
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

    /// Whether a protocol value's content after the tag number — from the reader's position
    /// to the end of the value — is exactly one varint of at least 1: a class member's
    /// reference. A struct member's bare form never is (it starts with its length, and an
    /// empty struct is the varint 0). The reader is left where it was; a malformed varint
    /// answers `false` and is reported when the member is read.
    ///
    /// - Parameter reader: The reader, positioned after the tag number.
    /// - Returns: Whether the member is written as a class instance.
    public static func isClassReference(_ reader: inout SheafReader) -> Bool {
        let start = reader.offset
        defer { reader.rewind(to: start) }
        do throws(SheafError) {
            return try reader.readVarint() >= 1 && reader.isAtEnd
        } catch {
            return false
        }
    }
}

import Foundation

/// A type whose lists are coded by code specialised for it.
///
/// ``SheafCodable``'s general list coders run generic code, so that a type never put in a list
/// costs no list code. The generator declares this conformance for every type its schemas
/// use as a list element (`extension Employee: SheafListElement {}`), and the runtime for
/// its own structured types, so `[Employee]` and `[[Int64]]` are read and written by loops
/// specialised for their elements. Numbers and bools have list coders of their own (packed);
/// strings have their own encoder and the specialised decoder.
public protocol SheafListElement: SheafCodable {}

extension SheafListElement {
    /// Length, count, then each element's bare form, specialised for `Self`.
    @inlinable
    public static func encodeSheafList(_ elements: [Self], to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeList(elements)
    }

    /// Length, count, then each element's bare form, specialised for `Self`.
    @inlinable
    public static func decodeSheafList(from reader: inout SheafReader) throws(SheafError) -> [Self] {
        try reader.readList()
    }
}

extension SheafWriter {
    /// Writes a list in the general layout: length, count, then each element's bare form.
    ///
    /// - Parameter elements: The list.
    /// - Throws: What encoding an element throws.
    @inlinable
    public mutating func writeList<Element: SheafCodable>(_ elements: [Element]) throws(SheafError) {
        let mark = try beginLengthDelimited()
        writeVarint(UInt64(elements.count))
        for element in elements {
            try element.encode(to: &self)
        }
        endLengthDelimited(mark)
    }
}

extension SheafReader {
    /// Reads a list in the general layout: length, count (each element takes at least one
    /// byte), then each element's bare form.
    ///
    /// - Returns: The list.
    /// - Throws: What decoding an element throws, with the element's index in the path.
    @inlinable
    public mutating func readList<Element: SheafCodable>() throws(SheafError) -> [Element] {
        let frame = try beginLengthDelimited()
        let count = try readCount(minimumElementSize: 1)
        var elements: [Element] = []
        elements.reserveCapacity(reservation(for: count, stride: MemoryLayout<Element>.stride))
        for index in 0..<count {
            do {
                elements.append(try Element(from: &self))
            } catch {
                throw error.prepending(.index(index))
            }
        }
        try endLengthDelimited(frame)
        return elements
    }
}

extension String: SheafListElement {}
extension Array: SheafListElement where Element: SheafCodable {}
extension Optional: SheafListElement where Wrapped: SheafCodable {}
extension Dictionary: SheafListElement where Key: SheafMapKey, Value: SheafCodable {}
extension Data: SheafListElement {}
extension Date: SheafListElement {}
extension URL: SheafListElement {}
extension UUID: SheafListElement {}

import Sheaf
import SheafSchema

/// The tag and instance tables of a write: class values by entry number (each entry written at
/// its instance's first meeting), tables started from an origin's when the value keeps bytes
/// that refer to them.
extension DynamicValueWriter {
    /// Prepares a write of the whole archive on a fresh writer. When an earlier run met kept
    /// bytes only after it had numbered something, the writer has been started again with
    /// their origin preloaded, and so are this writer's numbers now.
    mutating func begin(_ writer: inout SheafWriter) {
        numbers = [:]
        pending = []
        preloadedEntries = 0
        hasNumbered = false
        path = []
        // A value read from an archive it keeps bytes of is written with that archive's tables.
        if origin == nil, let archiveOrigin, archiveOrigin.hasTables {
            origin = archiveOrigin
        }
        if let origin {
            preload(origin, &writer)
        }
    }

    /// Notes kept bytes' origin. The first one with tables met before anything is numbered is
    /// preloaded now; one met later makes the runtime's writer start again from it (and
    /// ``begin(_:)`` preload it); a second, different one is an origin conflict, which the
    /// writer reports when it finishes.
    mutating func use(_ kept: SheafOrigin?, _ writer: inout SheafWriter) {
        guard let kept, kept.hasTables else { return }
        writer.useOrigin(kept)
        guard origin == nil else { return }
        origin = kept
        if !hasNumbered {
            preload(kept, &writer)
        }
    }

    /// Starts the tables from `origin`'s: its tags keep their numbers, its entries too. When it
    /// is the archive's own origin, the instances with ids 1 … N are bound to its entries and
    /// written as them; the other entries are written from the origin's bytes.
    private mutating func preload(_ origin: SheafOrigin, _ writer: inout SheafWriter) {
        writer.useOrigin(origin)
        preloadedEntries = origin.entryCount
        guard origin === archiveOrigin else { return }
        for number in stride(from: 1, through: origin.entryCount, by: 1) where objects[DynamicObjectID(number)] != nil {
            numbers[DynamicObjectID(number)] = number
            pending.insert(number)
        }
    }

    /// Writes the bound instances the root never met, in number order (each depth-first, so
    /// instances first met inside them get their entries right then). The origin's entries no
    /// instance is bound to are written from its bytes when the writer finishes.
    mutating func writeUnmetEntries(_ writer: inout SheafWriter) throws(SheafError) {
        for number in stride(from: 1, through: preloadedEntries, by: 1) where pending.contains(number) {
            let id = DynamicObjectID(number)
            guard let object = objects[id], let layout = plan.recordLayout(ofClass: object.type) else {
                throw failure(.schemaMismatch, "instance \(number) is not an instance of a class of the schema")
            }
            pending.remove(number)
            path = [.entry(number)]
            let mark = writer.beginEntry(number)
            try writeFields(object.record, layout, &writer)
            writer.endEntry(mark)
            path = []
        }
    }

    /// Writes a class value: its entry number. At the instance's first meeting (a preloaded
    /// instance's too) its entry is written right then, depth-first, to the side.
    mutating func writeInstance(_ id: DynamicObjectID, _ layout: RecordLayout, _ writer: inout SheafWriter) throws(SheafError) {
        guard let object = objects[id] else {
            throw failure(.danglingReference, "object \(id) is not in the archive's object table")
        }
        guard object.type == layout.type else {
            throw failure(.referenceTypeMismatch, "object \(id) is a \(object.type), expected \(layout.type)")
        }
        // A class value is a level, as its fields are one deeper.
        try writer.checkNestedLeaf()
        let number: Int
        if let known = numbers[id] {
            number = known
            guard pending.remove(known) != nil else {
                writer.writeVarint(UInt64(number))
                return
            }
        } else {
            // Numbered before the fields are written, so a cycle back to it finds the number.
            number = writer.addEntry()
            numbers[id] = number
            hasNumbered = true
        }
        let mark = writer.beginEntry(number)
        try writeFields(object.record, layout, &writer)
        writer.endEntry(mark)
        writer.writeVarint(UInt64(number))
    }
}

import Foundation
import Sheaf
import SheafSchema

/// The JSON form of archives (docs/JSONForm.md): what `sheaf dump` prints and
/// `sheaf pack` reads.
///
/// ```swift
/// let text = try DynamicJSON.write(archive, schemaSet: set)
/// let back = try DynamicJSON.read(text, rootType: archive.rootType, schemaSet: set)
/// // back == archive for every archive the wire decoder produces
/// ```
public enum DynamicJSON {
    /// Writes an archive's root value as pretty-printed JSON (two-space indentation, a
    /// trailing newline), deterministic for equal archives.
    ///
    /// Every field present in a record is written, in id order, whether or not it equals its
    /// default; absent fields are not. Class instances are labelled with their object ids —
    /// for a decoded archive, their entry numbers in its instance table. When kept bytes refer
    /// to their archive's tables, the value is wrapped as `{"$archive": {tags, instances,
    /// entries}, "$root": …}` so `read` (and `sheaf pack`) write those tables back; new
    /// instances are then labelled after the archive's entries.
    ///
    /// - Parameters:
    ///   - archive: The value and the class instances it reaches.
    ///   - schemaSet: The resolved schema set the archive's types belong to.
    ///   - options: Limits; the nesting limit applies as on the wire.
    /// - Returns: The JSON text.
    /// - Throws: `JSONFormError` with code `invalidValue` when a value does not fit its type
    ///   (never for what the wire decoder produces), `depthLimitExceeded` for too deep values.
    public static func write(
        _ archive: DynamicArchive, schemaSet: SchemaSet, options: JSONFormOptions = JSONFormOptions()
    ) throws(JSONFormError) -> String {
        var text = ""
        try write(archive, schemaSet: schemaSet, options: options) { text += $0 }
        return text
    }

    /// Writes an archive's root value as ``write(_:schemaSet:options:)`` does, handing the text
    /// to `emit` in pieces as it is printed, so that a large document is never held whole (what
    /// `sheaf dump` writes to standard output).
    ///
    /// - Parameters:
    ///   - archive: The value and the class instances it reaches.
    ///   - schemaSet: The resolved schema set the archive's types belong to.
    ///   - options: Limits; the nesting limit applies as on the wire.
    ///   - emit: Receives the text, in order, in pieces of about 64 KiB.
    /// - Throws: As ``write(_:schemaSet:options:)``; nothing is emitted before the value has
    ///   been checked.
    public static func write(
        _ archive: DynamicArchive, schemaSet: SchemaSet, options: JSONFormOptions = JSONFormOptions(),
        to emit: (String) -> Void
    ) throws(JSONFormError) {
        try output(archive, schemaSet: schemaSet, options: options).print(to: emit)
    }

    /// Writes the root values of archives of one schema set as lines of JSON Lines — the records
    /// of a stream, as `sheaf dump` prints them: no whitespace outside strings, otherwise the
    /// text of ``write(_:schemaSet:options:)``, followed by a line break. Each record type's
    /// field layout is worked out once for all the lines, not once a line.
    ///
    /// ```swift
    /// var lines = DynamicJSON.LineWriter(schemaSet: reader.schemaSet)
    /// while let record = try reader.next() { print(try lines.line(record), terminator: "") }
    /// ```
    public struct LineWriter {
        private let schemaSet: SchemaSet
        private let options: JSONFormOptions
        private var layouts: JSONRecordLayouts

        /// A writer of lines for values of `schemaSet`.
        ///
        /// - Parameters:
        ///   - schemaSet: The resolved schema set the archives' types belong to.
        ///   - options: Limits.
        public init(schemaSet: SchemaSet, options: JSONFormOptions = JSONFormOptions()) {
            self.schemaSet = schemaSet
            self.options = options
            self.layouts = JSONRecordLayouts(schemaSet: schemaSet)
        }

        /// One archive's root value as a line.
        ///
        /// - Parameter archive: The value and the class instances it reaches.
        /// - Returns: The line, with its line break.
        /// - Throws: As ``DynamicJSON/write(_:schemaSet:options:)``.
        public mutating func line(_ archive: DynamicArchive) throws(JSONFormError) -> String {
            try DynamicJSON.output(archive, schemaSet: schemaSet, options: options, layouts: &layouts).compact + "\n"
        }
    }

    /// The value to print, wrapped with its archive's tables when kept bytes refer to them.
    private static func output(
        _ archive: DynamicArchive, schemaSet: SchemaSet, options: JSONFormOptions
    ) throws(JSONFormError) -> JSONOutput {
        var layouts = JSONRecordLayouts(schemaSet: schemaSet)
        return try output(archive, schemaSet: schemaSet, options: options, layouts: &layouts)
    }

    /// ``output(_:schemaSet:options:)`` with layouts kept from earlier values (and added to).
    private static func output(
        _ archive: DynamicArchive, schemaSet: SchemaSet, options: JSONFormOptions, layouts: inout JSONRecordLayouts
    ) throws(JSONFormError) -> JSONOutput {
        // A value that keeps bytes of its archive is numbered with that archive's tables and
        // wrapped; so is one holding kept fields of another archive (met while writing).
        let own = archive.origin.flatMap { $0.hasTables ? $0 : nil }
        var writer = DynamicJSONWriter(archive: archive, schemaSet: schemaSet, options: options, preloaded: own, layouts: layouts)
        defer { layouts = writer.layouts }
        var output = try writer.output(archive.root, as: archive.rootType)
        if let own {
            return ArchiveWrapper.wrap(output, origin: own, numbered: Set(writer.numbers.values))
        }
        if let origin = writer.metOrigin {
            // Kept bytes refer to their archive's tables: number as the wire writer does with
            // those tables preloaded, and wrap so that `pack` preloads them too.
            writer = DynamicJSONWriter(archive: archive, schemaSet: schemaSet, options: options, preloaded: origin, layouts: layouts)
            output = try writer.output(archive.root, as: archive.rootType)
            return ArchiveWrapper.wrap(output, origin: origin, numbered: Set(writer.numbers.values))
        }
        if ArchiveWrapper.looksWrapped(output) {
            return ArchiveWrapper.wrap(output, origin: nil, numbered: [])
        }
        return output
    }

    /// Reads JSON text as a value of a root type.
    ///
    /// Accepts what `write` produces and more, for hand-written JSON: omitted optional and
    /// defaulted fields, `null` optionals, field aliases, uuids in either case, timestamps with
    /// any UTC offset, `$id`/`$ref` labels of any text, members in any order. A document
    /// wrapped in `{"$archive": …, "$root": …}` gives the archive value that origin: the
    /// instances whose `$id` is an entry number keep it, new ones are numbered after them.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - rootType: The type of the root value (for `sheaf pack`, its `--type`).
    ///   - schemaSet: The resolved schema set.
    ///   - options: Limits.
    /// - Returns: The archive value; map entries keep the document's order, class instances
    ///   are numbered as the wire format numbers them.
    /// - Throws: `JSONFormError` with line, column, byte offset and value path.
    public static func read(
        _ bytes: [UInt8], rootType: TypeReference, schemaSet: SchemaSet, options: JSONFormOptions = JSONFormOptions()
    ) throws(JSONFormError) -> DynamicArchive {
        var parser = JSONParser(bytes: bytes, maxDepth: options.maxSyntaxDepth)
        let document = try parser.parseDocument()
        var reader = DynamicJSONReader(bytes: bytes, schemaSet: schemaSet, options: options)
        var rootNode = document
        var tables: ArchiveWrapper.Tables?
        if let (archive, root) = ArchiveWrapper.split(document) {
            tables = try ArchiveWrapper.tables(archive, in: bytes)
            reader.origin = tables?.origin
            rootNode = root.value
        }
        let root = try reader.value(rootNode, as: rootType)
        try reader.resolveReferences()
        let entries =
            try tables.map { (tables: ArchiveWrapper.Tables) throws(JSONFormError) in try reader.entryNumbers(covering: tables) } ?? [:]
        // Tables that are both empty give kept bytes nothing to refer to: no origin.
        let origin = tables.map(\.origin).flatMap { $0.hasTables ? $0 : nil }
        if reader.objects.isEmpty {
            return DynamicArchive(rootType: rootType, root: root, origin: origin)
        }
        var renumbering = ObjectRenumbering(
            schemaSet: schemaSet, objects: reader.objects, objectOffsets: reader.objectOffsets, bytes: bytes,
            maxDepth: options.maxDepth, offset: document.offset, entries: entries, nextNumber: (origin?.entryCount ?? 0) + 1)
        let renumberedRoot = try renumbering.rewrite(root, as: rootType)
        return DynamicArchive(rootType: rootType, root: renumberedRoot, objects: renumbering.renumbered, origin: origin)
    }

    /// Reads JSON text held in `Data` (a file, standard input); see
    /// ``read(_:rootType:schemaSet:options:)-([UInt8],_,_,_)``.
    public static func read(
        _ data: Data, rootType: TypeReference, schemaSet: SchemaSet, options: JSONFormOptions = JSONFormOptions()
    ) throws(JSONFormError) -> DynamicArchive {
        try read([UInt8](data), rootType: rootType, schemaSet: schemaSet, options: options)
    }

    /// Reads JSON text given as a string; see ``read(_:rootType:schemaSet:options:)-([UInt8],_,_,_)``.
    public static func read(
        _ text: String, rootType: TypeReference, schemaSet: SchemaSet, options: JSONFormOptions = JSONFormOptions()
    ) throws(JSONFormError) -> DynamicArchive {
        try read(Array(text.utf8), rootType: rootType, schemaSet: schemaSet, options: options)
    }
}

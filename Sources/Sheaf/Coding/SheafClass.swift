/// A reference type with a Sheaf wire form (a schema `kind: class`), whose shared instances and
/// cycles survive a round trip.
///
/// Generated classes are `final` and implement the three requirements below; ``SheafCodable/encode(to:)``
/// and ``SheafCodable/init(from:)`` come from this protocol. A class value's bare form is the
/// number of its entry in the archive's instance table (wire kind `VARINT` as a field); the
/// entry holds the instance's fields. Decoding the first reference to an entry creates the
/// instance with ``init(sheafPlaceholder:)``, binds it to the entry, and only then decodes its
/// fields into it, so a field that refers back to the instance (a cycle) resolves.
///
/// ```swift
/// final class Node: SheafClass {
///     var label: String
///     var children: [Node]
///     weak var parent: Node?
///     init(sheafPlaceholder: Void) { label = ""; children = []; parent = nil }
///     func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError) {
///         try writer.writeField(1, label)
///         try writer.writeField(2, children)
///         try writer.writeField(3, parent)
///     }
///     func decodeSheafFields(from reader: inout SheafReader) throws(SheafError) {
///         var seen = SheafFieldSet()
///         var label: String?
///         while let key = try reader.nextKey() {
///             switch key.id {
///             case 1: label = try reader.readField(key, &seen, "label")
///             case 2: children = try reader.readField(key, &seen, "children")
///             case 3: parent = try reader.readField(key, &seen, "parent")
///             default: try reader.skipField(key, &seen)
///             }
///         }
///         guard let label else { throw reader.missingRequiredField("label", id: 1) }
///         self.label = label
///     }
/// }
/// ```
///
/// Only classes may conform. (The protocol does not say `AnyObject` because Swift lets a
/// protocol extension's initialiser hand back an existing instance — a back-reference — only
/// for protocols that are not class-bound.)
public protocol SheafClass: SheafCodable {
    /// Creates an instance whose fields hold placeholders until
    /// ``decodeSheafFields(from:)`` fills them.
    ///
    /// - Parameter sheafPlaceholder: Distinguishes this initialiser.
    init(sheafPlaceholder: Void)

    /// Writes the instance's fields (keys and values, ascending id order, defaults omitted).
    ///
    /// - Parameter writer: The writer.
    /// - Throws: What encoding throws.
    func encodeSheafFields(to writer: inout SheafWriter) throws(SheafError)

    /// Reads the instance's fields up to the end of its value, replacing the placeholders.
    ///
    /// - Parameter reader: The reader, limited to the instance's content.
    /// - Throws: What decoding throws, e.g. ``SheafError/Code/missingRequiredField``.
    func decodeSheafFields(from reader: inout SheafReader) throws(SheafError)
}

extension SheafClass {
    /// A class value is an entry number, a varint.
    @inlinable
    public static var sheafWireKind: SheafWireKind {
        .varint
    }

    /// Writes the instance's bare form, its entry number (writing the entry at its first meeting).
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeInstance(self)
    }

    /// The instance as `AnyObject`, for identity (`ObjectIdentifier`) and the instance tables.
    /// A plain `self as AnyObject` on a value of a generic `SheafClass` type (the protocol is
    /// not class-bound) takes Swift's general bridging path, which costs more than decoding a
    /// small instance; conformers are classes, so the reference is reinterpreted instead.
    @inlinable
    public var sheafObject: AnyObject {
        guard Self.self is AnyObject.Type else {
            preconditionFailure("\(Self.self) conforms to SheafClass but is not a class")
        }
        return unsafeBitCast(self, to: AnyObject.self)
    }

    /// Reads an instance's bare form: the instance bound to the entry it names (reading the entry
    /// the first time).
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readInstance(Self.self)
    }
}

import Sheaf
import SheafSchema

/// A root value with the class instances it reaches: what one archive holds.
///
/// Object ids are labels: a decoded archive's instances carry their entry numbers. Two
/// archive values without an origin are equal when they hold the same value graph, whatever
/// the labels (see ``==(_:_:)``).
///
/// When the value holds bytes kept from an archive with a tag or instance table (unknown
/// fields, opaque members, entries no reference reached), ``origin`` is that archive's
/// tables, and the
/// object ids 1 … N of ``objects`` are the instances bound to its entries 1 … N. The encoder
/// then starts its tables from the origin's: every tag keeps its number, every bound instance
/// is written as its entry, and the entries no reference reached are written back from the
/// origin's bytes, so the numbers inside kept bytes still name what they named. Give instances
/// added to such a value ids above N.
public struct DynamicArchive: Hashable, Sendable {
    /// The root's type.
    public var rootType: TypeReference
    /// The root value.
    public var root: DynamicValue
    /// Every class instance, by id.
    public var objects: [DynamicObjectID: DynamicObject]
    /// The tables of the archive the value's kept bytes were read from; `nil` when it holds
    /// none that refer to tables.
    public var origin: SheafOrigin?

    /// Creates an archive value.
    ///
    /// - Parameters:
    ///   - rootType: The root's type.
    ///   - root: The root value.
    ///   - objects: The class instances, by id.
    ///   - origin: The tables the value's kept bytes refer to, if any.
    public init(
        rootType: TypeReference, root: DynamicValue, objects: [DynamicObjectID: DynamicObject] = [:], origin: SheafOrigin? = nil
    ) {
        self.rootType = rootType
        self.root = root
        self.objects = objects
        self.origin = origin
    }

    /// Whether entry `number` of ``origin`` is bound to an instance of ``objects`` (rather than
    /// kept as raw bytes because no reference reached it).
    ///
    /// - Parameter number: The entry's number, 1 … N.
    /// - Returns: Whether the object table has an instance with that id.
    public func isBound(_ number: Int) -> Bool {
        objects[DynamicObjectID(number)] != nil
    }
}

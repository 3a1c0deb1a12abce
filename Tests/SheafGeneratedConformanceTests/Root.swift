import Foundation
import Sheaf

/// A root type of the conformance corpus, as the generated Swift type that reads it.
struct Root: Sendable {
    /// Decodes an archive and encodes the value again.
    let reencode: @Sendable ([UInt8], SheafOptions) throws -> [UInt8]

    init<T: SheafMessage & SendableMetatype>(_ type: T.Type) {
        reencode = { bytes, options in
            let value = try T(serializedBytes: bytes, options: options)
            return try value.serializedBytes(options: options)
        }
    }

    /// The corpus's root types (canonical type expressions) that are generated types; roots
    /// that are primitives or protocols have no generated message type and are not listed.
    static let all: [String: Root] = [
        "Box<[Hue: string]>": Root(Box<[Hue: String]>.self),
        "Box<[Item]>": Root(Box<[Item]>.self),
        "Box<[Tier: int8]>": Root(Box<[Tier: Int8]>.self),
        "Box<[[[[int8]]]]>": Root(Box<[[[[Int8]]]]>.self),
        "Box<[[string: int8]]>": Root(Box<[[String: Int8]]>.self),
        "Box<[bool: string]>": Root(Box<[Bool: String]>.self),
        "Box<[bool]>": Root(Box<[Bool]>.self),
        "Box<[float32]>": Root(Box<[Float]>.self),
        "Box<[float64]>": Root(Box<[Double]>.self),
        "Box<[int16: bool]>": Root(Box<[Int16: Bool]>.self),
        "Box<[int16]>": Root(Box<[Int16]>.self),
        "Box<[int32: bool]>": Root(Box<[Int32: Bool]>.self),
        "Box<[int32]>": Root(Box<[Int32]>.self),
        "Box<[int64: bool]>": Root(Box<[Int64: Bool]>.self),
        "Box<[int64]>": Root(Box<[Int64]>.self),
        "Box<[int8: string]>": Root(Box<[Int8: String]>.self),
        "Box<[int8]>": Root(Box<[Int8]>.self),
        "Box<[int: bool]>": Root(Box<[Int: Bool]>.self),
        "Box<[int: string]>": Root(Box<[Int: String]>.self),
        "Box<[int]>": Root(Box<[Int]>.self),
        "Box<[string: [int16]]>": Root(Box<[String: [Int16]]>.self),
        "Box<[string: int32]>": Root(Box<[String: Int32]>.self),
        "Box<[string: int8?]>": Root(Box<[String: Int8?]>.self),
        "Box<[string?]>": Root(Box<[String?]>.self),
        "Box<[string]>": Root(Box<[String]>.self),
        "Box<[uint16: bool]>": Root(Box<[UInt16: Bool]>.self),
        "Box<[uint32: bool]>": Root(Box<[UInt32: Bool]>.self),
        "Box<[uint64: bool]>": Root(Box<[UInt64: Bool]>.self),
        "Box<[uint64]>": Root(Box<[UInt64]>.self),
        "Box<[uint8: bool]>": Root(Box<[UInt8: Bool]>.self),
        "Box<[uint8]>": Root(Box<[UInt8]>.self),
        "Box<[uint: bool]>": Root(Box<[UInt: Bool]>.self),
        "Box<[uuid: int8]>": Root(Box<[UUID: Int8]>.self),
        "Box<[uuid]>": Root(Box<[UUID]>.self),
        "Code": Root(Code.self),
        "Color": Root(Color.self),
        "Depot": Root(Depot.self),
        "Employee": Root(Employee.self),
        "Empty": Root(Empty.self),
        "Extreme": Root(Extreme.self),
        "Flag": Root(Flag.self),
        "Floats": Root(Floats.self),
        "Form": Root(Form.self),
        "Garage": Root(Garage.self),
        "Holder": Root(Holder.self),
        "Ints": Root(Ints.self),
        "Knot": Root(Knot.self),
        "Level": Root(Level.self),
        "Line": Root(Line.self),
        "Nest": Root(Nest.self),
        "Optionals": Root(Optionals.self),
        "Outcome<Spot>": Root(Outcome<Spot>.self),
        "Pair<Pile<int8>, Pair<bool, float32>>": Root(Pair<Pile<Int8>, Pair<Bool, Float>>.self),
        "Pair<Ref, [Ref]>": Root(Pair<Ref, [Ref]>.self),
        "Pair<Spot, [string]>": Root(Pair<Spot, [String]>.self),
        "Pair<string?, int8>": Root(Pair<String?, Int8>.self),
        "Palette": Root(Palette.self),
        "Perm": Root(Perm.self),
        "Perms": Root(Perms.self),
        "Person": Root(Person.self),
        "Pile<Figure>": Root(Pile<AnyFigure>.self),
        "Pile<Pile<int8>>": Root(Pile<Pile<Int8>>.self),
        "Pile<Ref>": Root(Pile<Ref>.self),
        "Pile<Spot>": Root(Pile<Spot>.self),
        "Pile<[int8]>": Root(Pile<[Int8]>.self),
        "Pile<int64>": Root(Pile<Int64>.self),
        "Point": Root(Point.self),
        "Settings": Root(Settings.self),
        "Slot<[timestamp]>": Root(Slot<[Date]>.self),
        "Slot<int32>": Root(Slot<Int32>.self),
        "Slot<int64>": Root(Slot<Int64>.self),
        "Slot<int8>": Root(Slot<Int8>.self),
        "Slot<uint32>": Root(Slot<UInt32>.self),
        "Slot<uint8>": Root(Slot<UInt8>.self),
        "Slot<url>": Root(Slot<URL>.self),
        "Slot<uuid>": Root(Slot<UUID>.self),
        "Texts": Root(Texts.self),
        "Tree": Root(Tree.self),
        "Wide": Root(Wide.self),
    ]
}

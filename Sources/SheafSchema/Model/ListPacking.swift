public import Sheaf

/// How the elements of a list are laid out.
public enum ListPacking: Hashable, Sendable {
    /// Each element's bare form, one after the other.
    case none
    /// `count × 4` bytes.
    case float32
    /// `count × 8` bytes.
    case float64
    /// `count` bytes `00`/`01`.
    case bool
    /// A width byte, then `count × width` bytes; `size` is the element type's size in bytes.
    case integer(signed: Bool, size: Int)
}

extension SchemaSet {
    /// The wire kind a field of this (fully substituted) type is written with; an optional
    /// is written as its wrapped value.
    ///
    /// - Parameter type: The field's type.
    /// - Returns: Its wire kind.
    public func wireKind(of type: TypeReference) -> SheafWireKind {
        switch type {
        case .primitive(let primitive):
            switch primitive {
            case .float32: return .i32
            case .float64: return .i64
            case .string, .bytes, .url, .uuid: return .len
            default: return .varint
            }
        case .optional(let wrapped):
            return wireKind(of: wrapped)
        case .named(let name, _):
            switch types[name]?.kind {
            case .rawEnum(let raw)?: return raw.rawType == .string ? .len : .varint
            // A class value is the number of its entry in the archive's instance table.
            case .options?, .classType?: return .varint
            default: return .len
            }
        case .list, .map, .protocolValue, .genericParameter:
            return .len
        }
    }

    /// How a list of this element type lays its elements out: numbers and bools are packed.
    ///
    /// - Parameter element: The list's element type.
    /// - Returns: The packing.
    public func packing(ofElement element: TypeReference) -> ListPacking {
        guard case .primitive(let primitive) = element else { return .none }
        switch primitive {
        case .float32: return .float32
        case .float64: return .float64
        case .bool: return .bool
        default:
            guard let bits = primitive.integerBitWidth else { return .none }
            return .integer(signed: primitive.isSignedInteger, size: bits / 8)
        }
    }
}

import Foundation

extension Data: SheafCodable {
    /// `bytes`.
    @inlinable public static var sheafTypeName: String { "bytes" }

    /// Length and bytes.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeBytes(self)
    }

    /// Length and bytes.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readBytes()
    }
}

extension Date: SheafCodable {
    /// `timestamp`.
    @inlinable public static var sheafTypeName: String { "timestamp" }

    /// Timestamps are varints.
    @inlinable public static var sheafWireKind: SheafWireKind { .varint }

    /// Zig-zag microseconds since 1970, rounded to nearest.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeTimestamp(self)
    }

    /// Zig-zag microseconds since 1970.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readTimestamp()
    }
}

extension URL: SheafCodable {
    /// `url`.
    @inlinable public static var sheafTypeName: String { "url" }

    /// The absolute string.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        try writer.writeURL(self)
    }

    /// A string that must parse as a URL.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readURL()
    }
}

extension UUID: SheafCodable, SheafMapKey {
    /// `uuid`.
    @inlinable public static var sheafTypeName: String { "uuid" }

    /// Length 16 and the RFC 4122 bytes.
    @inlinable
    public func encode(to writer: inout SheafWriter) throws(SheafError) {
        writer.writeUUID(self)
    }

    /// Length 16 and the RFC 4122 bytes.
    @inlinable
    public init(from reader: inout SheafReader) throws(SheafError) {
        self = try reader.readUUID()
    }

    /// By the 16 bytes, first byte most significant.
    @inlinable
    public static func sheafKeyPrecedes(_ lhs: UUID, _ rhs: UUID) -> Bool {
        withUnsafeBytes(of: lhs.uuid) { left in
            withUnsafeBytes(of: rhs.uuid) { right in
                left.lexicographicallyPrecedes(right)
            }
        }
    }

    /// Lowercase with hyphens.
    public var sheafKeyText: String {
        UUIDText.string(self)
    }
}

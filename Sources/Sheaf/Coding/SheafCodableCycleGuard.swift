/// Stops `Codable` encoding of a class instance that contains itself.
///
/// Sheaf's binary form keeps shared instances and cycles, but `Codable` has no way to express
/// them: an encoder would follow a cycle forever. Generated classes wrap their
/// `encode(to: Encoder)` in ``encode(_:to:_:)``, which turns a cycle into an
/// `EncodingError` instead of unbounded recursion. (Shared instances without a cycle are
/// simply encoded once per reference.)
public enum SheafCodableCycleGuard {
    /// The instances being encoded on the current task or thread, outermost first.
    @TaskLocal static var active: Set<ObjectIdentifier> = []

    /// Runs `body`, which encodes `object`, unless `object` is already being encoded further out.
    ///
    /// - Parameters:
    ///   - object: The instance about to be encoded.
    ///   - encoder: The encoder (for the error's coding path).
    ///   - body: Encodes the instance's fields.
    /// - Throws: `EncodingError.invalidValue` on a cycle, or what `body` throws.
    public static func encode(_ object: AnyObject, to encoder: any Encoder, _ body: () throws -> Void) throws {
        let identifier = ObjectIdentifier(object)
        if active.contains(identifier) {
            throw EncodingError.invalidValue(
                object,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "\(type(of: object)) instance contains itself; Codable cannot express cycles (the Sheaf archive form can)"
                )
            )
        }
        var inner = active
        inner.insert(identifier)
        try $active.withValue(inner) {
            try body()
        }
    }
}

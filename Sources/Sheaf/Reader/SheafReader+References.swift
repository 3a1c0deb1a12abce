extension SheafReader {
    /// Reads a class instance's bare form.
    ///
    /// `r = 0`: a new instance is created with ``SheafClass/init(sheafPlaceholder:)``, numbered
    /// and registered *before* its fields are decoded (so references back to it from inside —
    /// cycles — resolve), then filled by ``SheafClass/decodeSheafFields(from:)``.
    /// `r = k`: the k-th instance of this archive, which must already have started and be a `T`.
    ///
    /// - Parameter type: The class expected.
    /// - Returns: The instance.
    /// - Throws: ``SheafError/Code/danglingReference``, ``SheafError/Code/referenceTypeMismatch``,
    ///   ``SheafError/Code/lengthMismatch``, or what decoding the fields throws.
    @inlinable
    public mutating func readInstance<T: SheafClass>(_ type: T.Type) throws(SheafError) -> T {
        let frame = try beginLengthDelimited()
        let referenceOffset = position
        let reference = try readVarint()
        if reference == 0 {
            let object = T(sheafPlaceholder: ())
            instances.append(object as AnyObject)
            try object.decodeSheafFields(from: &self)
            try endLengthDelimited(frame)
            return object
        }
        guard reference <= UInt64(instances.count) else {
            throw SheafError(
                .danglingReference, offset: referenceOffset,
                message: "reference to instance \(reference), but only \(instances.count) ha\(instances.count == 1 ? "s" : "ve") appeared"
            )
        }
        guard let object = instances[Int(reference) &- 1] as? T else {
            throw SheafError(
                .referenceTypeMismatch, offset: referenceOffset,
                message: "instance \(reference) is a \(Swift.type(of: instances[Int(reference) - 1])), expected \(T.self)"
            )
        }
        try endLengthDelimited(frame)
        return object
    }

    /// The number of class instances decoded so far.
    @inlinable
    public var instanceCount: Int {
        instances.count
    }

    /// Registers an instance created by a custom decoder (the next instance number goes to it).
    ///
    /// - Parameter object: The instance.
    @inlinable
    public mutating func registerInstance(_ object: AnyObject) {
        instances.append(object)
    }

    /// Reads a protocol value's bare form: length, tag, then the member's bare form, decoding
    /// only to the members `Family` lists.
    ///
    /// - Parameter family: The family expected.
    /// - Returns: The member value.
    /// - Throws: ``SheafError/Code/unknownFamilyTag`` naming the tag, or what decoding throws.
    @inlinable
    public mutating func readFamilyValue<Family: SheafFamily>(_ family: Family.Type) throws(SheafError) -> Family.Value {
        let frame = try beginLengthDelimited()
        let tagOffset = position
        let tag = try readString()
        guard let value = try Family.decodeMember(tag: tag, from: &self) else {
            return try readOpaqueMember(family, tag: tag, at: tagOffset, frame)
        }
        try endLengthDelimited(frame)
        return value
    }

    /// Reads a member whose tag `Family` does not list as its opaque member, after checking
    /// that it can be one: a well-formed tag and a bare form that is not a class instance's.
    @usableFromInline
    mutating func readOpaqueMember<Family: SheafFamily>(
        _ family: Family.Type, tag: String, at tagOffset: Int, _ frame: Frame
    ) throws(SheafError) -> Family.Value {
        let name = Family.sheafTypeName
        guard SheafFamilyTag.isWellFormed(tag) else {
            throw SheafError(.unknownFamilyTag, offset: tagOffset, message: "\"\(tag)\" is not a well-formed member tag of \(name)")
        }
        guard !SheafFamilyTag.startsClassInstance(&self) else {
            throw SheafError(
                .unknownFamilyTag, offset: tagOffset,
                message: "tag \"\(tag)\" names no member of \(name), and the member is a class instance, which cannot be kept opaque")
        }
        guard let value = try Family.decodeOpaqueMember(tag: tag, from: &self) else {
            throw SheafError(.unknownFamilyTag, offset: tagOffset, message: "tag \"\(tag)\" names no member of \(name)")
        }
        try endLengthDelimited(frame)
        return value
    }

    /// Reads a list of protocol values: length, count, then each value's bare form.
    ///
    /// - Parameter family: The family expected.
    /// - Returns: The member values.
    /// - Throws: As ``readFamilyValue(_:)``, with the element's index in the path.
    @inlinable
    public mutating func readFamilyList<Family: SheafFamily>(_ family: Family.Type) throws(SheafError) -> [Family.Value] {
        let frame = try beginLengthDelimited()
        let count = try readCount(minimumElementSize: 1)
        var values: [Family.Value] = []
        values.reserveCapacity(reservation(for: count, stride: MemoryLayout<Family.Value>.stride))
        for index in 0..<count {
            do {
                values.append(try readFamilyValue(family))
            } catch {
                throw error.prepending(.index(index))
            }
        }
        try endLengthDelimited(frame)
        return values
    }

    /// Reads the value of a protocol-valued field, rejecting a second occurrence of its id and
    /// adding the field's name to the path of any error that passes through.
    ///
    /// - Parameters:
    ///   - key: The field's key, from ``nextKey()``.
    ///   - seen: The ids seen so far in this struct, class or payload case.
    ///   - name: The field's name, for error paths.
    ///   - family: The family expected.
    /// - Returns: The member value.
    /// - Throws: ``SheafError/Code/duplicateField``, ``SheafError/Code/wireKindMismatch``, or as
    ///   ``readFamilyValue(_:)``.
    @inlinable
    public mutating func readFamilyField<Family: SheafFamily>(
        _ key: SheafFieldKey, _ seen: inout SheafFieldSet, _ name: StaticString, family: Family.Type
    ) throws(SheafError) -> Family.Value {
        guard seen.insert(key.id) else {
            throw duplicateFieldError(key, name: name.description)
        }
        do throws(SheafError) {
            guard key.kind == .len else {
                throw wireKindMismatch(key, expected: .len)
            }
            return try readFamilyValue(family)
        } catch {
            throw error.prepending(.field(name.description))
        }
    }
}

import SheafSchema

/// The statements that encode and decode one field, binary and `Codable`, shared by
/// structs, classes and payload-enum cases.
///
/// Binary decoding declares one local per field (`_name`), assigns it from the field's key
/// in a `switch`, then checks required fields; encoding writes each field in id order.
struct FieldCoder {
    let context: GeneratorContext
    /// The declared defaults of the type whose fields these are.
    let defaults: DeclaredDefaults

    /// - Parameter typeName: The Swift type the fields belong to, when it is not the
    ///   declaration itself (a family's opaque member).
    init(context: GeneratorContext, declaration: TypeDeclaration, typeName: String? = nil) {
        self.context = context
        self.defaults = DeclaredDefaults(context: context, declaration: declaration, typeName: typeName)
    }

    /// How a field's value reaches the wire.
    enum Shape {
        /// `any P`, written with the family's encoder.
        case family(String)
        /// `(any P)?`.
        case optionalFamily(String)
        /// `[any P]`.
        case familyList(String)
        /// Protocol values deeper inside optionals, lists or maps: converted to the wire type.
        case converted
        /// Everything else: the type is `SheafCodable` itself.
        case plain
    }

    func shape(_ type: TypeReference) -> Shape {
        switch type {
        case .protocolValue(let name): .family(name)
        case .optional(.protocolValue(let name)): .optionalFamily(name)
        case .list(.protocolValue(let name)): .familyList(name)
        default: context.containsFamily(type) ? .converted : .plain
        }
    }

    /// The local variable that collects the field while decoding.
    func local(_ field: Field) -> String {
        "_" + field.name
    }

    /// Whether the field's type is a bare generic parameter: required unless the argument has
    /// a natural default (in `Pair<string?, int8>`, `first` is optional).
    func isGenericParameter(_ field: Field) -> Bool {
        if case .genericParameter = field.type { return true }
        return false
    }

    /// Whether decoding fails when the field is absent (the model's answer; a bare generic
    /// parameter's field is checked against its argument's default instead).
    func isRequired(_ field: Field) -> Bool {
        field.requiredness == .required
    }

    /// The value an absent field that is not required takes, in a function body: its declared
    /// default, else its natural default.
    func absentValue(_ field: Field) -> String {
        defaults.reference(to: field) ?? context.naturalDefault(field) ?? "[]"
    }

    /// The default a memberwise initialiser (or an enum case) gives the parameter, if any.
    func parameterDefault(_ field: Field) -> String? {
        defaults.name(of: field) ?? context.naturalDefault(field)
    }

    /// A memberwise initialiser's parameter for `field`: `label inner: Type = default`, with an
    /// inner name only where the label is an escaped keyword that cannot serve as one.
    func initializerParameter(_ field: Field) -> String {
        let label = SwiftNames.identifier(field.name)
        let inner = SwiftNames.parameter(field.name)
        let head = label == inner ? label : "\(label) \(inner)"
        return "\(head): \(context.swiftType(field.type))" + (parameterDefault(field).map { " = " + $0 } ?? "")
    }

    // MARK: - Binary

    /// Writes field `field` holding `value` (an expression), omitting defaults.
    func encodeStatement(_ field: Field, value: String) -> String {
        let id = field.id
        switch shape(field.type) {
        case .family(let name), .optionalFamily(let name):
            return "try writer.writeFamilyField(\(id), \(value), family: \(GeneratorContext.familyEnum(name)).self)"
        case .familyList(let name):
            return "try writer.writeFamilyListField(\(id), \(value), family: \(GeneratorContext.familyEnum(name)).self)"
        case .converted:
            return "try writer.writeField(\(id), \(context.toWire(value, field.type)))"
        case .plain:
            guard let reference = defaults.reference(to: field) else {
                return "try writer.writeField(\(id), \(value))"
            }
            // (For floats the runtime's overload compares bit patterns, so -0.0 and NaN
            // defaults are recognised exactly.)
            return "try writer.writeField(\(id), \(value), default: \(reference))"
        }
    }

    /// Declares the field's local with its value for an absent field.
    func localDeclaration(_ field: Field) -> String {
        let name = local(field)
        if isGenericParameter(field) || isRequired(field) {
            return "var \(name): \(context.swiftType(.optional(field.type))) = nil"
        }
        let initial = absentValue(field)
        return "var \(name): \(context.swiftType(field.type)) = \(initial)"
    }

    /// Reads the field's value into its local (inside `case id:`).
    func readStatement(_ field: Field) -> String {
        let target = local(field)
        let name = SwiftNames.stringLiteral(field.name)
        switch shape(field.type) {
        case .family(let family), .optionalFamily(let family):
            return "\(target) = try reader.readFamilyField(key, &seen, \(name), family: \(GeneratorContext.familyEnum(family)).self)"
        case .familyList(let family):
            return "\(target) = try reader.readFamilyListField(key, &seen, \(name), family: \(GeneratorContext.familyEnum(family)).self)"
        case .converted:
            let read = "(try reader.readField(key, &seen, \(name)) as \(context.wireType(field.type)))"
            return "\(target) = " + context.fromWire(read, field.type)
        case .plain:
            return "\(target) = try reader.readField(key, &seen, \(name))"
        }
    }

    /// Checks that a required field was present (after the loop), unwrapping its local.
    func finishStatement(_ field: Field) -> String? {
        let target = local(field)
        let missing = "throw reader.missingRequiredField(\(SwiftNames.stringLiteral(field.name)), id: \(field.id))"
        if isGenericParameter(field) {
            return "guard let \(target) = \(target) ?? \(context.swiftType(field.type)).sheafDefaultValue else { \(missing) }"
        }
        if isRequired(field) {
            return "guard let \(target) else { \(missing) }"
        }
        return nil
    }

    /// Prints the key loop that reads `fields`; `unknown` is the statement for other ids.
    func printReadLoop(_ fields: [Field], unknown: String, into printer: inout CodePrinter) {
        printer.block("while let key = try reader.nextKey() {") { printer in
            if fields.isEmpty {
                printer.line(unknown)
                return
            }
            printer.line("switch key.id {")
            for field in context.wireOrder(fields) {
                printer.line("case \(field.id):")
                printer.indented { $0.line(readStatement(field)) }
            }
            printer.line("default:")
            printer.indented { $0.line(unknown) }
            printer.line("}")
        }
    }

    /// Prints the writes of a message's fields in id order, with the kept unknown fields
    /// (`sheafUnknownFields`) merged in between by id: structs, classes and opaque family
    /// members write their bare forms alike.
    func printFieldWrites(_ fields: [Field], into printer: inout CodePrinter) {
        let keepsPayloadCases = keepsPayloadCases(fields)
        printer.line("var cursor = 0")
        if keepsPayloadCases {
            printer.line("let caseScope = writer.enterPayloadCaseScope(sheafUnknownFields)")
        }
        for field in context.wireOrder(fields) {
            printer.line("writer.writeUnknownFields(sheafUnknownFields, below: \(field.id), cursor: &cursor)")
            printer.line(encodeStatement(field, value: "self." + SwiftNames.identifier(field.name)))
        }
        printer.line("writer.writeUnknownFields(sheafUnknownFields, cursor: &cursor)")
        if keepsPayloadCases {
            printer.line("writer.leavePayloadCaseScope(caseScope)")
        }
    }

    /// Whether a message with these fields keeps the unknown case fields of the payload-enum
    /// values they hold (an enum case cannot keep them itself).
    func keepsPayloadCases(_ fields: [Field]) -> Bool {
        fields.contains { context.holdsPayloadEnum($0.type) }
    }

    /// Prints the reads of a message's fields into their locals, keeping other fields in
    /// `unknown` and checking the required ones; the caller assigns the locals.
    func printFieldReads(_ fields: [Field], into printer: inout CodePrinter) {
        let keepsPayloadCases = keepsPayloadCases(fields)
        printer.line("var seen = SheafFieldSet()")
        printer.line("var unknown = SheafUnknownFields()")
        if keepsPayloadCases {
            printer.line("let caseMark = reader.payloadCaseMark")
        }
        for field in context.wireOrder(fields) {
            printer.line(localDeclaration(field))
        }
        printReadLoop(fields, unknown: "try reader.captureUnknownField(key, &seen, into: &unknown)", into: &printer)
        if keepsPayloadCases {
            printer.line("reader.takePayloadCases(since: caseMark, into: &unknown)")
        }
        for field in context.wireOrder(fields) {
            if let statement = finishStatement(field) {
                printer.line(statement)
            }
        }
    }

    // MARK: - Codable

    /// The key expression for a field.
    func codingKey(_ field: Field) -> String {
        "SheafCodingKey(\(SwiftNames.stringLiteral(field.name)))"
    }

    /// Encodes the field into `container` (nil optionals left out).
    func codableEncodeStatement(_ field: Field, value: String, container: String = "container") -> String {
        let key = codingKey(field)
        if case .optional = field.type {
            return "try \(container).encodeIfPresent(\(context.toWire(value, field.type)), forKey: \(key))"
        }
        return "try \(container).encode(\(context.toWire(value, field.type)), forKey: \(key))"
    }

    /// An expression decoding the field from `container`, with the schema's defaults for
    /// absent keys; `error` is what to throw when a required key is missing.
    func codableDecodeStatements(_ field: Field, container: String = "container") -> [String] {
        var key = codingKey(field)
        if !field.aliases.isEmpty {
            // Former names still decode (the name wins when both are present).
            let aliases = field.aliases.map(SwiftNames.stringLiteral).joined(separator: ", ")
            key = "\(container).sheafKey(\(SwiftNames.stringLiteral(field.name)), aliases: [\(aliases)])"
        }
        let target = local(field)
        let wire = context.wireType(field.type)
        if isGenericParameter(field) {
            let parameter = context.swiftType(field.type)
            return [
                "guard let \(target) = try \(container).decodeIfPresent(\(parameter).self, forKey: \(key)) ?? \(parameter).sheafDefaultValue else {",
                "    throw DecodingError.keyNotFound(\(key), DecodingError.Context(codingPath: \(container).codingPath, debugDescription: \"required field '\(field.name)' is missing\"))",
                "}",
            ]
        }
        if isRequired(field) {
            return ["let \(target) = " + context.fromWire("try \(container).decode(\(wire).self, forKey: \(key))", field.type)]
        }
        if case .optional(let wrapped) = field.type {
            let read = "try \(container).decodeIfPresent(\(context.wireType(wrapped)).self, forKey: \(key))"
            if context.containsFamily(field.type) {
                return ["let \(target) = " + context.fromWire("(\(read))", field.type)]
            }
            return ["let \(target) = " + read]
        }
        let fallback = absentValue(field)
        if context.containsFamily(field.type) {
            let read = "(try \(container).decodeIfPresent(\(wire).self, forKey: \(key)) ?? \(fallback))"
            return ["let \(target) = " + context.fromWire(read, field.type)]
        }
        return ["let \(target) = try \(container).decodeIfPresent(\(wire).self, forKey: \(key)) ?? \(fallback)"]
    }
}

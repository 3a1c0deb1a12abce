import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafTestSupport
import Testing

/// The dynamic decoder's, the validator's and the JSON reader's resource bounds (docs/HostileInput.md,
/// FORMAT §10) against hand-built hostile inputs.
@Suite("Dynamic resource bounds")
struct DynamicBoundsTests {
    let set: SchemaSet

    init() throws {
        set = try LimitsSchema.load()
    }

    static let twoToThe60 = LimitsSchema.varint(1 << 60)  // 9 bytes

    /// Box<T> bodies whose field 1 (key 0A) declares more than the input holds; the offset
    /// is counted from the start of the body.
    static let oversized: [(rootType: String, body: [UInt8], code: SheafError.Code, offset: Int)] = [
        ("Box<[string]>", [0x0B, 0x0A, 0x09] + twoToThe60, .countOutOfBounds, 3),
        ("Box<[Empty]>", [0x0B, 0x0A, 0x09] + twoToThe60, .countOutOfBounds, 3),
        ("Box<[float64]>", [0x0B, 0x0A, 0x09] + twoToThe60, .countOutOfBounds, 3),
        ("Box<[int64]>", [0x0C, 0x0A, 0x0A] + twoToThe60 + [0x08], .countOutOfBounds, 3),
        ("Box<[string: Empty]>", [0x0B, 0x0A, 0x09] + twoToThe60, .countOutOfBounds, 3),
        ("Box<[int8: [bool]]>", [0x0B, 0x0A, 0x09] + twoToThe60, .countOutOfBounds, 3),
        ("Box<string>", [0x0A, 0x0A] + twoToThe60, .lengthOutOfBounds, 2),
        ("Box<bytes>", [0x0A, 0x0A] + twoToThe60, .lengthOutOfBounds, 2),
        ("Box<Empty>", twoToThe60, .lengthOutOfBounds, 0),
    ]

    @Test(
        "a declared count or length beyond the input fails at once, in the decoder and the validator",
        arguments: 0..<oversized.count)
    func oversizedDeclarations(_ index: Int) {
        let hostile = Self.oversized[index]
        let header = LimitsSchema.header(rootType: hostile.rootType)
        let archive = header + hostile.body
        let start = CPUTime.now()
        // Reserving 2^60 values would trap; the error proves the count was checked first.
        let error = #expect(throws: SheafError.self) { try DynamicWireDecoder(schemaSet: set).decode(archive) }
        #expect(error?.code == hostile.code, "\(hostile.rootType)")
        #expect(error?.offset == header.count + hostile.offset, "\(hostile.rootType)")
        let report = ArchiveValidator(schemaSet: set).validate(archive)
        #expect(report.errors.first?.code == hostile.code, "\(hostile.rootType)")
        #expect(report.errors.first?.offset == header.count + hostile.offset, "\(hostile.rootType)")
        #expect(CPUTime.now() - start < 1)
    }

    @Test("100 000 nested structs give depthLimitExceeded at level 101 in the decoder and the validator")
    func deepArchive() {
        let nests = LimitsSchema.nests(levels: 100_000)
        let header = LimitsSchema.header(rootType: "Nest")
        let archive = header + nests.bytes
        let error = #expect(throws: SheafError.self) { try DynamicWireDecoder(schemaSet: set).decode(archive) }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.offset == header.count + nests.levelOffsets[100])
        let report = ArchiveValidator(schemaSet: set).validate(archive)
        #expect(report.errors.map(\.code).contains(.depthLimitExceeded))
        #expect(report.errors.first?.offset == header.count + nests.levelOffsets[100])
    }

    @Test("100 000 nested JSON objects give depthLimitExceeded, not a stack overflow")
    func deepJSON() throws {
        let levels = 100_000
        let json = Array((String(repeating: "{\"inner\":", count: levels) + "{}" + String(repeating: "}", count: levels)).utf8)
        let error = #expect(throws: JSONFormError.self) {
            try DynamicJSON.read(json, rootType: try set.resolve(typeExpression: "Nest"), schemaSet: set)
        }
        #expect(error?.code == .depthLimitExceeded)
        // The syntax allows 2 × 100 + 1 brackets; the 202nd opens at 201 × 9 bytes.
        #expect(error?.location?.offset == 201 * 9)
    }

    @Test("100 levels of JSON objects read; 101 fail with the record depth")
    func jsonDepthBoundary() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: "{\"inner\":", count: levels - 1) + "{}" + String(repeating: "}", count: levels - 1)
        }
        let nest = try set.resolve(typeExpression: "Nest")
        let archive = try DynamicJSON.read(nested(100), rootType: nest, schemaSet: set)
        let bytes = try DynamicWireEncoder(schemaSet: set).encode(archive)
        #expect(try DynamicWireDecoder(schemaSet: set).decode(bytes) == archive)
        let error = #expect(throws: JSONFormError.self) { try DynamicJSON.read(nested(101), rootType: nest, schemaSet: set) }
        #expect(error?.code == .depthLimitExceeded)
    }

    @Test("decoding and validating time is linear: n and 8n empty structs in a list")
    func linearTime() throws {
        let decoder = DynamicWireDecoder(schemaSet: set)
        let validator = ArchiveValidator(schemaSet: set)
        let n = 20_000
        let small = LimitsSchema.emptyStructs(n)
        let large = LimitsSchema.emptyStructs(8 * n)
        let decodeSmall = try CPUTime.secondsPerByte(small) { _ = try decoder.decode($0) }
        let decodeLarge = try CPUTime.secondsPerByte(large) { _ = try decoder.decode($0) }
        #expect(decodeLarge < 6 * decodeSmall, "decoder: \(decodeLarge) s/byte at 8n against \(decodeSmall) at n")
        let validateSmall = CPUTime.secondsPerByte(small) { #expect(validator.validate($0).errors.isEmpty) }
        let validateLarge = CPUTime.secondsPerByte(large) { _ = validator.validate($0) }
        #expect(validateLarge < 6 * validateSmall, "validator: \(validateLarge) s/byte at 8n against \(validateSmall) at n")
    }

    @Test("JSON reading time is linear: n and 8n empty objects in a list")
    func jsonLinearTime() throws {
        func json(_ n: Int) -> [UInt8] {
            Array(("[" + Array(repeating: "{}", count: n).joined(separator: ",") + "]").utf8)
        }
        let type = try set.resolve(typeExpression: "[Empty]")
        let n = 20_000
        let small = try CPUTime.secondsPerByte(json(n)) { _ = try DynamicJSON.read($0, rootType: type, schemaSet: set) }
        let large = try CPUTime.secondsPerByte(json(8 * n)) { _ = try DynamicJSON.read($0, rootType: type, schemaSet: set) }
        #expect(large < 6 * small, "JSON: \(large) s/byte at 8n against \(small) at n")
    }
}

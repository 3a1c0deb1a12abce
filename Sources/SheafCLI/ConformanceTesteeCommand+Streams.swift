import Foundation
import Sheaf
import SheafDynamic
import SheafSchema
import SheafStreams

extension ConformanceTesteeCommand {
    /// The stream requests: `decode-stream` (`{"records": [TEXT…]}`, with the records read
    /// before an error and the error's code, offset, path, block and record) and
    /// `encode-stream` (`{"stream": HEX}`: each inner list of `blocks` appended, then flushed).
    static func answerStream(_ request: [String: Any], schemaSet: SchemaSet?) throws -> [String: Any] {
        let options = request["options"] as? [String: Any] ?? [:]
        let maxDepth = options["maxDepth"] as? Int ?? SheafOptions.defaultMaxDepth
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-testee-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stream.sheafs")
        let json = JSONFormOptions(maxDepth: maxDepth)
        switch request["do"] as? String {
        case "decode-stream":
            try Data(try hexBytes(request["stream"] as? String ?? "")).write(to: file)
            let expected = try (request["root"] as? String).flatMap { text in try schemaSet?.resolve(typeExpression: text) }
            let start = request["start"] as? Int ?? 0
            let end = request["end"] as? Int ?? Int.max
            var records: [String] = []
            do {
                let reader = try DynamicStreamReader(
                    contentsOf: file, schemaSet: schemaSet, rootType: expected,
                    options: SheafStreamOptions(records: SheafOptions(maxDepth: maxDepth)), byteRange: start..<max(start, end))
                while let record = try reader.next() {
                    records.append(try DynamicJSON.write(record, schemaSet: reader.schemaSet, options: json))
                }
            } catch let error as SheafStreamError {
                let inRecord = error.record != nil
                return [
                    "records": records,
                    "error": [
                        "code": error.code.rawValue, "offset": error.offset.map { $0 as Any } ?? NSNull(),
                        "path": inRecord ? error.path as Any : NSNull(), "block": error.block.map { $0 as Any } ?? NSNull(),
                        "record": error.record.map { $0 as Any } ?? NSNull(),
                    ],
                ]
            }
            return ["records": records]
        case "encode-stream":
            guard let schemaSet else { throw SheafError(.schemaMismatch, message: "encode-stream needs schemas") }
            let rootType = try schemaSet.resolve(typeExpression: request["root"] as? String ?? "")
            let codec = SheafStreamCodec(name: request["codec"] as? String ?? "none") ?? .none
            do {
                let writer = try DynamicStreamWriter(creatingAt: file, schemaSet: schemaSet, rootType: rootType, codec: codec)
                for block in request["blocks"] as? [[String]] ?? [] {
                    for text in block {
                        try writer.append(try DynamicJSON.read(Array(text.utf8), rootType: rootType, schemaSet: schemaSet, options: json))
                    }
                    try writer.flush()
                }
                try writer.close()
            } catch let error as SheafStreamError {
                return ["error": ["code": error.code.rawValue, "offset": NSNull(), "path": error.path]]
            } catch let error as JSONFormError {
                return ["error": ["code": error.code.rawValue, "offset": NSNull(), "path": error.pathDescription]]
            }
            return ["stream": try Data(contentsOf: file).map { String(format: "%02x", $0) }.joined()]
        default:
            return ["unsupported": request["do"] as? String ?? ""]
        }
    }
}

import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// `sheaf conformance-testee` (hidden): the tool as a testee of the conformance runner
/// (Conformance/runner.py; the protocol is in Conformance/README.md). It reads one JSON request
/// a line from standard input and writes one JSON reply a line: `decode` an archive (hex) into
/// its value in the JSON form, or `encode` a value in the JSON form into an archive (hex);
/// errors as their code, offset and path.
struct ConformanceTesteeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance-testee",
        abstract: "Answer the conformance runner's requests on standard input and output.",
        shouldDisplay: false)

    func run() throws {
        var schemaSets: [[String]: SchemaSet] = [:]
        while let line = readLine(strippingNewline: true) {
            guard let request = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw ValidationError("a request is not a JSON object: \(line)")
            }
            var reply: [String: Any]
            do {
                reply = try Self.reply(to: request, schemaSets: &schemaSets)
            } catch {
                // A request that cannot be carried out (schemas that do not load, a root type
                // that does not resolve) is said so in its reply, and the next one is answered.
                reply = ["invalidRequest": String(describing: error)]
            }
            reply["id"] = request["id"]
            Output.line(String(decoding: try JSONSerialization.data(withJSONObject: reply, options: [.sortedKeys]), as: UTF8.self))
        }
    }

    /// The reply to one request, without its `id`, loading its schema set on first use.
    ///
    /// - Throws: when the request cannot be carried out: its schemas do not load, or its root
    ///   type does not resolve in them.
    static func reply(to request: [String: Any], schemaSets: inout [[String]: SchemaSet]) throws -> [String: Any] {
        let paths = request["schemas"] as? [String] ?? []
        if schemaSets[paths] == nil {
            let loaded = SchemaLoader.load(paths: paths)
            if loaded.hasErrors {
                throw ValidationError("the schemas \(paths) do not load: \(loaded.renderer.render(loaded.diagnostics))")
            }
            schemaSets[paths] = loaded.schemaSet
        }
        return (request["do"] as? String)?.hasSuffix("-stream") == true
            ? try answerStream(request, schemaSet: paths.isEmpty ? nil : schemaSets[paths]!)
            : try answer(request, schemaSet: schemaSets[paths]!)
    }

    /// The reply to one request, without its `id`.
    static func answer(_ request: [String: Any], schemaSet: SchemaSet) throws -> [String: Any] {
        let options = request["options"] as? [String: Any] ?? [:]
        let maxDepth = options["maxDepth"] as? Int ?? SheafOptions.defaultMaxDepth
        let rootType = try schemaSet.resolve(typeExpression: request["root"] as? String ?? "")
        do {
            switch request["do"] as? String {
            case "decode":
                let bytes = try hexBytes(request["archive"] as? String ?? "")
                let limits = SheafOptions(
                    maxDepth: maxDepth, maxArchiveSize: options["maxArchiveSize"] as? Int ?? SheafOptions.defaultMaxArchiveSize)
                let value = try DynamicWireDecoder(schemaSet: schemaSet, options: limits).decode(bytes, as: rootType)
                return ["value": try DynamicJSON.write(value, schemaSet: schemaSet, options: JSONFormOptions(maxDepth: maxDepth))]
            case "encode":
                let text = request["value"] as? String ?? ""
                let value = try DynamicJSON.read(
                    Array(text.utf8), rootType: rootType, schemaSet: schemaSet, options: JSONFormOptions(maxDepth: maxDepth))
                let limits = SheafOptions(maxDepth: maxDepth, writeChecksum: request["checksum"] as? Bool ?? false)
                let bytes = try DynamicWireEncoder(schemaSet: schemaSet, options: limits).encode(value)
                return ["archive": bytes.map { String(format: "%02x", $0) }.joined()]
            default:
                return ["unsupported": request["do"] as? String ?? ""]
            }
        } catch let error as SheafError {
            return [
                "error": ["code": error.code.rawValue, "offset": error.offset.map { $0 as Any } ?? NSNull(), "path": error.pathDescription]
            ]
        } catch let error as JSONFormError {
            return [
                "error": [
                    "code": error.code.rawValue, "offset": error.location.map { $0.offset as Any } ?? NSNull(),
                    "path": error.pathDescription,
                ]
            ]
        }
    }

    /// The bytes of a plain hex text (two digits a byte, nothing else).
    static func hexBytes(_ text: String) throws -> [UInt8] {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { throw ValidationError("an odd number of hex digits") }
        return try stride(from: 0, to: digits.count, by: 2).map { index in
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                throw ValidationError("not hex digits at \(index)")
            }
            return byte
        }
    }
}

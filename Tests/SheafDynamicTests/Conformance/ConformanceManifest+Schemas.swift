import SheafSchema
import SheafTestSupport
import Testing

extension ConformanceManifest {
    /// The schema set of a case's schema files, loaded together.
    static func schemaSet(for testCase: Case) -> SchemaLoadResult {
        SchemaLoader.load(paths: testCase.schemas.map { root.appendingPathComponent($0).path })
    }
}

extension ConformanceManifest.Case: CustomTestStringConvertible {
    public var testDescription: String { id }
}

import Sheaf
import SheafDynamic
import SheafSchema
import Testing

/// Archives written by each version's generated code, read by every version's generated
/// code, by `SheafDynamic` with that version's schema, and by the validator — each cell
/// checked against ``CrossVersionMatrix``.
@Suite("Cross-version matrix")
struct CrossVersionMatrixTests {
    static func archive(_ cell: MatrixCell) throws -> [UInt8] {
        try cell.writer.generated.archive(of: cell.scenario.department)
    }

    @Test("generated code reads across versions", arguments: CrossVersionMatrix.cells)
    func generated(_ cell: MatrixCell) throws {
        let bytes = try Self.archive(cell)
        Self.check(cell, Result { () throws(SheafError) in try cell.reader.generated.read(bytes) })
    }

    @Test("SheafDynamic reads across versions", arguments: CrossVersionMatrix.cells)
    func dynamic(_ cell: MatrixCell) throws {
        let bytes = try Self.archive(cell)
        Self.check(cell, Result { () throws(SheafError) in try DynamicHR(version: cell.reader).read(bytes) })
    }

    @Test("the validator agrees with the readers", arguments: CrossVersionMatrix.cells)
    func validator(_ cell: MatrixCell) throws {
        let report = ArchiveValidator(schemaSet: cell.reader.schemaSet).validate(try Self.archive(cell))
        #expect(report.identity?.archiveVersion == cell.writer.rawValue)
        #expect(report.identity?.schemaVersion == cell.reader.rawValue)
        switch cell.outcome {
        case .reads:
            #expect(report.errors.isEmpty, "\(report.errors)")
            // A member the reader's version does not list is a note, not an error.
            let opaque = cell.scenario == .gymBenefit && cell.reader < .v4
            #expect(report.notes.map(\.pathDescription) == (opaque ? ["$.members[1].benefits[1]"] : []))
        case .fails(let code, let path, _, _, _):
            #expect(report.errors.map(\.code) == [code], "\(report.errors)")
            #expect(report.errors.first?.pathDescription == path)
        }
    }

    @Test("each writer's archive is what SheafDynamic writes for the same value", arguments: Scenario.allCases)
    func writersAgree(_ scenario: Scenario) throws {
        for writer in scenario.writers {
            let bytes = try writer.generated.archive(of: scenario.department)
            let dynamic = DynamicHR(version: writer)
            #expect(try dynamic.encoder.encode(dynamic.decoder.decode(bytes)) == bytes, "\(writer)")
        }
    }

    @Test("the matrix covers every writer and reader of every scenario")
    func coverage() {
        let cells = CrossVersionMatrix.cells
        #expect(cells.count == Scenario.allCases.map(\.writers.count).reduce(0, +) * HRVersion.allCases.count)
        // Same-version cells always read, with nothing kept or defaulted.
        for cell in cells where cell.writer == cell.reader {
            #expect(cell.outcome == .reads(), "\(cell.testDescription)")
        }
    }

    static func check(
        _ cell: MatrixCell, _ result: Result<DepartmentFacts, SheafError>, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        switch (cell.outcome, result) {
        case (.reads, .success(let facts)):
            #expect(facts == cell.expectedFacts, sourceLocation: sourceLocation)
        case (.fails(let code, let path, let mentioning, _, _), .failure(let error)):
            #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
            #expect(error.pathDescription == path, "\(error)", sourceLocation: sourceLocation)
            #expect(error.offset != nil, sourceLocation: sourceLocation)
            if let mentioning {
                #expect(error.message.contains(mentioning), "\(error)", sourceLocation: sourceLocation)
            }
        case (_, .success(let facts)):
            Issue.record("expected \(cell.outcome), read \(facts)", sourceLocation: sourceLocation)
        case (_, .failure(let error)):
            Issue.record("expected \(cell.outcome), failed: \(error)", sourceLocation: sourceLocation)
        }
    }
}

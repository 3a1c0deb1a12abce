import SheafSchema
import Testing

/// The matrix's expectations follow from `sheaf compat`: every failing cell is a change the
/// checker reports as breaking that direction, and a direction the checker calls compatible
/// has no failing cell.
@Suite("Matrix against sheaf compat")
struct MatrixAgreesWithCompatTests {
    static func report(_ a: HRVersion, _ b: HRVersion) -> CompatibilityReport {
        CompatibilityChecker.compare(old: min(a, b).schemaSet, new: max(a, b).schemaSet)
    }

    /// Reading a newer writer's archive is the forward direction, an older one's backward.
    static func direction(_ cell: MatrixCell) -> BrokenDirections {
        cell.writer > cell.reader ? .forward : .backward
    }

    @Test(
        "each failing cell is predicted by a breaking change",
        arguments: CrossVersionMatrix.cells.filter {
            if case .fails = $0.outcome { true } else { false }
        })
    func failuresArePredicted(_ cell: MatrixCell) {
        guard case .fails(_, _, _, let rule, let subject) = cell.outcome else { return }
        let changes = Self.report(cell.writer, cell.reader).changes
        #expect(
            changes.contains { $0.rule == rule && $0.breaks.contains(Self.direction(cell)) && $0.message.contains("'\(subject)'") },
            "\(changes)")
    }

    @Test("a direction compat calls compatible has no failing cell")
    func compatibleDirectionsRead() {
        for cell in CrossVersionMatrix.cells where cell.writer != cell.reader {
            let mode: CompatibilityMode = Self.direction(cell) == .forward ? .forward : .backward
            if Self.report(cell.writer, cell.reader).isCompatible(in: mode) {
                #expect(cell.outcome.isRead, "\(cell.testDescription)")
            }
        }
    }

    @Test("the series is backward compatible, and forward only from v1 to v2")
    func seriesSummary() {
        for old in HRVersion.allCases {
            for new in HRVersion.allCases where new > old {
                let report = Self.report(old, new)
                #expect(report.isCompatible(in: .backward))
                #expect(report.isCompatible(in: .forward) == (old == .v1 && new == .v2), "\(old)→\(new)")
            }
        }
    }
}

extension Outcome {
    var isRead: Bool {
        if case .reads = self { true } else { false }
    }
}

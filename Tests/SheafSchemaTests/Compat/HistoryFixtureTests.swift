import Foundation
import SheafSchema
import Testing

/// Each folder of `Fixtures/compat/history` is one history: `releases/` (one folder per
/// release, or something that is not a history folder at all), `new/` (the changed set) and
/// `expect.txt`, which says what must come out, in sections:
///
/// - `[order]`: the releases' labels in version order;
/// - `[backward forward …]`: for each mode named, the changes in report order as
///   `against RELEASE: FILE:LINE:COLUMN: RULE_ID (VERDICT)`, each followed by
///   `  old FILE:LINE:COLUMN` when the change points into the release's files too, then `compatible` or
///   `incompatible against FOLDER, …`; every mode must be covered;
/// - `[error]`: `CODE at LOCATION`, then `mentions TEXT` lines the message must contain;
/// - `[diagnostics]`: the releases' schema errors as `LOCATION: CODE`.
///
/// Paths are relative to the fixture folder; lines starting with `#` are comments.
@Suite("Compatibility over a history: fixtures")
struct HistoryFixtureTests {
    static let fixtures = HistoryFixture.all

    @Test("there are fixtures, good and bad")
    func fixturesExist() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test("reports exactly the expected outcome", arguments: fixtures)
    func outcome(fixture: HistoryFixture) throws {
        let expected = try fixture.sections()
        let new = SchemaLoader.load(paths: [fixture.path("new")])
        #expect(!new.hasErrors, "\(new.diagnostics)")

        let history: CompatibilityHistory
        do {
            let releases = try SchemaHistoryLoader.load(folder: fixture.path("releases"))
            let diagnostics = releases.flatMap { $0.schemas.diagnostics.filter { $0.severity == .error } }
            let shown = diagnostics.map { "\(fixture.relative("\($0.location)")): \($0.code.rawValue)" }
            #expect(shown == expected["diagnostics"] ?? [])
            guard diagnostics.isEmpty else { return }
            history = try CompatibilityHistory(releases: releases, new: new.schemaSet)
        } catch {
            let lines = try #require(expected["error"], "unexpected error: \(error)")
            #expect(fixture.relative("\(error.code) at \(error.location)") == lines.first)
            for line in lines.dropFirst() {
                let text = String(line.dropFirst("mentions ".count))
                #expect(line.hasPrefix("mentions ") && error.message.contains(text), "\(error.message)")
            }
            #expect(!error.message.isEmpty && !error.message.hasSuffix("."))
            return
        }
        #expect(expected["error"] == nil && expected["diagnostics"] == nil)

        if let order = expected["order"] {
            #expect(history.releases.map { fixture.relative("\($0.label)") } == order)
        }
        let modes = expected.keys.filter { !["order", "error", "diagnostics"].contains($0) }
        let covered = modes.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(covered.sorted() == HistoryMode.allCases.map(\.rawValue).sorted(), "every mode, once")
        for header in modes {
            for name in header.split(separator: " ") {
                let mode = try #require(HistoryMode(rawValue: String(name)))
                let report = history.compare(new: new, mode: mode)
                #expect(fixture.lines(of: report) == expected[header], "mode \(mode.rawValue)")
            }
        }
    }
}

/// One folder of `Fixtures/compat/history`.
struct HistoryFixture: CustomTestStringConvertible, Sendable {
    static let root = Fixtures.root.appendingPathComponent("compat").appendingPathComponent("history")
    let name: String
    var folder: URL { Self.root.appendingPathComponent(name) }
    var testDescription: String { name }

    static var all: [HistoryFixture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().map(HistoryFixture.init(name:))
    }

    /// A path inside the fixture.
    func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }

    /// Text with the fixture folder's path taken out of the paths it names.
    func relative(_ text: String) -> String {
        text.replacingOccurrences(of: folder.path + "/", with: "")
    }

    /// `expect.txt`, section by section (a mode section's header is its modes, space-separated).
    func sections() throws -> [String: [String]] {
        let text = try String(contentsOf: folder.appendingPathComponent("expect.txt"), encoding: .utf8)
        var sections: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
            if line.hasPrefix("[") && line.hasSuffix("]") {
                current = String(line.dropFirst().dropLast())
                sections[current!] = []
            } else if let current {
                sections[current, default: []].append(line)
            }
        }
        return sections
    }

    /// The lines a mode section expects for a report.
    func lines(of report: HistoryReport) -> [String] {
        let changes = report.changes.flatMap { change in
            let line = "against \(change.release): \(change.change.location): \(change.change.rule.rawValue) (\(change.change.breaks))"
            return [relative(line)] + (change.change.oldLocation.map { [relative("  old \($0)")] } ?? [])
        }
        let verdict =
            report.isCompatible
            ? "compatible"
            : "incompatible against " + report.brokenReleases.map { relative($0.folder) }.joined(separator: ", ")
        return changes + [verdict]
    }

    /// The change lines of every mode section, for the rule coverage check.
    func changeExpectations() throws -> [String] {
        try sections().filter { !["order", "error", "diagnostics"].contains($0.key) }.values.flatMap { $0 }
    }
}

import Foundation
import SheafSchema

/// Paths of the test fixtures, found from this file's location (no SwiftPM resources).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The repository's top folder.
    static let repository =
        root
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the files in a fixture folder with an extension, sorted.
    static func files(in folder: String, withExtension ext: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted()
    }

    /// The path of a fixture.
    static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder).appendingPathComponent(name).path
    }
}

extension Diagnostic {
    /// The header lines of a diagnostic and its notes, with file paths reduced to their
    /// last component: `file.yaml:3:5: error: message`.
    var headerLines: [String] {
        func line(_ location: SourceLocation, _ severity: String, _ message: String) -> String {
            let file = URL(fileURLWithPath: location.file).lastPathComponent
            return "\(file):\(location.line):\(location.column): \(severity): \(message)"
        }
        return [line(location, severity.rawValue, message)]
            + notes.map { line($0.location, "note", $0.message) }
    }
}

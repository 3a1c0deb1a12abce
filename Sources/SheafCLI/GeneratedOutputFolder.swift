import Foundation
import SheafGenerator

/// The folder `sheaf generate` writes to: it writes the files that changed and removes the
/// ones it wrote earlier for schema files that are gone.
///
/// A file counts as the generator's own when its name ends in `.sheaf.swift` and it starts
/// with the generator's header (`// DO NOT EDIT.` then `// Source: PATH`). Such a file is
/// stale when this run did not produce it and its `PATH` no longer names a file (relative
/// paths are taken from the current folder, as the generator was given them). Everything
/// else — hand-written files, files with other headers, subfolders, symbolic links, and
/// output of schema files that still exist but were not named this time (another schema
/// set may share the folder) — is left alone.
struct GeneratedOutputFolder {
    /// A failure to write or remove, with the path concerned.
    struct Failure: Error {
        var message: String
    }

    /// The file name suffix of every generated file.
    static let fileSuffix = ".sheaf.swift"

    /// How much of a file is read to recognise the header; a `Source:` path longer than
    /// this is not recognised, and the file is kept.
    static let headerLimit = 4096

    let path: String

    /// Writes `files` (skipping those whose contents would not change), then removes stale ones.
    func update(with files: [GeneratedFile]) throws(Failure) {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                let url = folder.appendingPathComponent(file.fileName)
                let data = Data(file.contents.utf8)
                if let existing = try? Data(contentsOf: url), existing == data { continue }
                try data.write(to: url, options: .atomic)
            }
        } catch {
            throw Failure(message: "cannot write to '\(path)': \(error.localizedDescription)")
        }
        let kept = Set(files.map(\.fileName))
        for name in staleFiles(excluding: kept) {
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw Failure(message: "cannot remove the stale file '\(file.path)': \(error.localizedDescription)")
            }
        }
    }

    /// The names of stale generated files in the folder, sorted.
    func staleFiles(excluding current: Set<String>) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { name in
            guard name.hasSuffix(Self.fileSuffix), !current.contains(name) else { return false }
            let file = (path as NSString).appendingPathComponent(name)
            guard (try? FileManager.default.attributesOfItem(atPath: file)[.type] as? FileAttributeType) == .typeRegular,
                let source = Self.schemaPath(ofFileAt: file)
            else { return false }
            return !FileManager.default.fileExists(atPath: source)
        }
        .sorted()
    }

    /// The schema path in a generated file's header, or nil when the file does not start
    /// with the generator's header.
    static func schemaPath(ofFileAt file: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: headerLimit) else { return nil }
        return GeneratedFile.schemaPath(inHeaderOf: Array(head))
    }
}

/// Turns the paths given on a command line into the list of schema files to load.
///
/// - A file's name must end in `.yaml`, the one rule for schema file names: a file named
///   otherwise (`x.yml`, `x.txt`) is not read (`not-schema-file`, with the name to rename it
///   to for `.yml`), as it would not be read inside a folder or by the build plugin.
/// - A folder contributes the `*.yaml` files directly inside it, sorted by the bytes
///   of their UTF-8 paths so the order is the same on every machine. Subfolders are
///   **not** searched: a folder of schemas may keep an evolution series (`v1/`, `v2/`,
///   …) or fixtures beside it, and those are separate schema sets, to be named
///   explicitly. As with the shell's `*.yaml`, names starting with `.` (editor lock
///   and backup files) are skipped, and the extension is matched exactly (`.yml` and
///   `.YAML` are not schema files). A folder whose name ends in `.yaml` is still a
///   folder and is skipped.
/// - A file reached twice (named itself and through its folder, say) is loaded once,
///   at its first place; paths are compared after removing `.` components and
///   repeated slashes, but symbolic links are not resolved.
///
/// Problems are diagnostics located at line 1, column 1 of the path concerned: the
/// `path:line:column` form is what editors and the renderer expect, and 1:1 opens the
/// file (or names the folder) at its start.
public enum SchemaFileFinder {
    /// The extension of schema files inside folders, without the dot.
    public static let fileExtension = "yaml"

    /// Whether a file in a schema folder is a schema file: its name ends in `.yaml` and
    /// does not start with `.`. The one rule for folders, used by every command and, word
    /// for word, by the build plugin (which cannot link this library; a test compares the
    /// two texts).
    public static func isSchemaFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && name.hasSuffix(".yaml")
    }

    /// The schema files named by command-line arguments.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, in command-line order.
    ///   - diagnostics: Receives `unreadableFile` for a path that does not exist or a
    ///     folder that cannot be listed, and `noSchemaFiles` for a folder without
    ///     `*.yaml` files.
    /// - Returns: File paths in argument order, each folder's files sorted, without
    ///   duplicates. Paths inside a folder are the folder path as given, a `/`, and the
    ///   file name.
    public static func schemaFiles(for paths: [String], diagnostics: inout DiagnosticCollector) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        func add(_ file: String) {
            if seen.insert(normalized(file)).inserted { files.append(file) }
        }
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .missing:
                diagnostics.error(.unreadableFile, at: start(of: path), "no such file or folder")
            case .file:
                guard fileName(of: path).hasSuffix("." + fileExtension) else {
                    diagnostics.error(.notSchemaFile, at: start(of: path), notSchemaFileMessage(path))
                    continue
                }
                add(path)
            case .directory:
                schemaFiles(inFolder: path, diagnostics: &diagnostics).forEach(add)
            }
        }
        return files
    }

    private static func schemaFiles(inFolder folder: String, diagnostics: inout DiagnosticCollector) -> [String] {
        let names: [String]
        do {
            names = try FileSystem.entries(ofDirectory: folder)
        } catch {
            diagnostics.error(.unreadableFile, at: start(of: folder), error.reason)
            return []
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let files =
            names
            .filter(isSchemaFileName)
            .map { prefix + $0 }
            .filter { FileSystem.kind(of: $0) != .directory }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if files.isEmpty {
            // `.yml` files are the likely mistake; naming them says why nothing was found.
            let near = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".yml") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .map { "'\($0)'" }
            var why = ""
            if let last = near.last {
                let list = near.count == 1 ? last : near.dropLast().joined(separator: ", ") + " and " + last
                why = "; schema files end in .\(fileExtension), so \(list) \(near.count == 1 ? "is" : "are") not read"
            }
            diagnostics.error(.noSchemaFiles, at: start(of: folder), "the folder holds no *.\(fileExtension) file" + why)
        }
        return files
    }

    /// Why a named file is not read, with the name to rename a `.yml` file to.
    private static func notSchemaFileMessage(_ path: String) -> String {
        let name = fileName(of: path)
        let message = "not a schema file: schema file names end in .\(fileExtension)"
        guard name.hasSuffix(".yml") else { return message }
        return message + "; rename it to '\(name.dropLast(4)).\(fileExtension)'"
    }

    /// The last component of a path.
    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func start(of path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// The path without `.` components and repeated or trailing slashes, so that
    /// `./a.yaml` and `a.yaml` count as one file.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let components = path.split(separator: "/").filter { $0 != "." }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

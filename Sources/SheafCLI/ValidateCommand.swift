import ArgumentParser
import Foundation
import Sheaf
import SheafDynamic
import SheafSchema

/// `sheaf validate --schema SCHEMA… ARCHIVE…`: check archives against schemas and report every
/// error with its byte offset and path.
///
/// Output, one archive after another, in the order given:
/// - a valid archive: `ARCHIVE: ok: NAME vVERSION (fingerprint HEX), root TYPE; RELATION` on
///   standard output, where RELATION compares the archive's schema identity with the given
///   schema (`same version as the schema, fingerprint matches`, `older than the schema (v3),
///   fingerprint differs (schema HEX)`, …);
/// - an invalid one: each error as `ARCHIVE: offset N: PATH: MESSAGE [CODE]` on standard
///   error, in reading order (the first is the one a decoder stops at; errors in entries of
///   the instance table that no reference reaches come last, with the path `@k`), then
///   `ARCHIVE: invalid (K errors)` followed by `: ` and the
///   identity facts when the header could be read, then, when the archive was written under
///   another version, `ARCHIVE: note: …` saying which compatibility direction the errors are;
/// - before either, each protocol value whose member the schema does not list (an opaque
///   member, kept by readers, not an error) as `ARCHIVE: note: offset N: PATH: MESSAGE` on
///   standard error;
/// - a valid archive of the schema's version with another fingerprint also gets
///   `ARCHIVE: warning: …` on standard error (the exit status is unchanged).
///
/// Archives of any version are checked the way readers of the given schema read them: unknown
/// fields are skipped, missing ones take their defaults.
///
/// Exit status: 0 when every archive is valid, 1 when any is invalid or unreadable (or the
/// schemas do not check), 64 for usage errors.
struct ValidateCommand: ArgumentChecking {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check archives against schemas; print every error with its byte offset and path.",
        usage:
            "sheaf validate [--schema <schema> ...] [--max-depth <max-depth>] [--max-archive-size <max-archive-size>] <archive> ...",
        discussion: """
            --schema takes schema files (*.yaml) and folders; the first other path ends \
            the list and starts the archives (or repeat --schema, or put the archives after --).
            Errors are printed as ARCHIVE: offset N: $.path: message [code]; an error in an \
            entry of the instance table that no reference reaches has the path @k (entry k).
            Record streams need no --schema (they embed theirs): every block and record is read, \
            and an error reads FILE: block B, record R, offset N, $.path: message [code].
            """)

    @OptionGroup var schemas: SchemaOptions

    @Argument(help: "Archive files.")
    var archives: [String] = []

    mutating func checkArguments() throws {
        archives = schemas.takeNonSchemaPaths() + archives
        if archives.isEmpty { throw ValidationError("Give at least one archive to validate.") }
        // Record streams carry their schema; archives need one.
        if !areStreams { try schemas.requireSchemas() }
    }

    /// Whether every file given is a record stream.
    private var areStreams: Bool {
        archives.allSatisfy(StreamFiles.isStream)
    }

    func run() throws {
        if areStreams {
            try validateStreams()
            return
        }
        let validator = ArchiveValidator(schemaSet: try schemas.load(), options: schemas.sheafOptions)
        var allValid = true
        for path in archives {
            let report = Self.check(path, with: validator)
            for note in report.notes {
                Output.error("\(path): note: offset \(note.offset): \(note.pathDescription): \(note.message)")
            }
            if report.isValid {
                Output.line("\(path): ok" + (report.identity.map { ": " + $0.summary } ?? ""))
                if let warning = report.identity.flatMap(Self.versionWarning) { Output.error("\(path): warning: \(warning)") }
                continue
            }
            allValid = false
            var text = ""
            for error in report.errors {
                text += ErrorLine.archive(error, in: path) + "\n"
            }
            let count = report.errors.count
            let limit = report.reachedErrorLimit ? ", stopped there" : ""
            text += "\(path): invalid (\(count) error\(count == 1 ? "" : "s")\(limit))" + (report.identity.map { ": " + $0.summary } ?? "")
            if let note = report.identity.flatMap(Self.versionNote) { text += "\n\(path): note: \(note)" }
            Output.error(text)
        }
        if !allValid { throw ExitCode(1) }
    }

    /// The report for one archive file; a file that cannot be read is a one-error report.
    /// Every block and record of each stream: `FILE: ok (N records in B blocks)`, or the error
    /// line and `FILE: invalid (1 error)` (reading stops at the first error).
    private func validateStreams() throws {
        let set = schemas.schema.isEmpty ? nil : try schemas.load()
        var allValid = true
        for path in archives {
            let (records, blocks, error) = StreamFiles.records(path, schemaSet: set, options: schemas.sheafOptions) { _ in }
            guard let error else {
                Output.line("\(path): ok (\(records) record\(records == 1 ? "" : "s") in \(blocks) block\(blocks == 1 ? "" : "s"))")
                continue
            }
            allValid = false
            Output.error(StreamFiles.errorLine(error, in: path) + "\n\(path): invalid (1 error)")
        }
        if !allValid { throw ExitCode(1) }
    }

    private static func check(_ path: String, with validator: ArchiveValidator) -> ArchiveValidationReport {
        let url = URL(fileURLWithPath: path)
        switch Result(catching: { () throws(SheafError) -> [UInt8] in try SheafFile.read(url, maxSize: validator.options.maxArchiveSize) })
        {
        case .success(let bytes): return validator.validate(bytes)
        case .failure(let error): return ArchiveValidationReport(header: nil, identity: nil, errors: [error])
        }
    }

    /// For an invalid archive written under another version than the schema's: which
    /// direction its errors are (docs/Versioning.md, "Reading across versions").
    private static func versionNote(_ identity: SchemaIdentityComparison) -> String? {
        guard let schemaVersion = identity.schemaVersion else { return nil }
        switch identity.versionRelation {
        case .newer?:
            return "the archive is newer (v\(identity.archiveVersion)) than the schema (v\(schemaVersion)): "
                + "these are the errors readers built from v\(schemaVersion) meet (forward compatibility)"
        case .older?:
            return "the archive is older (v\(identity.archiveVersion)) than the schema (v\(schemaVersion)): "
                + "these are the errors readers built from v\(schemaVersion) meet in old archives (backward compatibility)"
        case .same?, nil:
            return nil
        }
    }

    /// For a valid archive of the schema's version whose fingerprint differs: two different
    /// schemas claim one version.
    private static func versionWarning(_ identity: SchemaIdentityComparison) -> String? {
        guard identity.versionRelation == .same, !identity.fingerprintMatches else { return nil }
        return "the archive has the schema's version (v\(identity.archiveVersion)) but another fingerprint: "
            + "the schema changed without raising its version (VERSION_NOT_INCREASED), or the archive comes from another schema of that name"
    }
}

import Foundation
import Sheaf
import SheafSchema

/// Checks archives against a schema set and reports every error it can find, each with its
/// path (`$.vehicles[2].cylinders`) and byte offset, plus how the archive's schema identity
/// compares with the schema's.
///
/// The validator walks the archive without building values (strings are checked in place,
/// packed lists are bounds-checked and skipped). After an error it carries on: a field whose
/// value is bad is skipped by its wire kind, an error that leaves a length-delimited value
/// (or an entry of the instance table) unreadable abandons just that value and goes on after
/// it, and after the root every entry no reference reached is checked, each error with the
/// path `@k`. A wrong checksum is reported and
/// the archive is then checked as if it had none, so the damage can still be located.
///
/// ```swift
/// let report = ArchiveValidator(schemaSet: set).validate(bytes)
/// for error in report.errors { print(error.offset ?? 0, error.pathDescription, error.message) }
/// ```
public struct ArchiveValidator: Sendable {
    /// The schemas archives are checked against.
    public var schemaSet: SchemaSet {
        didSet { plans = WirePlanCache(schemaSet: schemaSet) }
    }
    /// Limits (nesting depth, archive size).
    public var options: SheafOptions
    /// The most errors reported for one archive; the walk stops there (a damaged archive can
    /// hold about as many errors as bytes). Default 1000.
    public var maxErrors: Int = 1000
    /// The schema set compiled for walking, shared by every archive this validator checks.
    private var plans: WirePlanCache

    /// Creates a validator.
    ///
    /// - Parameters:
    ///   - schemaSet: The schemas archives are checked against.
    ///   - options: Limits.
    public init(schemaSet: SchemaSet, options: SheafOptions = SheafOptions()) {
        self.schemaSet = schemaSet
        self.options = options
        plans = WirePlanCache(schemaSet: schemaSet)
    }

    /// Checks one archive.
    ///
    /// - Parameter bytes: The whole archive.
    /// - Returns: The report; ``ArchiveValidationReport/isValid`` says whether it passed.
    public func validate(_ bytes: [UInt8]) -> ArchiveValidationReport {
        bytes.withUnsafeBytes { validate(buffer: $0) }
    }

    /// Checks one archive held in `Data`.
    ///
    /// - Parameter data: The whole archive.
    /// - Returns: The report.
    public func validate(_ data: Data) -> ArchiveValidationReport {
        data.withUnsafeBytes { validate(buffer: $0) }
    }

    /// Checks one archive in memory.
    ///
    /// - Parameter buffer: The whole archive.
    /// - Returns: The report.
    public func validate(buffer: UnsafeRawBufferPointer) -> ArchiveValidationReport {
        var reader = SheafReader(buffer: buffer, options: options)
        let header: SheafArchiveHeader
        do {
            header = try reader.readHeader()
        } catch {
            guard error.code == .checksumMismatch else {
                return ArchiveValidationReport(header: nil, identity: nil, errors: [error])
            }
            return validateIgnoringChecksum(buffer, checksumError: error)
        }
        var report = ArchiveValidationReport(header: header, identity: identity(of: header), errors: [])
        walkBody(header, &reader, into: &report)
        return report
    }

    /// Checks the archive again as if it had no checksum trailer, so that the flipped bits a
    /// checksum mismatch hints at may show up as located errors.
    private func validateIgnoringChecksum(_ buffer: UnsafeRawBufferPointer, checksumError: SheafError) -> ArchiveValidationReport {
        var bytes = [UInt8](buffer.dropLast(4))
        bytes[SheafArchiveHeader.flagsOffset] &= ~SheafArchiveHeader.checksumFlag
        var report = validate(bytes)
        report.header?.hasChecksum = true
        // First: it is the error a decoder stops at.
        report.errors.insert(checksumError, at: 0)
        return report
    }

    /// Walks the body of an archive whose header has been read.
    private func walkBody(_ header: SheafArchiveHeader, _ reader: inout SheafReader, into report: inout ArchiveValidationReport) {
        let plan: WirePlan
        let node: Int
        do {
            let rootType = try ArchiveIdentity.rootType(of: header, in: schemaSet)
            (plan, node) = try ArchiveIdentity.compile(rootType, in: plans, header: header)
        } catch {
            report.errors.append(error)
            return
        }
        do {
            try reader.readTables()
        } catch {
            // Without the tables no reference or tag number can be resolved.
            report.errors.append(error)
            return
        }
        var walker = DynamicValueReader(plan: plan, mode: .validate)
        walker.errorLimit = max(1, maxErrors)
        var isPositioned = true
        do {
            _ = try walker.readValue(node, &reader)
        } catch {
            // The root value itself cannot be delimited (nothing after it can be located), or
            // the walk stopped at the error limit.
            if !walker.isStopped {
                try? walker.record(error)
            }
            isPositioned = false
        }
        report.errors = walker.errors
        report.reachedErrorLimit = walker.isStopped
        report.instanceCount = reader.entryCount
        report.notes = walker.notes
        if isPositioned, !walker.isStopped {
            // Trailing bytes, then each entry no reference reached (path `@k`), in number order.
            do {
                try reader.checkNoTrailingBytes()
            } catch {
                report.errors.append(error)
            }
            for number in stride(from: 1, through: reader.entryCount, by: 1) where reader.boundInstance(number) == nil {
                guard report.errors.count < max(1, maxErrors) else {
                    report.reachedErrorLimit = true
                    break
                }
                do {
                    try reader.checkUnreachedEntry(number)
                } catch {
                    report.errors.append(error)
                }
            }
        }
    }

    /// The archive's identity compared with the schema set's schema of the same name.
    private func identity(of header: SheafArchiveHeader) -> SchemaIdentityComparison {
        let schema = schemaSet.schema(named: header.schemaName)
        return SchemaIdentityComparison(
            schemaName: header.schemaName, archiveVersion: header.schemaVersion,
            archiveFingerprint: header.fingerprint, schemaVersion: schema?.version,
            schemaFingerprint: schema.map { SheafFingerprint(rawValue: schemaSet.fingerprint(of: $0).value) },
            rootType: header.rootType)
    }
}

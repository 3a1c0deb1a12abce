extension SheafWriter {
    /// Writes a payload enum's case id, the first item of its content (right after
    /// ``beginLengthDelimited()``); the case's fields follow as in a struct.
    ///
    /// - Parameter id: The case id (1 … 2^29 − 1).
    @inlinable
    @inline(__always)
    public mutating func writeCaseID(_ id: Int) {
        writeVarint(UInt64(truncatingIfNeeded: id))
    }
}

extension SheafWriter {
    /// The previous scope, returned by ``SheafWriter/enterPayloadCaseScope(_:)`` and given back
    /// to ``SheafWriter/leavePayloadCaseScope(_:)``.
    public struct PayloadCaseScopeMark {
        @usableFromInline let outer: SheafPayloadCaseScope?

        @inlinable
        init(outer: SheafPayloadCaseScope?) {
            self.outer = outer
        }
    }

    /// Starts writing the fields of a struct or class whose fields can hold payload enums:
    /// its kept payload cases (``SheafUnknownFields/payloadCases``) become the ones that
    /// ``endPayloadCase(_:)`` looks up, and nothing of an enclosing container's applies.
    ///
    /// - Parameter fields: The container's kept unknown fields.
    /// - Returns: The mark to give to ``leavePayloadCaseScope(_:)`` after the fields.
    @inlinable
    @inline(__always)
    public mutating func enterPayloadCaseScope(_ fields: SheafUnknownFields) -> PayloadCaseScopeMark {
        let mark = PayloadCaseScopeMark(outer: payloadCaseScope)
        if fields.storage.isEmpty {
            payloadCaseScope = nil
        } else {
            openPayloadCaseScope(fields)
        }
        return mark
    }

    @usableFromInline
    @inline(never)
    mutating func openPayloadCaseScope(_ fields: SheafUnknownFields) {
        let cases = fields.payloadCases
        guard !cases.isEmpty else {
            payloadCaseScope = nil
            return
        }
        // The kept bytes may hold the origin's tag and entry numbers, and the known bytes to
        // compare with were read under the origin's numbering: the tables start from it.
        for payloadCase in cases {
            useOrigin(payloadCase.origin)
        }
        payloadCaseScope = SheafPayloadCaseScope(cases, firstPosition: payloadCasesWritten)
    }

    /// Ends the fields started by ``enterPayloadCaseScope(_:)``.
    ///
    /// - Parameter mark: What ``enterPayloadCaseScope(_:)`` returned.
    @inlinable
    @inline(__always)
    public mutating func leavePayloadCaseScope(_ mark: PayloadCaseScopeMark) {
        payloadCaseScope = mark.outer
    }

    /// Ends a payload enum's content (as ``endLengthDelimited(_:)``). When the container being
    /// written kept a case whose known bytes are exactly what was just written, the case's
    /// bytes as read — with the fields this version does not know — take their place.
    ///
    /// - Parameter mark: The mark ``beginLengthDelimited()`` returned.
    @inlinable
    @inline(__always)
    public mutating func endPayloadCase(_ mark: Mark) {
        payloadCasesWritten &+= 1
        if let scope = payloadCaseScope {
            restoreKeptCase(from: scope, contentStart: mark.offset &+ 1)
        }
        endLengthDelimited(mark)
    }

    @usableFromInline
    @inline(never)
    mutating func restoreKeptCase(from scope: SheafPayloadCaseScope, contentStart: Int) {
        let content = withUnsafeBytes { [UInt8]($0[contentStart...]) }
        guard let kept = scope.take(content, writtenAt: payloadCasesWritten) else { return }
        buffer.count = contentStart
        writeRawBytes(kept.rawBytes)
    }
}

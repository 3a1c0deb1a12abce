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

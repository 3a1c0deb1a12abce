extension SheafReader {
    /// Gives up on the length-delimited value started by `frame` after an error inside it, and
    /// moves to the first byte after it, so that a validator can go on checking its neighbours.
    ///
    /// The value's end is recomputed from the length prefix at ``Frame/start`` (which
    /// ``beginLengthDelimited()`` already checked), so it does not matter how deep inside the
    /// value the error happened or which inner frames were left open: the position, the limit
    /// and the frame start are all restored to what they were outside the value.
    ///
    /// - Parameters:
    ///   - frame: The frame from ``beginLengthDelimited()``.
    ///   - depth: The nesting depth before `frame` began (``currentDepth`` read just before
    ///     ``beginLengthDelimited()``); `nil` assumes `frame` is the innermost open frame and
    ///     lowers the depth by one.
    public mutating func abandonLengthDelimited(_ frame: Frame, depth: Int? = nil) {
        // The prefix was read successfully once, so it is a minimal varint that fits the
        // enclosing value; no bounds can fail here.
        var length = 0
        var shift = 0
        var index = frame.start
        while true {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            length |= Int(byte & 0x7F) << shift
            index += 1
            if byte < 0x80 || shift >= 63 {
                break
            }
            shift += 7
        }
        position = Swift.min(index + length, frame.savedLimit)
        limit = frame.savedLimit
        frameStart = frame.savedFrameStart
        if let depth {
            self.depth = depth
        } else {
            self.depth -= 1
        }
    }

    /// Moves the read position back to `offset`, which must lie between the start of the
    /// input and the current position. Validators use it to go back to a field's value and
    /// skip it by its wire kind after the value failed to decode.
    ///
    /// - Parameter offset: The new position, at or before the current one.
    public mutating func rewind(to offset: Int) {
        precondition(offset >= 0 && offset <= position, "rewind(to:) only moves back")
        position = offset
    }
}

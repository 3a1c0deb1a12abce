/// `count` elements stored in raw bytes (`width` bytes each from `start`: a packed list in an
/// archive being read, or the bytes a writer produced), as a collection that an array is built
/// from with `Array.init(_:)`.
///
/// Why not `Array(unsafeUninitializedCapacity:initializingWith:)`: it allocates through the
/// standard library's unspecialised code, which looks the array storage's type metadata up at
/// run time on every call — about 360 instructions, more than reading a short list's
/// elements (a `company` employee's eight scores) and a sixth of encoding a small message.
/// `Array.init(_:)` of a collection allocates exactly `count` elements through code specialised
/// for the element type, whose metadata reference is cached, and takes the elements through
/// ``_copyContents(initializing:)``, which converts them in bulk. (`append(contentsOf:)` on an
/// empty array, used before, took a second path through the array's growth code: about 150
/// instructions more per array.)
@usableFromInline
struct SheafBulkElements<Element>: RandomAccessCollection, IteratorProtocol {
    /// Converts `count` packed elements of `width` bytes at `source` into values at
    /// `destination` (a function that captures nothing, so that no context is allocated).
    @usableFromInline
    typealias Convert = (
        _ source: UnsafeRawPointer, _ count: Int, _ width: Int, _ destination: UnsafeMutablePointer<Element>
    ) -> Void

    /// Iterating takes the elements from ``startIndex`` on, one at a time.
    @usableFromInline typealias Iterator = SheafBulkElements<Element>
    /// The positions of the elements not yet iterated.
    @usableFromInline typealias Indices = Range<Int>

    /// Where the first element's bytes start.
    @usableFromInline let start: UnsafeRawPointer
    /// How many elements there are (the collection's end).
    @usableFromInline let end: Int
    /// Each element's size in the archive.
    @usableFromInline let width: Int
    /// How one run of elements becomes values.
    @usableFromInline let convert: Convert
    /// The next element to produce (the collection's start).
    @usableFromInline var position = 0

    /// The `count` elements of `width` bytes from `start`, all of them checked already.
    @inlinable
    init(start: UnsafeRawPointer, count: Int, width: Int, convert: @escaping Convert) {
        self.start = start
        self.end = count
        self.width = width
        self.convert = convert
    }

    /// The `count` little-endian elements of `width` bytes (the element type's own size) from
    /// `start`, copied as they are (byte by byte reversed on a big-endian machine).
    @inlinable
    init(littleEndian start: UnsafeRawPointer, count: Int, width: Int) {
        self.init(start: start, count: count, width: width) {
            SheafReader.copyLittleEndian($0, count: $1, width: $2, into: UnsafeMutableRawPointer($3))
        }
    }

    @inlinable
    var startIndex: Int {
        position
    }

    @inlinable
    var endIndex: Int {
        end
    }

    @inlinable
    var underestimatedCount: Int {
        end &- position
    }

    @inlinable
    subscript(offset: Int) -> Element {
        precondition(offset >= position && offset < end, "index out of range")
        return withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
            convert(start + offset &* width, 1, width, slot.baseAddress!)
            return slot.baseAddress!.move()
        }
    }

    @inlinable
    mutating func next() -> Element? {
        guard position < end else {
            return nil
        }
        let element = self[position]
        position &+= 1
        return element
    }

    @inlinable
    func _copyContents(
        initializing buffer: UnsafeMutableBufferPointer<Element>
    ) -> (SheafBulkElements<Element>, Int) {
        let taken = Swift.min(end &- position, buffer.count)
        if taken > 0 {
            convert(start + position &* width, taken, width, buffer.baseAddress!)
        }
        var rest = self
        rest.position &+= taken
        return (rest, taken)
    }
}

extension Array {
    /// An array of the elements stored in raw bytes (see ``SheafBulkElements``), allocated
    /// with exactly their number.
    @inlinable
    init(sheafBulk elements: SheafBulkElements<Element>) {
        self.init(elements)
    }
}

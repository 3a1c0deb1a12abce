import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writer's growable, contiguous output memory.
///
/// A separate non-copyable type with only trivial stored properties, so that handing the
/// memory to `Data` can `discard self` instead of copying. `malloc`/`realloc` are used because
/// `realloc` of large blocks can remap pages instead of copying them when the buffer doubles.
@usableFromInline
internal struct SheafByteBuffer: ~Copyable {
    /// Start of the allocation (never null).
    @usableFromInline var base: UnsafeMutableRawPointer
    /// Bytes written so far.
    @usableFromInline var count: Int
    /// Bytes allocated.
    @usableFromInline var capacity: Int

    /// Allocates `capacity` bytes (at least 64).
    @usableFromInline
    init(capacity: Int) {
        let size = Swift.max(64, capacity)
        guard let memory = malloc(size) else { fatalError("Sheaf: out of memory allocating \(size) bytes") }
        self.base = memory
        self.count = 0
        self.capacity = size
    }

    // Inlinable because optimised clients inline the functions that consume a writer;
    // a deinit they could not see crashes Swift 6.3's optimiser.
    @inlinable
    deinit {
        free(base)
    }

    /// Makes room for `extra` more bytes; the common case is one compare.
    @inlinable
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra {
            grow(toHold: extra)
        }
    }

    /// Doubles (at least) the allocation; kept out of line so hot paths stay small.
    @usableFromInline
    @inline(never)
    mutating func grow(toHold extra: Int) {
        let (needed, overflow) = count.addingReportingOverflow(extra)
        precondition(!overflow, "Sheaf: output size overflows Int")
        var newCapacity = Swift.max(capacity, 64)
        while newCapacity < needed {
            newCapacity = newCapacity <= Int.max / 2 ? newCapacity * 2 : needed
        }
        guard let memory = realloc(base, newCapacity) else {
            fatalError("Sheaf: out of memory growing the output to \(newCapacity) bytes")
        }
        base = memory
        capacity = newCapacity
    }

    /// A copy of the bytes written, as an array.
    @usableFromInline
    func makeArray() -> [UInt8] {
        [UInt8](sheafBulk: SheafBulkElements(littleEndian: base, count: count, width: 1))
    }

    /// Hands the allocation to a `Data` without copying.
    @usableFromInline
    consuming func takeData() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        discard self
        return data
    }
}

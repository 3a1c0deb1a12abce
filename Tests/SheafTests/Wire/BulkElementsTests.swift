import Testing

@testable import Sheaf

/// `SheafBulkElements` builds the arrays of packed lists through `_copyContents`; these tests
/// hold its other ways in, element by element and by position, to the same values, and check a
/// copy cut short by a small buffer, so that it stays a correct collection whichever way the
/// standard library reads it. Expected values are written out from the bytes by hand.
@Suite("Bulk elements")
struct BulkElementsTests {
    /// Little-endian float64 1.5, -2.0 and +infinity, as an archive holds them,
    /// preceded by one byte so that the elements are misaligned.
    static let doubleBytes: [UInt8] =
        [0xEE]
        + [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xF8, 0x3F]  // 1.5
        + [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xC0]  // -2.0
        + [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xF0, 0x7F]  // +infinity

    static func doubles(_ bytes: UnsafeRawBufferPointer) -> SheafBulkElements<Double> {
        SheafBulkElements(littleEndian: bytes.baseAddress! + 1, count: 3, width: 8)
    }

    @Test("an array built in bulk and the elements one by one agree, misaligned source included")
    func doublesBothWays() {
        Self.doubleBytes.withUnsafeBytes { bytes in
            #expect([Double](sheafBulk: Self.doubles(bytes)) == [1.5, -2.0, .infinity])
            var oneByOne: [Double] = []
            var iterator = Self.doubles(bytes)
            while let element = iterator.next() {
                oneByOne.append(element)
            }
            #expect(oneByOne == [1.5, -2.0, .infinity])
            #expect(iterator.next() == nil)
        }
    }

    @Test("a copy into a buffer smaller than the run takes what fits and iterates the rest")
    func copyCutShort() {
        Self.doubleBytes.withUnsafeBytes { bytes in
            let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2)
            defer { buffer.deallocate() }
            var (rest, taken) = Self.doubles(bytes)._copyContents(initializing: buffer)
            #expect(taken == 2)
            #expect(Array(buffer) == [1.5, -2.0])
            #expect(rest.underestimatedCount == 1)
            #expect(rest.next() == .infinity)
            #expect(rest.next() == nil)
        }
    }

    @Test("as a collection it holds the elements not yet iterated, each readable by position")
    func collectionView() {
        Self.doubleBytes.withUnsafeBytes { bytes in
            var run = Self.doubles(bytes)
            #expect(run.count == 3)
            #expect(run[2] == .infinity)
            #expect(Array(run.reversed()) == [.infinity, -2.0, 1.5])
            #expect(run.next() == 1.5)
            #expect(run.startIndex == 1)
            #expect(run.count == 2)
            #expect(Array(run) == [-2.0, .infinity])
        }
    }

    @Test("narrow integers widen with sign extension both ways")
    func widenedIntegers() {
        // int16 LE: 1, -1, 0x7FFF, -32768
        let bytes: [UInt8] = [0x01, 0x00, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80]
        bytes.withUnsafeBytes { raw in
            let run = SheafBulkElements<Int64>(start: raw.baseAddress!, count: 4, width: 2) {
                SheafReader.widen($0, count: $1, width: $2, into: $3)
            }
            #expect([Int64](sheafBulk: run) == [1, -1, 32_767, -32_768])
            #expect(Array(IteratorSequence(run)) == [1, -1, 32_767, -32_768])
        }
    }

    @Test("an empty run gives an empty array")
    func empty() {
        let bytes: [UInt8] = [0x00]
        bytes.withUnsafeBytes { raw in
            let run = SheafBulkElements<UInt8>(littleEndian: raw.baseAddress!, count: 0, width: 1)
            #expect([UInt8](sheafBulk: run).isEmpty)
            var iterator = run
            #expect(iterator.next() == nil)
        }
    }
}

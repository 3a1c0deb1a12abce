import Foundation

/// The floor: copying as many bytes as Sheaf's archive of the same dataset holds.
enum MemcpyPeer {
    static func contender(dataset: String, records: Int, bytes: Int) -> Contender {
        final class Buffers: @unchecked Sendable {
            let source: UnsafeMutableRawPointer
            let target: UnsafeMutableRawPointer
            let count: Int

            init(count: Int) {
                self.count = count
                source = .allocate(byteCount: max(count, 1), alignment: 16)
                target = .allocate(byteCount: max(count, 1), alignment: 16)
                source.initializeMemory(as: UInt8.self, repeating: 0xA5, count: count)
                target.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            }

            deinit {
                source.deallocate()
                target.deallocate()
            }

            func copy() {
                memcpy(target, source, count)
                blackHole(target.load(as: UInt8.self))
            }
        }
        let buffers = Buffers(count: bytes)
        return Contender(
            peer: "memcpy", dataset: dataset, records: records,
            encode: {
                buffers.copy()
                return bytes
            },
            decode: { buffers.copy() },
            roundTrips: {
                buffers.copy()
                return memcmp(buffers.source, buffers.target, bytes) == 0
            })
    }
}

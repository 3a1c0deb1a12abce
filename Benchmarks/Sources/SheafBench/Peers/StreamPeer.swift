import Foundation
import Sheaf
import SheafStreams

/// Sheaf's record streams on `company`: the same employees written one record each to a
/// stream file (codec none, and deflate) and read back, beside the `sheaf` peer's one archive
/// of them all. The file is on a memory file system when there is one (`/dev/shm`), so that
/// what is timed is the stream's own work, as the archive peer's is in memory.
enum StreamPeer {
    static func contenders(company: CodableCompany) -> [Contender] {
        let employees = SheafPeer.convert(company).employees
        return [
            contender("sheaf-stream", codec: .none, employees: employees),
            contender("sheaf-stream-deflate", codec: .deflate, employees: employees),
        ]
    }

    private static func contender(_ peer: String, codec: SheafStreamCodec, employees: [Employee]) -> Contender {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let url = URL(fileURLWithPath: folder).appendingPathComponent("sheaf-bench-\(peer)-\(getpid()).sheafs")
        return Contender(
            peer: peer, dataset: "company", records: employees.count,
            encode: {
                let writer = try SheafStreamWriter<Employee>(creatingAt: url, codec: codec)
                for employee in employees {
                    try writer.append(employee)
                }
                try writer.close()
                return Int(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0)
            },
            decode: {
                let reader = try SheafStreamReader<Employee>(contentsOf: url)
                while let employee = try reader.next() {
                    blackHole(employee)
                }
            },
            roundTrips: {
                let reader = try SheafStreamReader<Employee>(contentsOf: url)
                var read: [Employee] = []
                while let employee = try reader.next() {
                    read.append(employee)
                }
                return read == employees
            })
    }
}

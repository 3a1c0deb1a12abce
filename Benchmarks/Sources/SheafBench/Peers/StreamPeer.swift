import Foundation
import Sheaf
import SheafStreams

/// Sheaf's record streams on `company`: the same employees written one record each to a
/// stream file (codec none, and deflate) and read back, beside the same records as one archive
/// file (`sheaf-archive-file`: `write(to:)`, atomic and synced, and `init(contentsOf:)`), and
/// the `sheaf` peer's archive in memory. The files are on a memory file system when there is
/// one (`/dev/shm`), so that what is timed is the library's work and the system calls, not a disk.
enum StreamPeer {
    static func contenders(company: CodableCompany) -> [Contender] {
        let company = SheafPeer.convert(company)
        return [
            archiveFile(company),
            contender("sheaf-stream", codec: .none, employees: company.employees),
            contender("sheaf-stream-deflate", codec: .deflate, employees: company.employees),
        ]
    }

    private static func file(_ peer: String, _ suffix: String) -> URL {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return URL(fileURLWithPath: folder).appendingPathComponent("sheaf-bench-\(peer)-\(getpid()).\(suffix)")
    }

    private static func archiveFile(_ company: Company) -> Contender {
        let url = file("sheaf-archive-file", "sheaf")
        return Contender(
            peer: "sheaf-archive-file", dataset: "company", records: company.employees.count,
            encode: {
                try company.write(to: url)
                return Int(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0)
            },
            decode: {
                blackHole(try Company(contentsOf: url))
            },
            roundTrips: {
                try Company(contentsOf: url) == company
            })
    }

    private static func contender(_ peer: String, codec: SheafStreamCodec, employees: [Employee]) -> Contender {
        let url = file(peer, "sheafs")
        return Contender(
            peer: peer, dataset: "company", records: employees.count,
            encode: {
                let writer = try SheafStreamWriter<Employee>(creatingAt: url, codec: codec)
                // By index: `for employee in employees` would copy each record (a retain per
                // string and array in it) before `append` borrows it.
                for index in employees.indices {
                    try writer.append(employees[index])
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

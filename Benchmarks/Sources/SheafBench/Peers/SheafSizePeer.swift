import BenchSizeModels
import Foundation
import Sheaf

/// Sheaf's table-driven coders (`optimize: size`, the BenchSizeModels target) on `company`.
enum SheafSizePeer {
    static func contenders(company: CodableCompany) -> [Contender] {
        let value = convert(company)
        let box = EncodedBox([UInt8]())
        return [
            Contender(
                peer: "sheaf-size", dataset: "company", records: company.employees.count,
                encode: {
                    box.bytes = try value.serializedBytes()
                    return box.bytes.count
                },
                decode: { blackHole(try BenchSizeModels.Company(serializedBytes: box.bytes)) },
                roundTrips: {
                    let back = try BenchSizeModels.Company(serializedBytes: box.bytes)
                    let again: [UInt8] = try back.serializedBytes()
                    return back == value && again == box.bytes
                })
        ]
    }

    static func convert(_ company: CodableCompany) -> BenchSizeModels.Company {
        BenchSizeModels.Company(
            employees: company.employees.map { employee in
                BenchSizeModels.Employee(
                    name: employee.name, age: employee.age, gender: BenchSizeModels.Gender(rawValue: employee.gender.rawValue)!,
                    email: employee.email, tags: employee.tags, scores: employee.scores, id: employee.id,
                    active: employee.active)
            })
    }
}

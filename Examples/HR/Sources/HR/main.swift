// The HR example: build a company, write it to an archive file, read it back, and print
// what came back. The types (Company, Team, Person, Permanent, …) are generated at build
// time from schemas/hr.yaml by the SheafPlugin.
import Foundation
import Sheaf

let day: TimeInterval = 86_400
let ada = Person(
    name: "Ada", email: "ada@example.com", skills: [.swift, .design],
    contract: Permanent(startedAt: Date(timeIntervalSince1970: 1_600_000_000), yearlySalary: 98_000_00, level: .principal))
let bo = Person(
    name: "Bo", skills: [.sales], contract: Freelance(startedAt: Date(timeIntervalSince1970: 1_700_000_000), dailyRate: 650_00),
    leave: .holiday(days: 10), mentor: ada)
let cy = Person(
    name: "Cy", skills: [.support, .swift],
    contract: Permanent(startedAt: Date(timeIntervalSince1970: 1_650_000_000), yearlySalary: 61_000_00),
    leave: .parental(weeks: 12, partTime: true), mentor: ada)
ada.mentor = ada  // a cycle: archives keep it

let company = Company(
    name: "Example Ltd", founded: Date(timeIntervalSince1970: 1_262_304_000),
    teams: [
        Team(name: "Platform", lead: ada, members: [ada, cy]),
        Team(name: "Growth", lead: bo, members: [bo, ada]),  // Ada works in both teams
    ],
    budgets: ["Platform": 250_000_00, "Growth": 120_000_00])

// The archive goes where the first argument says, or into a temporary folder.
let url: URL
if CommandLine.arguments.count > 1 {
    url = URL(fileURLWithPath: CommandLine.arguments[1])
} else {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheaf-hr-example", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent("company.sheaf")
}

do {
    try company.write(to: url)  // atomic: temporary file, sync, rename
    let bytes: [UInt8] = try company.serializedBytes()
    let back = try Company(contentsOf: url)

    print("Wrote \(bytes.count) bytes to \(url.path)")
    print("Read back \(back.name), founded \(back.founded.formatted(.iso8601.year().month().day()))")
    for team in back.teams {
        print("  \(team.name) (lead: \(team.lead.name), budget: \(back.budgets[team.name, default: 0] / 100))")
        for person in team.members {
            print("    - \(describe(person))")
        }
    }
    let platformAda = back.teams[0].members[0]
    let growthAda = back.teams[1].members[1]
    print("Ada is one shared instance: \(platformAda === growthAda); her own mentor: \(platformAda.mentor === platformAda)")
    print("Re-encoding gives the same bytes: \(try back.serializedBytes() == bytes)")

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(AnyContract(back.teams[1].lead.contract))
    print("Bo's contract as JSON (Codable): \(String(decoding: json, as: UTF8.self))")

    // Reading an archive as the wrong type fails with a typed error, never a crash.
    do {
        _ = try Team(serializedBytes: bytes)
    } catch {
        print("Reading it as a Team: \(error.code) — \(error.message)")
    }
} catch {
    print("error: \(error)")
    exit(1)
}

/// One line about a person: contract, skills, leave.
func describe(_ person: Person) -> String {
    var parts = [person.name]
    switch person.contract {
    case let permanent as Permanent:
        parts.append("permanent, \(permanent.level.rawValue), \(permanent.yearlySalary / 100)/year")
    case let freelance as Freelance:
        parts.append("freelance, \(freelance.dailyRate / 100)/day")
    default:
        parts.append("other contract")
    }
    let skills: [(Skills, String)] = [(.swift, "swift"), (.design, "design"), (.sales, "sales"), (.support, "support")]
    parts.append("skills: " + skills.filter { person.skills.contains($0.0) }.map(\.1).joined(separator: "+"))
    switch person.leave {
    case .holiday(let days)?: parts.append("on holiday for \(days) days")
    case .sick?: parts.append("off sick")
    case .parental(let weeks, let partTime)?: parts.append("parental leave, \(weeks) weeks\(partTime ? " part-time" : "")")
    case nil: break
    }
    if let mentor = person.mentor, mentor !== person {
        parts.append("mentored by \(mentor.name)")
    }
    return parts.joined(separator: ", ")
}

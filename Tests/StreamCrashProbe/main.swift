// The Swift app of the stream tests: writes numbered staff records (record n is `Person n`,
// employee number n, desk phone "n") and reads them back.
//
//   StreamCrashProbe FILE START [deflate] [--until N] [--flush-every K] [--block-target B]
//     appends records START, START+1, … to FILE (creating it when absent), flushing every K
//     records (5 by default) and printing `acked N` after each flush: the records 0 … N−1 that
//     flush() acknowledged. Without --until it never stops by itself (the crash test ends it
//     with SIGKILL at a random moment); with --until N it closes after record N−1 and prints
//     `closed N`. Blocks are written at B bytes (300 by default: many blocks).
//   StreamCrashProbe --count FILE
//     reads FILE with the generated type's reader and prints `read N` (no check of the
//     records: for measuring a reader's memory on streams made of repeated blocks).
//   StreamCrashProbe --read FILE
//     reads FILE with the generated type's reader, checks that record i is the record
//     numbered i, and prints `read N` and then, if reading stopped at an error, `error CODE
//     after N` (exit 1); a record out of place prints `mismatch at I` (exit 2).
import Foundation
import HRv4
import SheafStreams

/// Record `number` as every run writes it.
func record(_ number: Int) -> HRv4.StaffMember {
    HRv4.StaffMember(
        name: "Person \(number)", employeeNumber: Int64(number), deskPhone: "\(number)",
        startDate: Date(timeIntervalSince1970: 1_700_000_000))
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--count" {
    let reader = try SheafStreamReader<HRv4.StaffMember>(contentsOf: URL(fileURLWithPath: arguments[1]))
    var count = 0
    while try reader.next() != nil {
        count += 1
    }
    say("read \(count)")
    exit(0)
}

if arguments.first == "--read" {
    let reader = try SheafStreamReader<HRv4.StaffMember>(contentsOf: URL(fileURLWithPath: arguments[1]))
    var count = 0
    do throws(SheafStreamError) {
        while let member = try reader.next() {
            guard member == record(count) else {
                say("mismatch at \(count)")
                exit(2)
            }
            count += 1
        }
        say("read \(count)")
    } catch {
        say("read \(count)")
        say("error \(error.code.rawValue) after \(count)")
        exit(1)
    }
    exit(0)
}

/// The value after `flag` (removed from the arguments), if the flag is there.
@MainActor
func option(_ flag: String) -> Int? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return Int(arguments[index + 1])
}

let until = option("--until")
let flushEvery = option("--flush-every") ?? 5
let url = URL(fileURLWithPath: arguments[0])
var next = Int(arguments[1]) ?? 0
let options = SheafStreamOptions(blockTarget: option("--block-target") ?? 300)
let writer =
    FileManager.default.fileExists(atPath: url.path)
    ? try SheafStreamWriter<HRv4.StaffMember>(appendingTo: url, options: options)
    : try SheafStreamWriter<HRv4.StaffMember>(
        creatingAt: url, codec: arguments.count > 2 && arguments[2] == "deflate" ? .deflate : .none, options: options)
while until.map({ next < $0 }) ?? true {
    try writer.append(record(next))
    next += 1
    if next % flushEvery == 0 {
        try writer.flush()
        say("acked \(next)")
    }
}
try writer.close()
say("closed \(next)")

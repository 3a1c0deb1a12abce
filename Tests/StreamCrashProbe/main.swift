// A writer the crash test kills: appends numbered staff records to the stream named by its
// first argument (creating it when absent), flushing every few records and printing
// `acked N` after each flush — the records 0 … N−1 that flush() acknowledged. It never stops
// by itself; the test ends it with SIGKILL at a random moment.
import Foundation
import HRv4
import SheafStreams

let arguments = CommandLine.arguments
let url = URL(fileURLWithPath: arguments[1])
var next = Int(arguments[2]) ?? 0
let writer =
    FileManager.default.fileExists(atPath: url.path)
    ? try SheafStreamWriter<HRv4.StaffMember>(appendingTo: url, options: SheafStreamOptions(blockTarget: 300))
    : try SheafStreamWriter<HRv4.StaffMember>(
        creatingAt: url, codec: arguments.count > 3 ? .deflate : .none, options: SheafStreamOptions(blockTarget: 300))
let start = Date(timeIntervalSince1970: 1_700_000_000)
while true {
    for _ in 0..<5 {
        try writer.append(
            HRv4.StaffMember(name: "Person \(next)", employeeNumber: Int64(next), deskPhone: "\(next)", startDate: start))
        next += 1
    }
    try writer.flush()
    FileHandle.standardOutput.write("acked \(next)\n".data(using: .utf8)!)
}

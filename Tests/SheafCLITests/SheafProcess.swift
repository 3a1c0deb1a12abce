import Foundation

/// Runs the `sheaf` executable built beside the test bundle.
struct SheafProcess {
    /// What a run printed and how it ended.
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var outputBytes: [UInt8]
    }

    static let executable: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("sheaf") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// The repository's top folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `sheaf` with arguments from the repository's folder, feeding `input` on stdin.
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> Outcome {
        try runProgram(executable.path, arguments, input: input)
    }

    /// Runs a program with arguments from the repository's folder, feeding `input` on stdin.
    static func runProgram(_ path: String, _ arguments: [String], input: [UInt8] = []) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input))
        try stdin.fileHandleForWriting.close()
        // Read both pipes while the process runs so a full pipe cannot stall it.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = stderr.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while errorReader.isExecuting || !errorReader.isFinished { usleep(1000) }
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            outputBytes: Array(outputData))
    }
}

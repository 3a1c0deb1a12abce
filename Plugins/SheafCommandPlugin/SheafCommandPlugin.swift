import Foundation
import PackagePlugin

/// `swift package sheaf VERB …`: runs the `sheaf` command line from any package that
/// depends on Sheaf, without finding or building the tool by hand.
///
/// ```sh
/// swift package sheaf check Sources/Models/schemas
/// swift package sheaf compat --history Sources/Models/schemas/releases --new Sources/Models/schemas
/// swift package --allow-writing-to-package-directory sheaf pack --schema … --output x.sheaf
/// ```
///
/// The arguments go to `sheaf` unchanged, and it runs in the package's folder, so relative
/// paths mean what they mean there. Its output is shown as it comes; when it fails, the
/// plugin fails with its exit status in the message.
@main
struct SheafCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(try context.tool(named: "SheafCLI").url, arguments, in: context.package.directoryURL)
    }

    /// The tool failed; `sheaf` has already printed why.
    struct Failure: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var description: String {
            "`sheaf \(arguments.first ?? "")` exited with status \(status)"
        }
    }

    /// Runs the tool in `folder` with the plugin's standard output and error.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(arguments: arguments, status: process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SheafCommandPlugin: XcodeCommandPlugin {
        /// The same for Xcode projects, run in the project's folder.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(try context.tool(named: "SheafCLI").url, arguments, in: context.xcodeProject.directoryURL)
        }
    }
#endif

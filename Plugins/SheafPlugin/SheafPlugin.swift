import Foundation
import PackagePlugin

/// Generates Swift from a target's `schemas/*.yaml` at build time by running
/// `sheaf generate` on them; the output goes to the plugin's work folder and into the build.
@main
struct SheafPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let schemas = sourceTarget.sourceFiles
            .map(\.url)
            .filter { url in
                url.deletingLastPathComponent().lastPathComponent == "schemas"
                    && ["yaml", "yml"].contains(url.pathExtension)
            }
            .sorted { $0.path < $1.path }
        guard !schemas.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources", isDirectory: true)
        let tool = try (try? context.tool(named: "sheaf")) ?? context.tool(named: "SheafCLI")
        return [
            .buildCommand(
                displayName: "Generating Swift from \(schemas.count) Sheaf schema\(schemas.count == 1 ? "" : "s") for \(target.name)",
                executable: tool.url,
                arguments: ["generate"] + schemas.map(\.path) + ["--output", output.path],
                inputFiles: schemas,
                outputFiles: schemas.map { output.appendingPathComponent(Self.outputFileName(for: $0)) }
            )
        ]
    }

    /// Mirrors `SwiftGenerator.outputFileName(forSchemaAt:)` (a plugin cannot link the
    /// generator library): `company.yaml` → `company.sheaf.swift`.
    static func outputFileName(for url: URL) -> String {
        url.deletingPathExtension().lastPathComponent + ".sheaf.swift"
    }
}

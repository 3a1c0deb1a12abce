/// A command whose work recurses once per nesting level, up to `--max-depth`.
protocol DepthLimitedCommand {
    /// The schemas and limits, `--max-depth` among them.
    var schemas: SchemaOptions { get }
}

extension PackCommand: DepthLimitedCommand {}
extension DumpCommand: DepthLimitedCommand {}
extension ValidateCommand: DepthLimitedCommand {}

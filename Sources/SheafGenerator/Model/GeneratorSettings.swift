import SheafSchema

/// The generator's settings file, `sheaf-config.yaml` in a target's folder: the same choices
/// as `sheaf generate`'s options, for the build plugin (which passes the file with
/// `--config`) and for anyone who prefers a file to flags.
///
/// ```yaml
/// visibility: public      # internal (default) | package | public
/// optimize: size          # speed (default) | size
/// codable: false          # true (default) | false: leave out the Codable conformance
/// ```
extension GeneratorOptions {
    /// The name of the settings file the build plugin looks for in a target's folder.
    public static let settingsFileName = "sheaf-config.yaml"

    /// The keys a settings file may hold.
    public static let settingKeys = ["visibility", "optimize", "codable"]

    /// Applies a settings file's values over these options.
    ///
    /// - Parameters:
    ///   - file: The file, read with ``settingKeys`` as its allowed keys.
    ///   - diagnostics: Receives an `invalidValue` error, at the value, for each value the
    ///     generator does not know.
    public mutating func apply(_ file: SettingsFile, diagnostics: inout DiagnosticCollector) {
        if let setting = file["visibility"],
            let word = setting.choice(among: ["internal", "package", "public"], diagnostics: &diagnostics),
            let visibility = Visibility(rawValue: word)
        {
            self.visibility = visibility
        }
        if let setting = file["optimize"],
            let word = setting.choice(among: Optimize.allCases.map(\.rawValue), diagnostics: &diagnostics),
            let optimize = Optimize(rawValue: word)
        {
            self.optimize = optimize
        }
        if let setting = file["codable"], let word = setting.choice(among: ["true", "false"], diagnostics: &diagnostics) {
            self.codable = word == "true"
        }
    }

    /// Reads a settings file from disk and applies it over these options.
    ///
    /// - Parameters:
    ///   - path: The file's path, as it should appear in diagnostics.
    ///   - diagnostics: Receives every problem of the file, each with its line and column.
    /// - Returns: The file's text, for rendering the diagnostics; nil when it could not be read.
    @discardableResult
    public mutating func applySettings(at path: String, diagnostics: inout DiagnosticCollector) -> SourceFile? {
        guard let file = SettingsFile.load(path: path, allowedKeys: Self.settingKeys, diagnostics: &diagnostics) else {
            return nil
        }
        apply(file, diagnostics: &diagnostics)
        return file.source
    }
}

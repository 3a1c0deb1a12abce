import SheafGenerator
import SheafSchema
import Testing

/// The `optimize` key of `sheaf-config.yaml`: `speed` (the default) or `size`.
@Suite("Generator setting: optimize")
struct OptimizeSettingTests {
    /// Applies `text`, as a settings file, over default options.
    static func apply(_ text: String) -> (options: GeneratorOptions, diagnostics: [String]) {
        var diagnostics = DiagnosticCollector()
        let file = SettingsFile.parse(
            Array(text.utf8), path: "sheaf-config.yaml", allowedKeys: GeneratorOptions.settingKeys, diagnostics: &diagnostics)
        var options = GeneratorOptions()
        options.apply(file, diagnostics: &diagnostics)
        let lines = diagnostics.sorted.map {
            "\($0.location.line):\($0.location.column) \($0.code.rawValue): \($0.message)"
        }
        return (options, lines)
    }

    @Test("speed is the default")
    func defaultIsSpeed() {
        #expect(GeneratorOptions().optimize == .speed)
        let (options, diagnostics) = Self.apply("visibility: public\n")
        #expect(diagnostics.isEmpty)
        #expect(options.optimize == .speed)
    }

    @Test("each value is read", arguments: [("optimize: size\n", GeneratorOptions.Optimize.size), ("optimize: speed\n", .speed)])
    func values(text: String, expected: GeneratorOptions.Optimize) {
        let (options, diagnostics) = Self.apply(text)
        #expect(diagnostics.isEmpty)
        #expect(options.optimize == expected)
    }

    @Test("beside the visibility, in either order")
    func besideVisibility() {
        let (options, diagnostics) = Self.apply("optimize: size\nvisibility: package\n")
        #expect(diagnostics.isEmpty)
        #expect(options.optimize == .size)
        #expect(options.visibility == .package)
    }

    @Test("an unknown value is an error at the value, naming the choices, and is not applied")
    func unknownValue() {
        let (options, diagnostics) = Self.apply("visibility: public\noptimize: fast\n")
        #expect(diagnostics == ["2:11 invalid-value: unknown optimize 'fast'; expected speed or size"])
        #expect(options.optimize == .speed)
    }

    @Test("a misspelt value is an error with a suggestion")
    func misspeltValue() {
        let (options, diagnostics) = Self.apply("optimize: sise\n")
        #expect(diagnostics == ["1:11 invalid-value: unknown optimize 'sise'; did you mean 'size'?"])
        #expect(options.optimize == .speed)
    }

    @Test("a misspelt key is an error with a suggestion")
    func misspeltKey() {
        let (options, diagnostics) = Self.apply("optimise: size\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("1:1 ") == true)
        #expect(diagnostics.first?.contains("did you mean 'optimize'?") == true)
        #expect(options.optimize == .speed)
    }
}

import Foundation
import SheafGenerator
import Testing

/// Each alias of a field becomes a deprecated property forwarding to the field; the expected
/// declarations are written out by hand here, independently of the snapshot.
@Suite("Alias properties")
struct AliasPropertyTests {
    static func generate(_ schema: String, visibility: GeneratorOptions.Visibility = .internal) throws -> String {
        let generated = GeneratorFixtures.generate(texts: [(path: "a.yaml", text: schema)], visibility: visibility)
        #expect(generated.diagnostics.isEmpty, "\(generated.rendered)")
        return try #require(generated.files.first).contents
    }

    @Test("a struct field with two aliases, one a keyword; public visibility")
    func structAliases() throws {
        let text = try Self.generate(
            """
            schema: s
            version: 1
            types:
              Item:
                kind: struct
                fields:
                  title: { id: 1, type: string }
                  done: { id: 2, type: "bool?", aliases: [finished, default] }
            """, visibility: .public)
        #expect(
            text.contains(
                """

                extension Item {
                    /// The former name of `done`, kept so that code using it still compiles.
                    @available(*, deprecated, renamed: "done")
                    public var finished: Bool? {
                        get { self.done }
                        set { self.done = newValue }
                    }

                    /// The former name of `done`, kept so that code using it still compiles.
                    @available(*, deprecated, renamed: "done")
                    public var `default`: Bool? {
                        get { self.done }
                        set { self.done = newValue }
                    }

                    /// The memberwise initialiser with the former name of `done`.
                    @available(*, deprecated, renamed: "init(title:done:)", message: "'finished' is now 'done'")
                    public init(title: String, finished: Bool?) {
                        self.init(title: title, done: finished)
                    }

                    /// The memberwise initialiser with the former name of `done`.
                    @available(*, deprecated, renamed: "init(title:done:)", message: "'default' is now 'done'")
                    public init(title: String, `default`: Bool?) {
                        self.init(title: title, done: `default`)
                    }
                }

                """))
    }

    @Test("a protocol's aliased field: in a protocol extension, and in each member for the inherited field")
    func protocolAliases() throws {
        let text = try Self.generate(
            """
            schema: s
            version: 1
            types:
              Named:
                kind: protocol
                fields:
                  name: { id: 1, type: string, aliases: [label] }
              Tag:
                kind: struct
                conforms: [Named]
                tag: tag
            """)
        let block = """
                /// The former name of `name`, kept so that code using it still compiles.
                @available(*, deprecated, renamed: "name")
                var label: String {
                    get { self.name }
                    set { self.name = newValue }
                }
            }
            """
        #expect(text.contains("extension Named {\n" + block))
        // A member keeps the old label in its memberwise initialiser too; a protocol has none.
        let initializer = """


                /// The memberwise initialiser with the former name of `name`.
                @available(*, deprecated, renamed: "init(name:)", message: "'label' is now 'name'")
                init(label: String) {
                    self.init(name: label)
                }
            }
            """
        #expect(text.contains("extension Tag {\n" + block.dropLast(2) + initializer))
    }

    @Test("no aliases, no extension")
    func none() throws {
        let text = try Self.generate(
            """
            schema: s
            version: 1
            types:
              Item: { kind: struct, fields: { title: { id: 1, type: string } } }
            """)
        #expect(!text.contains("deprecated"))
    }
}

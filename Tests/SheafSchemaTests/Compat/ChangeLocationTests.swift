import SheafSchema
import Testing

/// Each rule that compares a part both versions have points at that part on both sides: the
/// new files' place in `location`, the old files' in `oldLocation`. The expected places are
/// marked with `‸` in the texts (the marker stands right before the part and is removed before
/// loading), so they are read from the texts, not from the checker.
@Suite("Compatibility changes located on both sides")
struct ChangeLocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: CompatibilityRule
        var note: String
        /// (path, text) of the old and new files, with one `‸` marker across each side.
        var old: [(String, String)]
        var new: [(String, String)]
        var testDescription: String { "\(rule.rawValue): \(note)" }

        init(_ rule: CompatibilityRule, _ note: String, old: String, new: String) {
            self.init(rule, note, old: [("s.yaml", Self.schema(old))], new: [("s.yaml", Self.schema(new))])
        }

        init(_ rule: CompatibilityRule, _ note: String, old: [(String, String)], new: [(String, String)]) {
            self.rule = rule
            self.note = note
            self.old = old
            self.new = new
        }

        /// A schema file around the given `types:` body (unless the text is a whole file).
        static func schema(_ body: String) -> String {
            body.hasPrefix("schema:") ? body : "schema: s\nversion: 1\ntypes:\n" + body
        }
    }

    static let cases: [Case] = [
        Case(.typeKindChanged, "the kind: values", old: "  A:\n    kind: ‸struct\n", new: "  A:\n    kind: ‸class\n"),
        Case(
            .typeTagChanged, "the tag: values",
            old: "  P:\n    kind: protocol\n  C:\n    kind: struct\n    conforms: [P]\n    tag: ‸c1\n",
            new: "  P:\n    kind: protocol\n  C:\n    kind: struct\n    conforms: [P]\n    tag: ‸c2\n"),
        Case(
            .genericParametersChanged, "the first generic parameter",
            old: "  G:\n    kind: struct\n    generic: [‸A]\n    fields: { x: { id: 1, type: A } }\n",
            new: "  G:\n    kind: struct\n    generic: [‸B]\n    fields: { x: { id: 1, type: B } }\n"),
        Case(
            .enumClosed, "the open: values",
            old: "  E:\n    kind: enum\n    raw: int32\n    open: ‸true\n    cases: { a: 0 }\n",
            new: "  E:\n    kind: enum\n    raw: int32\n    open: ‸false\n    cases: { a: 0 }\n"),
        Case(
            .enumOpened, "the open: values",
            old: "  E:\n    kind: enum\n    raw: int32\n    open: ‸false\n    cases: { a: 0 }\n",
            new: "  E:\n    kind: enum\n    raw: int32\n    open: ‸true\n    cases: { a: 0 }\n"),
        Case(
            .enumRawValueChanged, "the raw values",
            old: "  E:\n    kind: enum\n    raw: int32\n    cases: { a: ‸0, b: 1 }\n",
            new: "  E:\n    kind: enum\n    raw: int32\n    cases: { a: ‸5, b: 1 }\n"),
        Case(
            .enumCaseRenamed, "the case names (raw enum)",
            old: "  E:\n    kind: enum\n    raw: int32\n    cases: { ‸a: 0 }\n",
            new: "  E:\n    kind: enum\n    raw: int32\n    cases: { ‸b: 0 }\n"),
        Case(
            .rawTypeChanged, "the raw: values",
            old: "  E:\n    kind: enum\n    raw: ‸int32\n    cases: { a: 0 }\n",
            new: "  E:\n    kind: enum\n    raw: ‸int64\n    cases: { a: 0 }\n"),
        Case(
            .enumCaseIdChanged, "the case ids",
            old: "  E:\n    kind: enum\n    cases: { a: { id: ‸1 } }\n",
            new: "  E:\n    kind: enum\n    cases: { a: { id: ‸2 } }\n"),
        Case(
            .enumCaseRenamed, "the case names (payload enum)",
            old: "  E:\n    kind: enum\n    cases: { ‸a: { id: 1 } }\n",
            new: "  E:\n    kind: enum\n    cases: { ‸b: { id: 1 } }\n"),
        Case(
            .fieldTypeChanged, "the type expressions of a payload case's field",
            old: "  E:\n    kind: enum\n    cases: { a: { id: 1, fields: { r: { id: 1, type: ‸float32 } } } }\n",
            new: "  E:\n    kind: enum\n    cases: { a: { id: 1, fields: { r: { id: 1, type: ‸float64 } } } }\n"),
        Case(
            .optionBitChanged, "the bits",
            old: "  O:\n    kind: options\n    raw: uint8\n    flags: { a: ‸0, b: 1 }\n",
            new: "  O:\n    kind: options\n    raw: uint8\n    flags: { a: ‸2, b: 1 }\n"),
        Case(
            .optionFlagRenamed, "the flag names",
            old: "  O:\n    kind: options\n    raw: uint8\n    flags: { ‸a: 0 }\n",
            new: "  O:\n    kind: options\n    raw: uint8\n    flags: { ‸b: 0 }\n"),
        Case(
            .typeMoved, "the type's name in each schema",
            old: [
                ("a.yaml", "schema: a\nversion: 1\ntypes:\n  ‸A:\n    kind: struct\n  Z:\n    kind: struct\n"),
                ("b.yaml", "schema: b\nversion: 1\ntypes:\n  B:\n    kind: struct\n"),
            ],
            new: [
                ("a.yaml", "schema: a\nversion: 1\ntypes:\n  Z:\n    kind: struct\n"),
                ("b.yaml", "schema: b\nversion: 1\ntypes:\n  B:\n    kind: struct\n  ‸A:\n    kind: struct\n"),
            ]),
        Case(
            .typeRenamed, "the member's name, old and new",
            old: "  P:\n    kind: protocol\n  ‸Car:\n    kind: struct\n    conforms: [P]\n    tag: car\n",
            new: "  P:\n    kind: protocol\n  ‸Auto:\n    kind: struct\n    conforms: [P]\n    tag: car\n"),
        Case(
            .protocolMemberRemoved, "the type that left the family, on both sides",
            old: "  P:\n    kind: protocol\n  ‸C:\n    kind: struct\n    conforms: [P]\n",
            new: "  P:\n    kind: protocol\n  ‸C:\n    kind: struct\n"),
        Case(
            .schemaRenamed, "the schema: values",
            old: "schema: ‸a\nversion: 1\ntypes:\n  A:\n    kind: struct\n",
            new: "schema: ‸b\nversion: 1\ntypes:\n  A:\n    kind: struct\n"),
        Case(
            .versionNotIncreased, "the version: values",
            old: "schema: s\nversion: ‸2\ntypes:\n  A:\n    kind: struct\n",
            new: "schema: s\nversion: ‸1\ntypes:\n  A:\n    kind: struct\n"),
        Case(
            .reservedRemoved, "the type's name",
            old: "  ‸S:\n    kind: struct\n    reserved: [5]\n",
            new: "  ‸S:\n    kind: struct\n"),
        Case(
            .fieldIdReused, "the field names",
            old: "  S:\n    kind: struct\n    fields: { ‸a: { id: 1, type: string } }\n",
            new: "  S:\n    kind: struct\n    fields: { ‸b: { id: 1, type: int32 } }\n"),
        Case(
            .fieldRenamed, "the field names",
            old: "  S:\n    kind: struct\n    fields: { ‸a: { id: 1, type: string } }\n",
            new: "  S:\n    kind: struct\n    fields: { ‸b: { id: 1, type: string, aliases: [a] } }\n"),
        Case(
            .fieldAliasRemoved, "the field names",
            old: "  S:\n    kind: struct\n    fields: { ‸a: { id: 1, type: string, aliases: [x] } }\n",
            new: "  S:\n    kind: struct\n    fields: { ‸a: { id: 1, type: string } }\n"),
        Case(
            .fieldMadeRequired, "the type expressions, when the optional goes",
            old: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: ‸string? } }\n",
            new: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: ‸string } }\n"),
        Case(
            .fieldMadeRequired, "the lost default, and the field now",
            old: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: int32, default: ‸3 } }\n",
            new: "  S:\n    kind: struct\n    fields: { ‸a: { id: 1, type: int32 } }\n"),
        Case(
            .fieldTypeChanged, "the type expressions",
            old: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: ‸int32 } }\n",
            new: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: ‸int64 } }\n"),
        Case(
            .fieldMadeOptional, "the required field, and its new default",
            old: "  S:\n    kind: struct\n    fields: { ‸a: { id: 1, type: int32 } }\n",
            new: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: int32, default: ‸3 } }\n"),
        Case(
            .fieldDefaultChanged, "the defaults",
            old: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: int32, default: ‸3 } }\n",
            new: "  S:\n    kind: struct\n    fields: { a: { id: 1, type: int32, default: ‸4 } }\n"),
    ]

    /// The texts without the marker, and the marker's file, line and column (1-based).
    static func unmarked(_ files: [(String, String)]) -> (files: [(path: String, text: String)], marker: String) {
        var marker = ""
        let stripped = files.map { path, text -> (path: String, text: String) in
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let position = line.firstIndex(of: "‸") {
                    marker = "\(path):\(index + 1):\(line.distance(from: line.startIndex, to: position) + 1)"
                }
            }
            return (path, text.replacingOccurrences(of: "‸", with: ""))
        }
        return (stripped, marker)
    }

    @Test(arguments: cases)
    func bothSides(_ testCase: Case) throws {
        let (oldFiles, oldMarker) = Self.unmarked(testCase.old)
        let (newFiles, newMarker) = Self.unmarked(testCase.new)
        let old = SchemaLoader.load(texts: oldFiles.map { ("old/" + $0.path, $0.text) })
        let new = SchemaLoader.load(texts: newFiles.map { ("new/" + $0.path, $0.text) })
        #expect(!old.hasErrors && !new.hasErrors, "\(old.diagnostics + new.diagnostics)")
        let changes = CompatibilityChecker.compare(old: old, new: new).changes.filter { $0.rule == testCase.rule }
        let change = try #require(
            changes.first, "no \(testCase.rule.rawValue) among \(CompatibilityChecker.compare(old: old, new: new).changes)")
        #expect(changes.count == 1)
        func text(_ location: SheafSchema.SourceLocation?) -> String {
            location.map { "\($0.file.dropFirst(4)):\($0.line):\($0.column)" } ?? "none"
        }
        #expect(text(change.location) == newMarker)
        #expect(text(change.oldLocation) == oldMarker)
        #expect(change.location.file.hasPrefix("new/") && change.oldLocation?.file.hasPrefix("old/") == true)
    }

    @Test("a change to something only one side has has no old place")
    func oneSided() {
        let old = SchemaLoader.load(texts: [
            ("old.yaml", Case.schema("  S:\n    kind: struct\n    fields: { a: { id: 1, type: int32 } }\n"))
        ])
        let new = SchemaLoader.load(
            texts: [("new.yaml", "schema: s\nversion: 2\ntypes:\n  S:\n    kind: struct\n    fields: { b: { id: 2, type: int32? } }\n")])
        let changes = CompatibilityChecker.compare(old: old, new: new).changes
        #expect(Set(changes.map(\.rule)) == [.fieldAdded, .fieldRemovedNotReserved] && changes.count == 2)
        #expect(changes.allSatisfy { $0.oldLocation == nil })
        #expect(changes.map { $0.location.file }.sorted() == ["new.yaml", "old.yaml"])
    }
}

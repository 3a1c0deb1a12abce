import Testing

/// The diff shown when a snapshot differs: the first differing region with context.
@Suite("Snapshot diffs")
struct LineDiffTests {
    @Test func showsTheChangedLinesWithContext() {
        let expected = "a\nb\nc\nd\ne\nf\n"
        let actual = "a\nb\nc\nD\ne\nf\n"
        #expect(LineDiff.describe(expected: expected, actual: actual, context: 1) == "@@ -3 +3 @@\n c\n-d\n+D\n e")
    }

    @Test func showsInsertionsAtTheEnd() {
        #expect(LineDiff.describe(expected: "a", actual: "a\nb", context: 1) == "@@ -1 +1 @@\n a\n+b")
    }
}

"""Deliberate mistakes the reference decoder can be told to make, one at a time, through the
environment variable SHEAF_REFERENCE_MUTATION. Each is a plausible misreading of the format;
the corpus must catch every one (scripts/conformance/mutation_check.py runs check.py once per
mistake and fails when a mistake passes the manifest)."""
import os

#: name → the mistake, as an implementer might make it.
MISTAKES = {
    "class-reference-no-level": "a class value naming an instance already read is not counted as a nesting level",
    "protocol-member-no-level": "a protocol value's member is not counted as one more level",
    "map-entry-minimum-1": "a map's count is checked against a minimum entry size of 1, not 2",
    "schema-name-first": "the schema name is compared as soon as it is read, before the rest of the header",
    "utf16-key-order": "string map keys are ordered by UTF-16 code units instead of UTF-8 bytes",
    "duplicate-key-before-value": "a repeated map key is reported before its value is read",
    "equivalent-keys-distinct": "canonically equivalent string keys with different bytes are two keys",
    "packed-room-before-width": "a packed list's room (count × width) is checked before its width byte",
    "float32-default-via-float64": "a float32 default is rounded to float64 first, then to float32",
    "nan-widening-quiets": "a float32 NaN read into a float64 field is quieted (as hardware conversion does)",
    "reference-ignores-generic-arguments": "referenceTypeMismatch compares class names, not generic arguments",
    "no-year-zero": "timestamps before year 1 are spelled without a year 0 (1 BC as -0001)",
    "float-exponent-threshold": "floats use exponent form whenever it is shorter",
    "float-exponent-no-plus": "float exponents are written without '+' and without two digits (3.4028235e38)",
    "url-empty-allowed": "the empty url is accepted, as RFC 3986 allows",
    "url-host-library": "urls are checked loosely (only spaces and control characters are refused)",
    "packed-tie-varints": "a packed list whose varints take as many bytes as fixed width is written as varints",
    "packed-varints-no-zigzag": "signed elements of a varint-packed list are read without zig-zag (two's complement)",
    "tables-before-header-checks": "the tables are read before the schema name and root type are compared",
    "duplicate-tags-accepted": "a tag listed twice in the tag table is accepted",
    "tag-count-minimum-1": "the tag table's count is checked against 1 byte per tag, not 2",
    "instances-breadth-first": "instances are numbered breadth-first (all of one level before the next)",
    "reference-zero-based": "class values count entries from 0 (k = 0 is the first entry)",
    "entry-fields-same-level": "an entry's fields are read at the class value's level, not one deeper",
    "unreached-entries-last-first": "entries no reference reaches are checked from the last to the first",
    "unreached-before-trailing": "entries no reference reaches are checked before bytes after the root",
    "unreached-entries-unchecked": "entries no reference reaches are not checked",
    "opaque-class-reference-accepted": "an unknown tag whose member is one varint (a class reference) is kept opaque",
}


def active(name):
    """Whether the mistake `name` is switched on."""
    assert name in MISTAKES, name
    return os.environ.get("SHEAF_REFERENCE_MUTATION") == name

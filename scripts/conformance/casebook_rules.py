"""Cases that pin the rules a careful implementation can still get wrong (rules.yaml, plus a
few under families.yaml and defaults.yaml). Each names, in its description, the mistake it
catches; scripts/mutation-test.sh proves that the corpus kills such mistakes in the shipped code.
Bodies are annotated hex written by hand from Conformance/FORMAT.md; `at` is relative to the
root's first byte (after the tables)."""
import calendar

import hexfile as wire

R = "rules.yaml"
FA = "families.yaml"
CL = "classes.yaml"
DE = "defaults.yaml"


def value(name, root, body, json_value, description, canonical=True, schema=R, **extra):
    case = dict(id="rules/" + name, schema=schema, root=root, canonical=canonical,
                description=description, body=body, value=json_value)
    case.update(extra)
    return case


def error(name, root, code, body, description, schema=R, **extra):
    case = dict(id="rules/" + name, schema=schema, root=root, error=code, description=description, body=body)
    case.update(extra)
    return case


CELL_TABLES = """
00        # tag table: 0 tags
01        # instance table: 1 entry
02 08 0a  #   entry 1, 2 bytes: field 1 value (VARINT): 5
"""
KNOT_TREE = """
00        # tag table: 0 tags
02        # instance table: 2 entries
07        #   entry 1, 7 bytes
   0a 01 72     # label "r"
   12 02 01 02  # children: a list (level 2), count 1: entry 2 (a class value at level 3)
03 0a 01 63     # entry 2: label "c"
"""
CAR_TABLES = """
01 03 63 61 72  # tag table: 1 tag, "car"
00              # instance table: 0 entries
"""


def varint_hex(number):
    return wire.spaced(wire.varint(number))


def timestamp_entry(micros, text):
    encoded = wire.varint(wire.zigzag(micros))
    return "   %s  # %d µs = %s" % (wire.spaced(encoded), micros, text), len(encoded)


BEFORE_YEAR_ONE = [
    # Whole seconds, so that Swift's Date (a Double of seconds since 2001) holds them exactly.
    (-62135596800000000, "0001-01-01T00:00:00.000000Z"),
    (-62135596801000000, "0000-12-31T23:59:59.000000Z"),
    (-62167219200000000, "0000-01-01T00:00:00.000000Z"),
    (-62167219201000000, "-0001-12-31T23:59:59.000000Z"),
    (-62198755200000000, "-0001-01-01T00:00:00.000000Z"),
    (-377705116800000000, "-9999-01-01T00:00:00.000000Z"),
]


def calendar_boundaries():
    """Midnights around the calendar's boundaries: the last day of a 400-year era (29 February
    of a year divisible by 400) and the first of the next, the last day of a century, 28
    February and 1 March of a century year that is not a leap year. Their instants come from
    Python's calendar module (years 1 to 9999); before year 1, from the same date 400 years
    later less 146,097 days (the proleptic Gregorian calendar repeats every 400 years)."""
    dates = [(1, 2, 28), (1, 3, 1), (1600, 2, 29), (1600, 3, 1), (1899, 12, 31), (1900, 1, 1), (1900, 2, 28),
             (1900, 3, 1), (2000, 2, 28), (2000, 2, 29), (2000, 3, 1), (2100, 2, 28), (2100, 3, 1),
             # The last days of March, August and January: where the month of a day counted from
             # 1 March turns ((5 x day + 2) // 153).
             (2001, 3, 31), (2001, 8, 31), (2002, 1, 31)]
    out = [(calendar.timegm((y, m, d, 0, 0, 0)) * 1_000_000, "%04d-%02d-%02dT00:00:00.000000Z" % (y, m, d))
           for y, m, d in dates]
    for y, m, d in [(400, 2, 29), (400, 3, 1), (300, 2, 28), (300, 3, 1), (101, 1, 1)]:
        seconds = calendar.timegm((y, m, d, 0, 0, 0)) - 146_097 * 86_400
        year = y - 400
        text = ("-%04d" % -year if year < 0 else "%04d" % year) + "-%02d-%02dT00:00:00.000000Z" % (m, d)
        out.append((seconds * 1_000_000, text))
    return out


def moments(instants=BEFORE_YEAR_ONE):
    lines, size = [], 1
    for micros, text in instants:
        line, width = timestamp_entry(micros, text)
        lines.append(line)
        size += width
    body = "%s  # Moments\n0a %s  # field 1 at: list, %d bytes\n   %02x  # count %d\n%s\n" % (
        varint_hex(size + 1 + len(wire.varint(size))), varint_hex(size), size, len(instants), len(instants),
        "\n".join(lines))
    return body, {"at": [text for _, text in instants]}


def links(texts):
    """A Links body with these url texts, and the offset of the first url's length prefix."""
    entries = [wire.varint(len(t.encode())) + t.encode() for t in texts]
    content = wire.varint(len(texts)) + b"".join(entries)
    field = b"\x0a" + wire.varint(len(content)) + content
    body = "%s  # Links\n0a %s  # field 1 links: list\n   %s  # count\n" % (
        varint_hex(len(field)), varint_hex(len(content)), varint_hex(len(texts)))
    body += "\n".join("   %s  # %r" % (wire.spaced(e), t) for e, t in zip(entries, texts)) + "\n"
    return body, 1 + 1 + len(wire.varint(len(content))) + len(wire.varint(len(texts)))


MOMENTS_BODY, MOMENTS_VALUE = moments()
GOOD_URLS = ["a:b", "./a:b", "http://[::1]:8080/p?q=/x?#f/?", "?", "#f", "//h", "HTTP://EX.com/../a/./b",
             "urn:isbn:0451450523", "http://u:p@[v7.x]/%7E", "http://h:/", "mailto:a@b.c"]
BAD_URLS = [
    ("pipe", "http://h/a|b", "'|' must be percent-encoded"),
    ("bad-percent", "a%zz", "'%' not followed by two hex digits"),
    ("colon-first", ":a", "a scheme must start with a letter, and a first segment with ':' needs one"),
    ("ipv4-in-brackets", "http://[1.2.3.4]/", "an IP literal in brackets must be IPv6 or IPvFuture"),
    ("second-hash", "a#b#c", "'#' appears twice"),
    ("non-ascii", "http://h/\u00e9", "a non-ASCII character must be percent-encoded"),
    ("port-letters", "http://h:ab/", "a port has digits only"),
    ("zone-id", "http://[fe80::1%25en0]/", "IPv6 zone ids (RFC 6874) are not RFC 3986"),
    ("ipvfuture-no-version", "http://[V.x]/", "IPvFuture needs at least one hex digit after its 'v' or 'V'"),
]
# IPvFuture's "v" is an ABNF quoted string, so either case matches, as the hex digits do.
IPVFUTURE_URLS = ["http://[V1.x]/", "http://[vAb.c]/", "//[VfE0.!$:a]:80/p"]

CASES = [
    # -- class references and generic classes -------------------------------------------
    error("reference-generic-arguments", "Cells", "referenceTypeMismatch", """
04        # Cells: length 4
08 01     # field 1 ints (Cell<int32>): entry 1, read as a Cell<int32>
10 01     # field 2 texts (Cell<string>): entry 1 -- a Cell<int32>, not a Cell<string>
""", "A reference to an instance of the same generic class with other type arguments is "
        "referenceTypeMismatch: generic arguments are part of an instance's type.", at=4,
        tables=CELL_TABLES),
    value("reference-generic-same", "Cells", """
06        # Cells: length 6
08 01     # field 1 ints: entry 1, a Cell<int32>
1a 02     # field 3 more: [Cell<int32>], 2 bytes
   01 01  #   count 1, entry 1 again (a Cell<int32>)
""", {"ints": {"$id": "1", "value": 5}, "more": [{"$ref": "1"}]},
        "A reference to an instance of the same generic instance type is fine.", tables=CELL_TABLES),
    error("depth-class-reference", "Cells", "depthLimitExceeded", """
06        # Cells: length 6 (level 1)
08 01     # field 1 ints: a class value (level 2); entry 1's fields would be level 3
1a 02     # field 3 more: a list (level 2)
   01     #   count 1
   01     #   [0]: a class value, level 3 > maxDepth 2
""", "A class value counts as a nesting level even when its instance was already read "
        "(maxDepth 2: the value at level 3 fails at its varint, before it is read).", at=6,
        options={"maxDepth": 2}, tables=CELL_TABLES),
    value("depth-class-reference-at-limit", "Cells", """
06        # Cells: length 6 (level 1)
08 01     # field 1 ints: a class value (level 2)
1a 02     # field 3 more: a list (level 2)
   01     #   count 1
   01     #   [0]: a class value at level 3 = maxDepth
""", {"ints": {"$id": "1", "value": 5}, "more": [{"$ref": "1"}]},
        "The same archive with maxDepth 3: the class value is exactly at the limit.", options={"maxDepth": 3},
        tables=CELL_TABLES),
    error("depth-entry-fields", "Knot", "depthLimitExceeded", """
01        # Knot: entry 1 (level 1); its fields are read at level 2
""", "The fields of an entry are one level deeper than the class value that reads it "
        "(maxDepth 2: the root Knot is level 1, its children list level 2, the class value in "
        "it level 3, which fails at its varint inside entry 1).", schema=CL, body_at=9,
        options={"maxDepth": 2}, tables=KNOT_TREE),
    value("depth-entry-fields-at-limit", "Knot", """
01        # Knot: entry 1 (level 1)
""", {"$id": "1", "label": "r", "children": [{"$id": "2", "label": "c"}]},
        "The same archive with maxDepth 3: the child's class value is exactly at the limit.",
        schema=CL, options={"maxDepth": 3}, tables=KNOT_TREE),
    error("depth-protocol-member", "Depot", "depthLimitExceeded", """
11        # Depot: length 17 (level 1)
1a 0f     # field 3 favourite: protocol value, 15 bytes (level 2)
   01     # tag 1: "car"
   0d     # the Auto: length 13 (level 3 > maxDepth 2)
   0a 04 53 61 61 62 12 03 39 30 30 18 08
""", "A protocol value and the member inside it are two levels (maxDepth 2: the member fails "
        "at its length prefix).", schema=FA, at=4, options={"maxDepth": 2}, tables=CAR_TABLES),
    value("depth-protocol-member-at-limit", "Depot", """
11        # Depot: length 17 (level 1)
1a 0f     # field 3 favourite: protocol value, 15 bytes (level 2)
   01     # tag 1: "car"
   0d     # the Auto: length 13 (level 3 = maxDepth)
   0a 04 53 61 61 62 12 03 39 30 30 18 08
""", {"favourite": {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}},
        "The same archive with maxDepth 3: the member is exactly at the limit.", schema=FA,
        options={"maxDepth": 3}, tables=CAR_TABLES),

    # -- header ----------------------------------------------------------------------------
    error("schema-name-after-header", "Keys", "invalidSchemaVersion", """
00        # Keys: length 0
""", "A foreign schema name and version 0: the whole header is read before the name is "
        "compared, so the version's error comes first.", header=dict(schema="other", version=0), abs_at=12),

    # -- maps --------------------------------------------------------------------------------
    error("map-count-two-bytes-per-entry", "Keys", "countOutOfBounds", """
06        # Keys: length 6
0a 04     # field 1 counts: map, 4 bytes
   02     #   count 2: each entry takes at least 2 bytes, and 3 are left
   00 00 00
""", "A map entry is at least 2 bytes (a key and a value), so a count of 2 with 3 bytes left is "
        "countOutOfBounds at the count.", at=3),
    value("map-keys-utf8-order", "Keys", """
0e        # Keys: length 14
0a 0c     # field 1 counts: map, 12 bytes
   02     #   count 2
   03 ef bd a1  02     # "\uff61" (U+FF61): 1 -- EF BD A1 sorts first by bytes
   04 f0 9f 98 80 04   # "\U0001f600" (U+1F600): 2 -- by UTF-16 units (D83D < FF61) it would be first
""", {"counts": {"\uff61": 1, "\U0001f600": 2}},
        "String keys sort by UTF-8 bytes, not UTF-16 code units: U+FF61 before U+1F600."),
    value("map-keys-utf16-order", "Keys", """
0e        # Keys: length 14
0a 0c     # field 1 counts: map, 12 bytes
   02     #   count 2
   04 f0 9f 98 80 04   # "\U0001f600": 2
   03 ef bd a1  02     # "\uff61": 1 -- out of byte order
""", {"counts": {"\uff61": 1, "\U0001f600": 2}},
        "The keys in UTF-16 order: legal but not canonical (canonical order is by UTF-8 bytes).",
        canonical=False),
    error("map-duplicate-key-then-bad-value", "Keys", "invalidPresenceByte", """
0a        # Keys: length 10
12 08     # field 2 flags: map, 8 bytes
   02     #   count 2
   01 61  01 02   # "a": present, 1
   01 61  02      # "a" again; its value's presence byte 02 is bad
""", "An entry is read whole before its key is compared with earlier keys: the bad value after a "
        "repeated key is reported, not the repeated key.", at=10),
    error("map-equivalent-keys", "Keys", "duplicateMapKey", """
0c        # Keys: length 12
0a 0a     # field 1 counts: map, 10 bytes
   02     #   count 2
   03 65 cc 81  04   # "e\u0301" (e + combining acute): 2
   02 c3 a9  02      # "\u00e9": 1 -- canonically equivalent to the first key
""", "Two string keys with different bytes that are canonically equivalent (same NFD) are "
        "duplicateMapKey at the second.", at=9),
    value("map-decomposed-key", "Keys", """
08        # Keys: length 8
0a 06     # field 1 counts: map, 6 bytes
   01     #   count 1
   03 65 cc 81  04   # "e\u0301": 2 -- kept as these bytes, not normalised
""", {"counts": {"e\u0301": 2}}, "A decomposed key alone is an ordinary key, kept byte for byte."),
    error("map-equivalent-keys-defaults", "Settings", "duplicateMapKey", """
0c        # Settings: length 12
4a 0a     # field 9 counts: map, 10 bytes
   02     #   count 2
   03 65 cc 81  04   # "e\u0301": 2
   02 c3 a9  02      # "\u00e9": 1 -- canonically equivalent
""", "The archive of the original report (counts {\"\u00e9\": 1, \"e\u0301\": 2}): every reader "
        "rejects it as duplicateMapKey.", schema=DE, at=9),

    # -- packed lists ------------------------------------------------------------------------
    error("packed-width-before-room", "Keys", "invalidPackedWidth", """
06        # Keys: length 6
1a 04     # field 3 sizes: [int16], 4 bytes
   03     #   count 3
   03     #   layout 3: not 0, 1, 2, 4 or 8
   00 00  #   and 3 x 3 bytes would not fit either
""", "A packed list's layout byte is checked before the room for count x width.", at=4),

    # -- floats ------------------------------------------------------------------------------
    value("float32-decimal-default", "Tuned", """
05        # Tuned: length 5
0d 00 00 80 3f   # field 1 ratio (I32): 1.0 -- not the default
""", {"ratio": 1.0}, "ratio's default 1.000000059604644775390625001 rounds once, directly to "
        "float32 0x3F800001 (through float64 it would become 1.0), so 1.0 is written."),
    value("float32-decimal-default-written", "Tuned", """
05        # Tuned: length 5
0d 01 00 80 3f   # field 1 ratio (I32): 0x3F800001, the default, written out
""", {"ratio": 1.0000001}, "The default written out explicitly: legal, not canonical.", canonical=False),
    value("float64-reads-float32-signalling-nan", "Widened", """
05        # Widened: length 5
0d 01 00 80 ff   # field 1 value, wire kind I32: float32 0xFF800001, a signalling NaN
""", {"value": "NaN(0xfff0000020000000)"}, "float32 data in a float64 field: a NaN is widened bit "
        "by bit (sign, quiet bit, payload << 29), never quieted.", canonical=False),
    value("float64-reads-float32-nan-payload", "Widened", """
05        # Widened: length 5
0d 01 00 c0 7f   # field 1 value (I32): float32 0x7FC00001
""", {"value": "NaN(0x7ff8000020000000)"}, "A quiet float32 NaN with a payload, widened.", canonical=False),
    # -- timestamps --------------------------------------------------------------------------
    value("timestamps-before-year-one", "Moments", MOMENTS_BODY, MOMENTS_VALUE,
          "Instants around and before year 1: the JSON form counts years astronomically "
          "(0000 is 1 BC, -0001 is 2 BC) in the proleptic Gregorian calendar."),
    value("timestamps-calendar-boundaries", "Moments", *moments(calendar_boundaries()),
          "Midnights at the calendar's boundaries, after and before year 1: the last and first days "
          "of 400-year eras (29 February 2000, 1 March 2000, 0000-02-29), a century's last day, and "
          "28 February and 1 March of century years that are not leap years (1900, 2100, -0100), and "
          "31 March, 31 August and 31 January, where a day counted from 1 March changes month."),

    # -- urls ----------------------------------------------------------------------------------
    value("url-grammar-edges", "Links", links(GOOD_URLS)[0], {"links": GOOD_URLS},
          "URI references at the edges of RFC 3986's grammar, all valid and kept as written."),
    value("url-ipvfuture-either-case", "Links", links(IPVFUTURE_URLS)[0], {"links": IPVFUTURE_URLS},
          "IP literals of the IPvFuture form with 'V' as well as 'v' and hex digits of either case: "
          "ABNF quoted strings are case-insensitive."),
] + [
    error("url-" + name, "Links", "invalidURL", links([text])[0],
          "Not an RFC 3986 URI reference: %s." % why, at=links([text])[1])
    for name, text, why in BAD_URLS
]

"""Cases of the tag table and the instance table at the start of the body (FORMAT.md §2, §5.16,
§5.17, §7): their checks and order, entries no reference reaches, and the legal but
non-canonical ways to number tags and instances. `at` is relative to the root's start,
`body_at` to the body's start (the tag table's count)."""
CL = "classes.yaml"
FA = "families.yaml"

KNOTS_XY = """
00                  # tag table: 0 tags
02                  # instance table: 2 entries
03 0a 01 78         #   entry 1: label "x"
03 0a 01 79         #   entry 2: label "y"
"""


def value(name, schema, root, tables, body, json_value, description, canonical=False, **extra):
    case = dict(id="tables/" + name, schema=schema, root=root, canonical=canonical, description=description,
                tables=tables, body=body, value=json_value)
    case.update(extra)
    return case


def error(name, schema, root, code, tables, body, description, **extra):
    case = dict(id="tables/" + name, schema=schema, root=root, error=code, description=description,
                tables=tables, body=body)
    case.update(extra)
    return case


def unreached(name, code, entry, at, description):
    """Holder {first: entry 1} with a second entry no reference reaches, whose content is
    `entry` (annotated hex, without its length prefix): checked after the root."""
    size = len(bytes.fromhex(entry.split("#")[0].replace(" ", "")))
    return error("unreached-" + name, CL, "Holder", code, """
00                  # tag table: 0 tags
02                  # instance table: 2 entries
03 0a 01 78         #   entry 1: label "x"
%02x                  #   entry 2, %d bytes (no reference reaches it):
   %s
""" % (size, size, entry), """
02 08 01            # Holder: first = entry 1
""", description + " An entry no reference reaches is checked after the root, as an unknown "
        "field would be (its error has the path @2).", body_at=at)


CASES = [
    # -- the tag table ------------------------------------------------------------------
    error("tag-count-too-large", FA, "Transport", "countOutOfBounds", """
02                  # tag table: 2 tags -- each takes at least 2 bytes, and 3 are left
01 61               #   a tag "a"
00                  #   (one byte)
""", "", "The tag table's count is checked against 2 bytes per tag (a length and at least one "
        "byte) before any tag is read.", body_at=0),
    error("tag-past-end", FA, "Transport", "lengthOutOfBounds", """
01                  # tag table: 1 tag
09 63 61 72         #   tag 1: length 9, 3 bytes follow
""", "", "A tag whose length runs past the end of the input.", body_at=1),
    error("duplicate-tag", FA, "Depot", "duplicateTag", """
02                  # tag table: 2 tags
03 63 61 72         #   tag 1: "car"
03 63 61 72         #   tag 2: "car" again
00                  # instance table: 0 entries
""", "00  # Depot: empty", "A tag listed twice: duplicateTag at the second one's length prefix, "
        "even though no protocol value uses either.", body_at=5),
    error("malformed-tag-slash", FA, "Depot", "unknownFamilyTag", """
02                  # tag table: 2 tags
03 63 61 72         #   tag 1: "car"
03 63 2f 72         #   tag 2: "c/r" -- '/' is not one of A-Z a-z 0-9 _ . -
00                  # instance table: 0 entries
""", "00  # Depot: empty", "A malformed tag in the table is unknownFamilyTag at its length prefix, "
        "whether or not anything uses it.", body_at=5),

    # -- the instance table -------------------------------------------------------------
    error("entry-count-too-large", CL, "Knot", "countOutOfBounds", """
00                  # tag table: 0 tags
05                  # instance table: 5 entries -- each takes at least 1 byte, and 4 are left
03 0a 01 78
""", "", "The instance table's count is checked against 1 byte per entry.", body_at=1),
    error("entry-past-end", CL, "Knot", "lengthOutOfBounds", """
00                  # tag table: 0 tags
01                  # instance table: 1 entry
09 0a 01 78         #   entry 1: length 9, 3 bytes follow
""", "", "An entry whose length runs past the end: the tables' framing is checked before the root "
        "is read.", body_at=2),
    error("entry-error-inside", CL, "Knot", "invalidUTF8", """
00                  # tag table: 0 tags
01                  # instance table: 1 entry
03 0a 01 ff         #   entry 1: label, 1 byte, not UTF-8
""", "01  # Knot: entry 1", "An error inside an entry is found when the entry is read (at its first "
        "reference) and located in the entry's own bytes.", body_at=4),
    error("entry-missing-required", CL, "Holder", "missingRequiredField", """
00                  # tag table: 0 tags
01                  # instance table: 1 entry
00                  #   entry 1: empty -- a Badge without its required text
""", "02 18 01  # Holder: label = entry 1", "A class instance lacking a required field: the offset "
        "is the entry's length prefix.", body_at=2),
    error("entry-unknown-field-cut", CL, "Knot", "lengthOutOfBounds", """
00                  # tag table: 0 tags
01                  # instance table: 1 entry
06                  #   entry 1, 6 bytes
   0a 01 61         #     label "a"
   4a 05 01         #     unknown field 9 (LEN) that claims 5 bytes: 1 is left in the entry
""", "01  # Knot: entry 1 (a byte after the entry)", "An unknown field (which might hold entry numbers) cut short inside "
        "its entry: lengthOutOfBounds, never a read past the entry.", body_at=7),
    error("entry-field-past-entry", CL, "Knot", "lengthOutOfBounds", """
00                  # tag table: 0 tags
01                  # instance table: 1 entry
02                  #   entry 1, 2 bytes
   0a 05            #     field 1 label: 5 bytes, but the entry ends here
""", "01 61 62 63 64 65  # Knot: entry 1 (then bytes that are not the entry's)",
        "A field of an entry is bounded by the entry's length, not by the input.", body_at=4),
    unreached("truncated", "truncated", "18 80  # field 3: a varint cut by the entry's end", 8,
              "An unreferenced entry whose varint is cut by the entry's end."),
    unreached("duplicate-field", "duplicateField", "08 01 08 02  # field 1 twice", 9,
              "An unreferenced entry with a field twice."),
    unreached("wire-kind", "unknownWireKind", "0b 00  # key 0b: field 1, kind 3", 7,
              "An unreferenced entry with a key of wire kind 3."),
    unreached("length", "lengthOutOfBounds", "0a 05 79  # field 1: 5 bytes, 1 left", 8,
              "An unreferenced entry whose field runs past the entry's end."),
    error("unreached-in-number-order", CL, "Holder", "duplicateField", """
00                  # tag table: 0 tags
03                  # instance table: 3 entries
03 0a 01 78         #   entry 1: label "x"
04 08 01 08 02      #   entry 2: field 1 twice (no reference reaches it)
02 0b 00            #   entry 3: a key of kind 3 (no reference reaches it either)
""", "02 08 01  # Holder: first = entry 1",
        "Entries no reference reaches are checked in number order: entry 2's error is reported, "
        "not entry 3's.", body_at=9),
    error("trailing-before-unreached", CL, "Holder", "trailingBytes", """
00                  # tag table: 0 tags
02                  # instance table: 2 entries
03 0a 01 78         #   entry 1: label "x"
01 0b               #   entry 2: malformed (kind 3), no reference reaches it
""", "02 08 01  # Holder: first = entry 1\n00  # a byte after the root",
        "Bytes after the root are found before the unreferenced entries are checked.", at=3),

    # -- legal, not canonical -----------------------------------------------------------
    value("unreached-entry", CL, "Holder", KNOTS_XY, "02 08 01  # Holder: first = entry 1",
          {"$archive": {"tags": [], "instances": 2, "entries": {"2": "CgF5"}}, "$root": {"first": {"$id": "1", "label": "x"}}},
          "A well-formed entry that no reference reaches is legal and kept (the dump lists its bytes "
          "under $archive so that pack writes it back); a canonical writer writes only what it uses."),
    value("instances-out-of-order", CL, "Holder", KNOTS_XY, """
04                  # Holder: length 4
08 02               # field 1 first: entry 2 (met first)
10 01               # field 2 second: entry 1
""", {"first": {"$id": "2", "label": "y"}, "second": {"$id": "1", "label": "x"}},
          "Entries not numbered in order of first reference: legal; the dump labels each instance "
          "with its entry number."),
    value("unused-tag", FA, "Transport", """
02                  # tag table: 2 tags
04 62 6f 61 74      #   tag 1: "boat" (used by nothing)
03 63 61 72         #   tag 2: "car"
00                  # instance table: 0 entries
""", """
0f 02               # protocol value, 15 bytes: tag 2 ("car")
0d 0a 04 53 61 61 62 12 03 39 30 30 18 08  # Auto: "Saab", "900", 4
""", {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4},
          "A tag table listing a tag no value uses: legal, not canonical."),
    value("tags-out-of-order", FA, "Depot", """
02                  # tag table: 2 tags
05 4c 6f 72 72 79   #   tag 1: "Lorry" (used second)
03 63 61 72         #   tag 2: "car" (used first)
00                  # instance table: 0 entries
""", """
16                  # Depot: length 22
0a 14 02            # field 1 vehicles: 20 bytes, count 2
   0a 02            #   protocol value, 10 bytes: tag 2 ("car")
   08 0a 01 41 12 01 42 18 00  # Auto, 8 bytes: make "A", model "B", cylinders 0
   07 01            #   protocol value, 7 bytes: tag 1 ("Lorry")
   05 0a 01 43 12 00  #   Lorry, 5 bytes: make "C", model ""
""", {"vehicles": [{"$type": "car", "make": "A", "model": "B", "cylinders": 0},
                   {"$type": "Lorry", "make": "C", "model": ""}]},
          "Tags not numbered in order of first use: legal, not canonical."),
]

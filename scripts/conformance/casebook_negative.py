"""Negative cases: archives every reader must reject, each with the error code (the raw value
of SheafError.Code) and, where the format fixes it, the byte offset. `at` is relative to the
start of the root (after the tables), `body_at` to the start of the body (the tag table),
`abs_at` absolute. Bodies are annotated hex written by hand."""
import hexfile as wire

SC = "scalars.yaml"
ST = "structs.yaml"
EN = "enums.yaml"
CO = "collections.yaml"
GE = "generics.yaml"
FA = "families.yaml"
CL = "classes.yaml"
SCALARS_FP = bytes.fromhex("4c4f2fdc8cfbd5f8")

CAR = "01 03 63 61 72  # tag table: 1 tag, \"car\"\n00  # instance table: 0 entries"
BOAT = "01 04 62 6f 61 74  # tag table: 1 tag, \"boat\"\n00  # instance table: 0 entries"
KNOT_X = "00  # tag table: 0 tags\n01  # instance table: 1 entry\n03 0a 01 78  # entry 1: label \"x\""

FLAG_TRUE = """
02      # Flag: length 2
08 01   # field 1 value: true
"""


def neg(case_id, schema, root, error, description, body=None, **extra):
    case = dict(id=case_id, schema=schema, root=root, error=error, description=description)
    if body is not None:
        case["body"] = body
    case.update(extra)
    return case


def raw_header(lines):
    return "\n".join(lines)


CASES = [
    # -- header ------------------------------------------------------------------------
    neg("header/empty-input", SC, "Flag", "truncated", "No bytes at all.", raw="# (no bytes)", abs_at=0),
    neg("header/truncated-magic", SC, "Flag", "truncated", "The input ends inside the magic.",
        raw="89 53  # the first two magic bytes, then the end", abs_at=0),
    neg("header/bad-magic", SC, "Flag", "badMagic", "The fourth magic byte is wrong.", body=FLAG_TRUE,
        header=dict(magic=bytes([0x89, 0x53, 0x48, 0x47])), abs_at=0),
    neg("header/bad-magic-7-bit", SC, "Flag", "badMagic",
        "The high bit of the first byte was stripped by a 7-bit transport.", body=FLAG_TRUE,
        header=dict(magic=bytes([0x09, 0x53, 0x48, 0x46])), abs_at=0),
    neg("header/truncated-after-magic", SC, "Flag", "truncated", "The input ends before the format version.",
        raw="89 53 48 46  # magic", abs_at=4),
    neg("header/unsupported-format-version", SC, "Flag", "unsupportedFormatVersion",
        "Format version 1 (the format before this one's tables).", body=FLAG_TRUE, header=dict(format_version=1), abs_at=4),
    neg("header/format-version-three", SC, "Flag", "unsupportedFormatVersion",
        "Format version 3.", body=FLAG_TRUE, header=dict(format_version=3), abs_at=4),
    neg("header/format-version-zero", SC, "Flag", "unsupportedFormatVersion",
        "Format version 0.", body=FLAG_TRUE, header=dict(format_version=0), abs_at=4),
    neg("header/unknown-flag-bit-1", SC, "Flag", "unknownFlags", "Flag bit 1 is not defined.",
        body=FLAG_TRUE, header=dict(flags=0x02), abs_at=5),
    neg("header/unknown-flag-bit-7", SC, "Flag", "unknownFlags", "Bit 7 set beside the checksum bit.",
        body=FLAG_TRUE, header=dict(flags=0x81), abs_at=5),
    neg("header/truncated-before-schema-name", SC, "Flag", "truncated",
        "The input ends after the flags.", raw="89 53 48 46  # magic\n02  # format\n00  # flags", abs_at=6),
    neg("header/truncated-in-schema-name", SC, "Flag", "lengthOutOfBounds",
        "The schema name's length (7) runs past the end: lengths are checked before bytes are read.",
        raw="89 53 48 46  # magic\n02  # format\n00  # flags\n07 73 63 61  # name length 7, only 3 bytes follow",
        abs_at=6),
    neg("header/truncated-in-version-varint", SC, "Flag", "truncated",
        "The input ends inside the multi-byte varint of schema version 300.",
        raw="89 53 48 46  # magic\n02  # format\n00  # flags\n07 73 63 61 6c 61 72 73  # 'scalars'\n"
            "ac  # first byte of varint 300 (ac 02), then the end", abs_at=14),
    neg("header/truncated-in-fingerprint", SC, "Flag", "truncated",
        "The input ends after 4 of the 8 fingerprint bytes.",
        raw="89 53 48 46  # magic\n02  # format\n00  # flags\n07 73 63 61 6c 61 72 73  # 'scalars'\n"
            "01  # version 1\n4c 4f 2f dc  # half a fingerprint", abs_at=15),
    neg("header/truncated-before-root-type", SC, "Flag", "truncated",
        "The input ends after the fingerprint.",
        raw="89 53 48 46  # magic\n02  # format\n00  # flags\n07 73 63 61 6c 61 72 73  # 'scalars'\n"
            "01  # version 1\n4c 4f 2f dc 8c fb d5 f8  # fingerprint", abs_at=23),
    neg("header/truncated-in-root-type", SC, "Flag", "lengthOutOfBounds",
        "The root type's length runs past the end.",
        raw="89 53 48 46  # magic\n02  # format\n00  # flags\n07 73 63 61 6c 61 72 73  # 'scalars'\n"
            "01  # version 1\n4c 4f 2f dc 8c fb d5 f8  # fingerprint\n04 46 6c  # 'Flag' cut after 2 bytes",
        abs_at=23),
    neg("header/schema-version-zero", SC, "Flag", "invalidSchemaVersion", "Schema versions start at 1.",
        body=FLAG_TRUE, header=dict(version=0), abs_at=14),
    neg("header/schema-version-too-large", SC, "Flag", "invalidSchemaVersion",
        "Schema version 2^63 in the header: versions run up to 2^63 - 1.", body=FLAG_TRUE,
        header=dict(version=2 ** 63), abs_at=14),
    dict(id="header/schema-version-max", schema=SC, root="Flag", canonical=False,
         description="Schema version 2^63 - 1 in the header, the largest a header allows, is read (a "
                     "reader accepts other versions of its schema); a writer writes its own version.",
         body=FLAG_TRUE, header=dict(version=2 ** 63 - 1), value={"value": True}),
    neg("header/invalid-utf8-schema-name", SC, "Flag", "invalidUTF8", "The schema name is not UTF-8.",
        body=FLAG_TRUE, header=dict(schema=b"\xffscalars"), abs_at=6),
    neg("header/schema-mismatch", SC, "Flag", "schemaMismatch",
        "The archive names another schema (\"other\").", body=FLAG_TRUE, header=dict(schema="other"), abs_at=6),
    neg("header/root-type-mismatch", SC, "Ints", "rootTypeMismatch",
        "The reader asks for Ints; the archive's root is Flag.", body=FLAG_TRUE,
        header=dict(root_type="Flag"), abs_at=23),
    neg("header/root-type-mismatch-before-tables", SC, "Ints", "rootTypeMismatch",
        "A wrong root type and a damaged tag table: the whole header is compared before the "
        "tables are read.", tables="09  # tag table: 9 tags -- far more than the bytes left",
        body=FLAG_TRUE, header=dict(root_type="Flag"), abs_at=23),
    neg("header/schema-mismatch-before-tables", SC, "Flag", "schemaMismatch",
        "A foreign schema name and a damaged instance table: the schema name is compared "
        "before the tables are read.", tables="00  # tag table\n07  # instance table: 7 entries, 3 bytes left",
        body=FLAG_TRUE, header=dict(schema="other"), abs_at=6),
    neg("header/unknown-root-type", SC, "Flag", "rootTypeMismatch",
        "The archive's root type names no type of the schema.", body=FLAG_TRUE,
        header=dict(root_type="Nope"), abs_at=23),
    neg("header/root-type-argument-mismatch", SC, "Slot<int64>", "rootTypeMismatch",
        "Slot<int32> asked for as Slot<int64>: instances of one generic type are different types.",
        body="02 08 02  # Slot<int32>: value 1", header=dict(root_type="Slot<int32>"), abs_at=23),
    neg("header/root-type-not-canonical", SC, "Slot<int64>", "rootTypeMismatch",
        "The root type text must be the canonical spelling (no space after '<').",
        body="02 08 02  # Slot<int64>: value 1", header=dict(root_type="Slot< int64>"), abs_at=23),
    neg("header/missing-body", SC, "Flag", "truncated", "A complete header and no body: the tag "
        "table's count is missing.", tables="# (no body)", body="", body_at=0),
    neg("header/tag-count-exact-room", SC, "Flag", "truncated", "A tag table of 1 tag with exactly "
        "2 bytes left (a tag takes 2 bytes at least, so the count fits): the tag is read, then the "
        "instance table's count is missing.", tables="01  # tag table: 1 tag\n01 78  # tag 1: \"x\"",
        body="", body_at=3),
    neg("header/missing-root", SC, "Flag", "truncated", "A complete header and two empty tables, "
        "then the end: the root is missing.", body="# (no root)", at=0),

    # -- checksum ----------------------------------------------------------------------
    neg("checksum/wrong-trailer", SC, "Flag", "checksumMismatch", "One bit of the trailer is flipped.",
        body=FLAG_TRUE, checksum=True, bad_crc=True, at=3),
    neg("checksum/flipped-body-bit", SC, "Flag", "checksumMismatch",
        "One bit of the body was flipped after the trailer was computed (the body still parses).",
        body="""
02      # Flag: length 2
08 00   # field 1 value: false -- was 08 01 (true) when the CRC was computed
""", checksum=True, flip=("08 00   # field 1 value: false", "08 01   # field 1 value: false"), at=3),
    neg("checksum/truncated-trailer", SC, "Flag", "checksumMismatch",
        "The last byte is missing: the last four bytes are taken as the trailer and do not match.",
        body=FLAG_TRUE, checksum=True, crc_keep=3, at=2),
    neg("checksum/no-room-for-trailer", SC, "Flag", "truncated",
        "The checksum flag is set but fewer than four bytes follow the flags.",
        raw="89 53 48 46  # magic\n02  # format\n01  # flags: CRC-32C trailer\n07 73 63  # 3 bytes", abs_at=6),
    neg("checksum/ten-bytes", SC, "Flag", "checksumMismatch",
        "The checksum flag and exactly four bytes after the flags: room for the trailer, which is "
        "checked (over the six bytes before it) and does not match.",
        raw="89 53 48 46  # magic\n02  # format\n01  # flags: CRC-32C trailer\n"
            "00 00 00 00  # trailer: not the CRC-32C of the six bytes before it", abs_at=6),
    neg("checksum/before-header-strings", SC, "Flag", "checksumMismatch",
        "A schema name that is not UTF-8 and a wrong trailer: the checksum is verified over the "
        "whole input before the header's strings are read.", body=FLAG_TRUE,
        header=dict(schema=b"\xffscalars"), checksum=True, bad_crc=True, at=3),
    neg("checksum/flag-without-trailer", SC, "Flag", "checksumMismatch",
        "The flag is set on an archive written without a trailer.", body=FLAG_TRUE, header=dict(flags=1),
        at=-1),
    neg("checksum/trailing-bytes-before-trailer", SC, "Flag", "trailingBytes",
        "A byte between the root value and a valid trailer.", body=FLAG_TRUE + "00  # extra byte\n",
        checksum=True, at=3),

    # -- varints -----------------------------------------------------------------------
    neg("varint/overlong-key", ST, "Point", "overlongVarint", "The key of field 1 as 88 00.",
        body="05  # Point: length 5\n88 00  # key 8 overlong\n02  # x 1\n10 04  # y 2", at=1),
    neg("varint/overlong-value", SC, "Flag", "overlongVarint", "true written as 81 00.",
        body="03  # Flag: length 3\n08  # field 1\n81 00  # 1, overlong", at=2),
    neg("varint/overlong-length", ST, "Point", "overlongVarint", "The struct length 4 written as 84 00.",
        body="84 00  # length 4, overlong\n08 02 10 04", at=0),
    neg("varint/overlong-ten-bytes", SC, "uint64", "overlongVarint",
        "Nine continuation bytes and a 10th byte 00.", body="80 80 80 80 80 80 80 80 80 00", at=0),
    neg("varint/oversized-tenth-byte", SC, "int64", "oversizedVarint",
        "A 10th byte of 02 would be bit 64.", body="ff ff ff ff ff ff ff ff ff 02", at=0),
    neg("varint/eleven-bytes", SC, "uint64", "oversizedVarint",
        "An 11-byte varint (its 10th byte has the continuation bit).", body="ff ff ff ff ff ff ff ff ff ff 01",
        at=0),
    neg("varint/truncated-value", SC, "uint64", "truncated", "The input ends inside a varint.",
        body="ff ff  # continuation bits, then the end", at=0),
    neg("varint/truncated-key", ST, "Line", "truncated",
        "The enclosing struct ends inside a two-byte key (field 300).",
        body="01  # Line: length 1\ne2  # first byte of key e2 12", at=1),
    neg("varint/truncated-at-value-end", ST, "Point", "truncated",
        "A varint that runs to the end of its struct, more bytes follow outside it.",
        body="02  # Point: length 2\n08 80  # x: varint continues past the struct's end\n01 00 00  # outside", at=2),

    # -- integer ranges ----------------------------------------------------------------
    neg("integer/int8-overflow", SC, "Slot<int8>", "integerOverflow", "128 does not fit int8.",
        body="03  # Slot: length 3\n08 80 02  # value: zig-zag 256 = 128", at=2),
    neg("integer/int8-underflow", SC, "Slot<int8>", "integerOverflow", "-129 does not fit int8.",
        body="03  # Slot: length 3\n08 81 02  # value: zig-zag 257 = -129", at=2),
    neg("integer/uint8-overflow", SC, "Slot<uint8>", "integerOverflow", "256 does not fit uint8.",
        body="03  # Slot: length 3\n08 80 02  # value 256", at=2),
    neg("integer/int32-overflow", SC, "Slot<int32>", "integerOverflow", "2^31 does not fit int32.",
        body="06  # Slot: length 6\n08 80 80 80 80 10  # zig-zag 2^32 = 2^31", at=2),
    neg("integer/uint32-overflow", SC, "Slot<uint32>", "integerOverflow", "2^32 does not fit uint32.",
        body="06  # Slot: length 6\n08 80 80 80 80 10  # 2^32", at=2),
    neg("integer/options-overflow", "defaults.yaml", "Perms", "integerOverflow",
        "An option set's bits must fit its raw type (uint8).", body="80 02  # 256", at=0),
    neg("integer/enum-raw-overflow", EN, "Code", "integerOverflow",
        "An open uint8 enum's raw value 256 does not fit uint8.", body="80 02  # 256", at=0),

    # -- lengths and counts ------------------------------------------------------------
    neg("length/struct-past-end", ST, "Point", "lengthOutOfBounds", "Length 5, four bytes follow.",
        body="05  # Point: length 5\n08 02 10 04", at=0),
    neg("length/string-past-end", SC, "string", "lengthOutOfBounds", "Length 5, two bytes follow.",
        body="05 68 69", at=0),
    neg("length/past-enclosing-value", ST, "Line", "lengthOutOfBounds",
        "A field's length runs past its enclosing struct, though the input has enough bytes.",
        body="""
04              # Line: length 4
0a 09 08 02     # field 1 from: length 9, but only 2 bytes left in Line
00 00 00 00 00 00 00 00 00  # bytes outside Line
""", at=2),
    neg("length/huge", SC, "string", "lengthOutOfBounds", "A length of 2^64-1.",
        body="ff ff ff ff ff ff ff ff ff 01  # length", at=0),
    neg("length/unread-bytes-in-list", CO, "Box<[string]>", "lengthMismatch",
        "A list's length covers a byte after its last element.",
        body="06  # Box: length 6\n0a 04  # list, 4 bytes\n01  # count 1\n01 61  # \"a\"\n00  # left over",
        at=6),
    neg("length/unread-bytes-after-reference", CL, "Holder", "lengthMismatch",
        "A list of one class value (an entry number) followed by a byte inside the list's length.",
        tables=KNOT_X, body="05  # Holder: length 5\n22 03  # nodes: 3 bytes\n01  # count 1\n01  # entry 1\n"
                            "00  # left over", at=5),
    neg("count/list-past-end", CO, "Box<[string]>", "countOutOfBounds",
        "100 elements cannot fit in 2 bytes.", body="05  # Box\n0a 03  # list, 3 bytes\n64  # count 100\n00 00",
        at=3),
    neg("count/packed-past-end", CO, "Box<[int32]>", "countOutOfBounds",
        "2 packed elements of width 4 need 8 bytes; 3 follow the layout byte.",
        body="07  # Box\n0a 05  # list, 5 bytes\n02  # count 2\n04  # layout 4: fixed width 4\n01 02 03", at=3),
    neg("count/float64-past-end", CO, "Box<[float64]>", "countOutOfBounds",
        "2 float64 need 16 bytes; 8 follow.",
        body="0b  # Box\n0a 09  # list, 9 bytes\n02  # count 2\n00 00 00 00 00 00 f0 3f", at=3),
    neg("count/map-past-end", CO, "Box<[string: int32]>", "countOutOfBounds",
        "10 map entries cannot fit in 3 bytes.", body="06  # Box\n0a 04  # map, 4 bytes\n0a  # count 10\n01 61 00",
        at=3),
    neg("count/huge", CO, "Box<[bool]>", "countOutOfBounds", "A count of 2^32-1 before any allocation.",
        body="08  # Box\n0a 06  # list, 6 bytes\nff ff ff ff 0f  # count\n01", at=3),

    # -- wire kinds and field ids ------------------------------------------------------
    neg("wirekind/kind-3", ST, "Point", "unknownWireKind", "Key 0b: field 1, kind 3.",
        body="02  # Point\n0b 00", at=1),
    neg("wirekind/kind-4", ST, "Point", "unknownWireKind", "Key 0c: field 1, kind 4.",
        body="02  # Point\n0c 00", at=1),
    neg("wirekind/kind-6", ST, "Point", "unknownWireKind", "Key 0e: field 1, kind 6.",
        body="02  # Point\n0e 00", at=1),
    neg("wirekind/kind-7-unknown-field", ST, "Point", "unknownWireKind",
        "Key 4f: an unknown field 9 of kind 7 cannot be skipped.",
        body="06  # Point\n08 02 10 04  # x, y\n4f 00  # field 9, kind 7", at=5),
    neg("wirekind/len-for-int", ST, "Point", "wireKindMismatch", "Field x (int32) arrives as LEN.",
        body="05  # Point\n0a 01 02  # field 1 as LEN\n10 04", at=1),
    neg("wirekind/varint-for-float32", SC, "Floats", "wireKindMismatch", "f32 arrives as VARINT.",
        body="0b  # Floats\n08 00  # field 1 as VARINT\n11 00 00 00 00 00 00 00 00", at=1),
    neg("wirekind/i64-for-float32", SC, "Floats", "wireKindMismatch",
        "f32 arrives as I64: a float32 field does not read float64 data (that would narrow).",
        body="12  # Floats\n09 00 00 00 00 00 00 00 00  # field 1 as I64\n11 00 00 00 00 00 00 00 00", at=1),
    neg("wirekind/varint-for-struct", ST, "Line", "wireKindMismatch", "A struct field arrives as VARINT.",
        body="02  # Line\n08 00  # field 1 from as VARINT", at=1),
    neg("fieldid/zero", ST, "Point", "invalidFieldID", "Key 00: field id 0.",
        body="02  # Point\n00 00", at=1),
    dict(id="packed/varints-exact-room", schema=CO, root="Box<[int32]>", canonical=False,
         description="A varint-packed list (layout 0) whose count equals the bytes left: the room check "
                     "for layout 0 is count <= bytes left (one byte per element at least), not count x 2.",
         body="07  # Box: length 7\n0a 05  # field 1 value (LEN): 5 bytes\n03  # count 3\n"
              "00  # layout 0: varints\n02 04 06  # 1, 2, 3 (zig-zag)", value={"value": [1, 2, 3]}),
    dict(id="fieldid/max-id", schema=ST, root="Point", canonical=True,
         description="Field id 2^29 - 1, the largest (key varint 2^32 - 8), on a field the schema does "
                     "not know: read and kept like any unknown field.",
         body="0a  # Point: length 10\n08 02  # field 1 x: 1\n10 04  # field 2 y: 2\n"
              "f8 ff ff ff 0f 00  # unknown field 2^29 - 1 VARINT 0",
         value={"x": 1, "y": 2, "$unknown": {"536870911": "+P///w8A"}}),
    neg("fieldid/too-large", ST, "Point", "invalidFieldID", "Field id 2^29 (key varint 2^32).",
        body="06  # Point\n80 80 80 80 10  # key: id 2^29, kind 0\n00", at=1),

    # -- text, bool, presence, uuid, url, packed width ----------------------------------
    neg("utf8/bad-continuation", SC, "string", "invalidUTF8", "c3 28 is not UTF-8.", body="02 c3 28", at=0),
    neg("utf8/overlong-encoding", SC, "string", "invalidUTF8", "c0 af: an overlong '/'.", body="02 c0 af", at=0),
    neg("utf8/surrogate", SC, "string", "invalidUTF8", "ed a0 80: a UTF-16 surrogate.", body="03 ed a0 80", at=0),
    neg("utf8/cut-sequence", SC, "string", "invalidUTF8", "f0 9f: a four-byte sequence cut short.",
        body="02 f0 9f", at=0),
    neg("utf8/above-max", SC, "string", "invalidUTF8", "f4 90 80 80: above U+10FFFF.",
        body="04 f4 90 80 80", at=0),
    neg("utf8/in-map-key", CO, "Box<[string: int32]>", "invalidUTF8", "A map key that is not UTF-8.",
        body="06  # Box\n0a 04  # map, 4 bytes\n01  # count 1\n01 ff  # key\n00  # value", at=4),
    neg("utf8/in-tag", FA, "Transport", "invalidUTF8", "A tag of the tag table that is not UTF-8.",
        tables="01  # tag table: 1 tag\n01 ff  # tag 1: not UTF-8\n00  # instance table: 0 entries",
        body="02 01 00  # (not reached)", body_at=1),
    neg("bool/two", SC, "Flag", "invalidBool", "A bool of 2.", body="02  # Flag\n08 02", path='$.value', at=2),
    neg("bool/in-list", CO, "Box<[bool]>", "invalidBool", "A byte 02 in a bool list.",
        body="05  # Box\n0a 03  # list\n02  # count 2\n01 02", path='$.value[1]', at=5),
    neg("presence/root", SC, "int32?", "invalidPresenceByte", "A presence byte of 02.", body="02 00", at=0),
    neg("presence/in-list", CO, "Box<[string?]>", "invalidPresenceByte", "A presence byte of 02 in a list.",
        body="04  # Box\n0a 02  # list\n01  # count 1\n02  # presence", at=4),
    neg("uuid/short", SC, "Slot<uuid>", "invalidUUID", "A uuid of 2 bytes.",
        body="04  # Slot\n0a 02 ab cd  # value: length 2", path='$.value', at=2),
    neg("uuid/long", SC, "Slot<uuid>", "invalidUUID", "A uuid of 17 bytes.",
        body="13  # Slot\n0a 11 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00", path='$.value', at=2),
    neg("uuid/length-past-enclosing", SC, "Slot<uuid>", "lengthOutOfBounds",
        "A uuid of length 17 with two bytes left in the Slot: the length is checked against the bytes "
        "left before it is checked for 16.", body="04  # Slot\n0a 11 00 00  # value: length 17, 2 bytes left",
        path="$.value", at=2),
    neg("url/empty", SC, "Slot<url>", "invalidURL", "An empty url.", body="02  # Slot\n0a 00", at=2),
    neg("url/space", SC, "Slot<url>", "invalidURL", "A url with a space (it must be percent-encoded).",
        body="05  # Slot\n0a 03 61 20 62  # \"a b\"", at=2),
    neg("packed/width-3", CO, "Box<[int32]>", "invalidPackedWidth", "Layout byte 3 (only 0, 1, 2, 4 and 8 exist).",
        body="07  # Box\n0a 05 01  # list, count 1\n03  # layout 3\n00 00 00", at=4),
    neg("packed/layout-varint-int8-overflow", CO, "Box<[int8]>", "integerOverflow",
        "Layout 0: a varint that does not fit the element type (zig-zag 256 = 128 for int8).",
        body="06  # Box\n0a 04 01  # list, 4 bytes: count 1\n00  # layout 0: varints\n80 02  # zig-zag 256", at=5),
    neg("packed/layout-varint-int8-underflow", CO, "Box<[int8]>", "integerOverflow",
        "Layout 0: zig-zag 257 is -129, one below int8's range.",
        body="06  # Box\n0a 04 01  # list, 4 bytes: count 1\n00  # layout 0: varints\n81 02  # zig-zag 257", at=5),
    neg("packed/layout-varint-overlong", CO, "Box<[int32]>", "overlongVarint",
        "Layout 0: an element varint that is not minimal (1 written as 82 00).",
        body="06  # Box\n0a 04 01  # list, 4 bytes: count 1\n00  # layout 0\n82 00  # 1, overlong", at=5),
    neg("packed/layout-varint-uint8-overflow", CO, "Box<[uint8]>", "integerOverflow",
        "Layout 0 for an unsigned type: plain varints, so 80 02 is 256, too big for uint8.",
        body="06  # Box\n0a 04 01  # list, 4 bytes: count 1\n00  # layout 0\n80 02  # 256", at=5),
    neg("packed/layout-varint-past-list", CO, "Box<[int32]>", "truncated",
        "Layout 0: the second varint runs past the list's end (more bytes follow outside it).",
        body="06  # Box\n0a 04 02  # list, 4 bytes: count 2\n00  # layout 0\n02 80  # 1, then a cut varint\n"
             "01 01  # bytes after the Box", at=6),
    neg("packed/layout-varint-bytes-left", CO, "Box<[int32]>", "lengthMismatch",
        "Layout 0: a byte left in the list after its count varints.",
        body="06  # Box\n0a 04 01  # list, 4 bytes: count 1\n00  # layout 0\n02  # 1\n00  # left over", at=6),
    neg("packed/layout-varint-count", CO, "Box<[int32]>", "countOutOfBounds",
        "Layout 0: each element takes at least one byte, so a count of 3 with 2 bytes after the "
        "layout byte is countOutOfBounds at the count.",
        body="06  # Box\n0a 04  # list, 4 bytes\n03  # count 3\n00  # layout 0\n02 04", at=3),
    neg("packed/wider-than-type", CO, "Box<[int16]>", "invalidPackedWidth",
        "Width 4 for int16 elements.", body="08  # Box\n0a 06 01  # list, count 1\n04  # layout 4: wider than int16\n01 00 00 00",
        at=4),

    # -- structure ---------------------------------------------------------------------
    neg("struct/duplicate-field", ST, "Point", "duplicateField", "Field 1 twice.",
        body="06  # Point\n08 02  # x\n10 04  # y\n08 06  # x again", at=5),
    neg("struct/duplicate-unknown-field", ST, "Point", "duplicateField", "Unknown field 3 twice.",
        body="08  # Point\n08 02 10 04\n18 01  # field 3\n18 02  # field 3 again", at=7),
    neg("struct/missing-required", ST, "Point", "missingRequiredField",
        "y is required; the offset is the struct's start.", body="02  # Point\n08 02  # x only", at=0),
    neg("struct/missing-required-nested", ST, "Line", "missingRequiredField",
        "from lacks x; the offset is from's length prefix.",
        body="0a  # Line\n0a 02 10 04  # from: y only\n12 04 08 00 10 00  # to", at=2),
    neg("struct/missing-required-in-case", GE, "Outcome<Spot>", "missingRequiredField",
        "The failure case lacks its required code.", body="01  # Outcome: length 1\n02  # case failure", at=0),
    neg("struct/missing-required-bare-member", FA, "Transport", "missingRequiredField",
        "An Auto without its required cylinders (offset: the Auto's length prefix).",
        tables=CAR, body="09  # protocol value\n01  # tag 1: car\n07 0a 01 53 12 02 39 30  # Auto: make, model", at=2),
    neg("map/duplicate-key", CO, "Box<[string: int32]>", "duplicateMapKey", "Key \"a\" twice.",
        body="09  # Box\n0a 07 02  # map, count 2\n01 61 02  # \"a\": 1\n01 61 04  # \"a\": 2", path='$.value["a"]', at=7),
    neg("map/duplicate-key-int", CO, "Box<[int: bool]>", "duplicateMapKey", "Key 1 twice.",
        body="07  # Box\n0a 05 02  # map, count 2\n02 01  # 1: true\n02 00  # 1: false", path='$.value["1"]', at=6),
    neg("enum/unknown-raw-closed", EN, "Color", "unknownEnumValue", "Raw 5 names no case of closed Color.",
        body="0a  # zig-zag 10 = 5", at=0),
    neg("enum/unknown-raw-in-field", EN, "Palette", "unknownEnumValue", "color = 7 in a struct.",
        body="05  # Palette\n08 0e  # color: 7\n22 01 03  # shape", at=2),
    neg("enum/unknown-raw-string-key", CO, "Box<[Tier: int8]>", "unknownEnumValue",
        "A map key \"xx\" of the closed string enum Tier.",
        body="07  # Box\n0a 05 01  # map, count 1\n02 78 78  # \"xx\"\n00", at=4),
    neg("enum/unknown-case", EN, "Form", "unknownEnumCase", "Case id 9.", body="01  # Form\n09", at=1),
    neg("enum/case-zero", EN, "Form", "unknownEnumCase", "Case id 0.", body="01  # Form\n00", at=1),
    neg("enum/empty-payload", EN, "Form", "truncated", "A payload enum of length 0 has no case id.",
        body="00  # Form: length 0", at=1),

    neg("map/value-cut", CO, "Box<[string: int32]>", "truncated",
        "The map ends after a key: its value's varint finds no bytes.",
        body="05  # Box\n0a 03  # map, 3 bytes\n01  # count 1\n01 61  # key \"a\", then the map ends", path='$.value["a"]', at=6),
    neg("length/element-past-list", CO, "Box<[string]>", "lengthOutOfBounds",
        "A string element's length runs past its list, though more bytes follow in the input.",
        body="06  # Box\n0a 04  # list, 4 bytes\n01  # count 1\n05 61 62  # string of 5 bytes, 2 left\n"
             "00 00 00 00  # bytes outside the Box", path='$.value[0]', at=4),

    # -- families and references -------------------------------------------------------
    neg("family/bytes-after-member", FA, "Transport", "lengthMismatch",
        "A byte left inside a protocol value after its member.", tables=CAR,
        body="09  # protocol value, 9 bytes\n01  # tag 1: car\n06 0a 00 12 00 18 00  # Auto\n00  # left over",
        at=9),
    neg("family/empty-protocol-value", FA, "Transport", "truncated",
        "A protocol value of length 0 has no tag number: truncated where the tag number should start.",
        tables=CAR, body="00  # protocol value: length 0", at=1),
    neg("family/unknown-tag-varint-then-more", FA, "Transport", "invalidFieldID",
        "Tag \"boat\" names no member, and after the tag number come a varint 1 and one more byte: not a "
        "class member's entry number alone, so an opaque struct member (length 1) whose key 00 is field 0.",
        tables=BOAT, body="03  # protocol value\n01  # tag 1: boat\n01 00  # opaque member: length 1, key 00",
        at=3),
    neg("family/unknown-tag-member-cut-varint", FA, "Transport", "truncated",
        "Tag \"boat\" names no member, and after the tag number comes a varint cut by the value's end: "
        "not a class member's entry number, so an opaque struct member whose length prefix is cut.",
        tables=BOAT, body="02  # protocol value\n01  # tag 1: boat\n80  # a varint cut by the value's end",
        at=2),
    neg("family/opaque-missing-required", FA, "Transport", "missingRequiredField",
        "Tag \"boat\" names no member, so the member is opaque and read as the family's own fields: "
        "make is required (the offset is the member's length prefix).", tables=BOAT,
        body="02  # protocol value\n01  # tag 1: boat\n00  # opaque member, empty", at=2),
    neg("family/opaque-field-cut", FA, "Transport", "lengthOutOfBounds",
        "An opaque member whose family field make runs past the member's end.", tables=BOAT,
        body="06  # protocol value\n01  # tag 1: boat\n04 0a 05 53 61  # opaque member: make, 5 bytes of 2",
        path="$.make", at=4),
    neg("family/opaque-unknown-field-cut", FA, "Transport", "truncated",
        "An opaque member whose unknown field 3's varint is cut by the member's end.", tables=BOAT,
        body="04  # protocol value\n01  # tag 1: boat\n02 18 80  # opaque member: field 3, varint cut",
        at=4),
    neg("family/opaque-body-cut", FA, "Transport", "lengthOutOfBounds",
        "An opaque member whose length runs past the protocol value's end.", tables=BOAT,
        body="04  # protocol value, 4 bytes\n01  # tag 1: boat\n05 0a 01 41  # opaque member: 5 bytes, 3 left\n"
             "00 00 00  # bytes after the protocol value", at=2),
    neg("family/opaque-class-reference", FA, "Transport", "unknownFamilyTag",
        "Tag \"boat\" names no member and the member is one varint alone: a class member's entry "
        "number. A class member cannot be kept opaque (the error is at the tag number).",
        tables="01 04 62 6f 61 74  # tag table: 1 tag, \"boat\"\n01  # instance table: 1 entry\n"
               "06 0a 00 12 00 18 28  # entry 1",
        body="02  # protocol value, 2 bytes\n01  # tag 1: boat\n01  # entry 1", at=1),
    neg("family/malformed-tag", FA, "Transport", "unknownFamilyTag",
        "Tag \"b at\" holds a space: no schema can declare it (the error is at the tag in the table).",
        tables="01  # tag table: 1 tag\n04 62 20 61 74  # tag 1: \"b at\"\n00  # instance table",
        body="02 01 00  # (not reached)", body_at=1),
    neg("family/empty-tag", FA, "Transport", "unknownFamilyTag", "An empty tag in the tag table.",
        tables="01  # tag table: 1 tag\n00  # tag 1: \"\"\n00  # instance table",
        body="02 01 00  # (not reached)", body_at=1),
    neg("family/tag-number-zero", FA, "Transport", "unknownFamilyTag",
        "A protocol value whose tag number is 0 (tags are numbered from 1).", tables=CAR,
        body="02  # protocol value, 2 bytes\n00  # tag number 0\n00", at=1),
    neg("family/tag-number-above-table", FA, "Transport", "unknownFamilyTag",
        "A protocol value whose tag number (2) is above the tag table's count (1).", tables=CAR,
        body="02  # protocol value, 2 bytes\n02  # tag number 2\n00", at=1),
    neg("reference/dangling-root", CL, "Knot", "danglingReference",
        "The root is entry 1 of an empty instance table: a reference to an instance that nothing "
        "defines.", body="01  # Knot: entry 1", at=0),
    neg("reference/zero", CL, "Holder", "danglingReference",
        "A class value 0: entries are numbered from 1.", tables=KNOT_X,
        body="04  # Holder\n08 01  # first: entry 1\n10 00  # second: entry 0", at=4),
    neg("reference/above-table", CL, "Holder", "danglingReference",
        "A reference to entry 2 of a table of one entry.", tables=KNOT_X,
        body="04  # Holder\n08 01  # first: entry 1\n10 02  # second: entry 2", at=4),
    neg("reference/type-mismatch", CL, "Holder", "referenceTypeMismatch",
        "A Badge field refers to entry 1, which the first reference read as a Knot.", tables=KNOT_X,
        body="04  # Holder\n08 01  # first: entry 1, a Knot\n18 01  # label: entry 1 as a Badge", at=4),
    neg("reference/cyclic-by-value", ST, "Person", "invalidFieldID",
        "Value types have no identity and no reference form: a struct cannot refer back to an "
        "enclosing one. Bytes shaped like a class back-reference (01) where a struct is expected "
        "read as key 01 = field 0, kind I64.",
        body="06  # Person\n0a 01 61  # name \"a\"\n12 01 01  # manager: 1 byte, 01 (no such thing as a reference)",
        at=6),

    # -- trailing bytes and truncated values -------------------------------------------
    neg("trailing/one-byte", SC, "Flag", "trailingBytes", "A byte after the root value.",
        body=FLAG_TRUE + "00  # extra", at=3),
    neg("trailing/second-value", ST, "Point", "trailingBytes", "A second root value.",
        body="04 08 02 10 04  # Point\n04 08 02 10 04  # again", at=5),
    neg("truncated/fixed-width-in-struct", SC, "Floats", "truncated",
        "f64 needs 8 bytes; its struct ends after 2.",
        body="08  # Floats: length 8\n0d 00 00 00 00  # f32\n11 00 00  # f64 cut by the struct's end", at=7),
    neg("truncated/fixed-width-root", SC, "float64", "truncated", "A float64 root of 3 bytes.",
        body="00 00 f0", at=0),
    neg("truncated/in-struct", ST, "Point", "lengthOutOfBounds",
        "The input ends inside a struct: its length is checked first.", body="04  # Point\n08 02  # end", at=0),
    neg("truncated/in-presence", SC, "int32?", "truncated", "An optional root with no presence byte.",
        body="# (nothing)", at=0),

    # -- limits given as reader options ------------------------------------------------
    neg("limits/archive-too-large", SC, "Flag", "archiveTooLarge",
        "With maxArchiveSize 16, a 33-byte archive is refused before anything is read.",
        body=FLAG_TRUE, options={"maxArchiveSize": 16}, abs_at=0),
    neg("limits/archive-one-byte-too-large", SC, "Flag", "archiveTooLarge",
        "With maxArchiveSize 32, the 33-byte archive is one byte too large.",
        body=FLAG_TRUE, options={"maxArchiveSize": 32}, abs_at=0),
    dict(id="limits/archive-size-at-limit", schema=SC, root="Flag", canonical=True,
         description="With maxArchiveSize 33, the 33-byte archive is exactly at the limit: read.",
         body=FLAG_TRUE, options={"maxArchiveSize": 33}, value={"value": True}),
    dict(id="limits/depth-siblings", schema=ST, root="Line", canonical=True,
         description="With maxDepth 2, a Line (level 1) and both its Points (level 2 each): a value's "
                     "level ends with it, so siblings do not add up.",
         body="0c  # Line (depth 1)\n0a 04 08 02 10 04  # from: Point (depth 2)\n12 04 08 00 10 00  # to: Point "
              "(depth 2 again)", options={"maxDepth": 2},
         value={"from": {"x": 1, "y": 2}, "to": {"x": 0, "y": 0}}),
    neg("limits/depth-after-sibling", CO, "Box<[[[int32]]]>", "depthLimitExceeded",
        "With maxDepth 3, [[], [[5]]] in a Box: the first element list (level 3) ends, and the list "
        "inside the second one is level 4: a level that ended is given back exactly once.",
        body="0b  # Box (level 1)\n0a 09  # field 1 value: [[[int32]]] (level 2), 9 bytes\n02  # count 2\n"
             "01 00  # [0]: [[int32]] (level 3), 1 byte: count 0\n05 01  # [1]: [[int32]] (level 3), 5 bytes, count 1\n"
             "03 01 01 05  # [1][0]: [int32] (level 4 > maxDepth 3): its length is not read",
        options={"maxDepth": 3}, at=8, path="$.value[1][0]"),
    neg("limits/depth-option", ST, "Line", "depthLimitExceeded",
        "With maxDepth 1, the Point inside the Line is one level too deep.",
        body="0c  # Line (depth 1)\n0a 04 08 02 10 04  # from: Point (depth 2)\n12 04 08 00 10 00  # to",
        options={"maxDepth": 1}, at=2),
]

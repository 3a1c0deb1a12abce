"""Positive cases: lists (packed and not), nesting, maps with every key type
(collections.yaml). Roots are Box<T> instances: Box's one field `value` (id 1) holds the
collection, so each body is: Box length, key 0a, the collection's bare form."""
S = "collections.yaml"


def box(root, body, value, description, canonical=True, suffix=None):
    name = suffix or root[4:-1].replace("[", "").replace("]", "").replace(": ", "-").replace("?", "-opt")
    # The .json holds what the archive holds (as `sheaf dump` shows it): no field when the
    # archive omits it.
    return dict(id="collections/" + name, schema=S, root=root, canonical=canonical,
                description=description, body=body, value={} if value is None else {"value": value})


CASES = [
    box("Box<[int8]>", """
00                  # Box: length 0 (the empty list field is omitted)
""", None, "An empty list field is omitted.", suffix="empty-list"),

    box("Box<[int8]>", """
08                  # Box: length 8
0a 06               # field 1 value (LEN): list, 6 bytes
   04               #   count 4
   01               #   layout 1: fixed width 1
   01 ff 7f 80      #   1, -1, 127, -128 (two's complement, sign-extended on read)
""", [1, -1, 127, -128], "Packed integers: count, layout byte (here 1: fixed width 1), count x width bytes little-endian.",
        suffix="packed-int8"),

    box("Box<[int32]>", """
0a                  # Box: length 10
0a 08               # field 1 value: list, 8 bytes
   03               #   count 3
   02               #   layout 2: fixed width 2, the smallest that holds every element
   2c 01 d4 fe e8 03  # 300, -300, 1000
""", [300, -300, 1000], "A list of int32 packed at width 2: the zig-zag varints (d8 04, d7 04, "
        "d0 0f) would take 6 bytes too, and a tie keeps fixed width.", suffix="packed-int32-width2"),

    box("Box<[int32]>", """
09                  # Box: length 9
0a 07               # field 1 value: list, 7 bytes
   03               #   count 3
   00               #   layout 0: varints (5 bytes; fixed width 2 would take 6)
   02 d8 04 d7 04   #   zig-zag varints: 1, 300, -300
""", [1, 300, -300], "Layout 0: count zig-zag varints, chosen because they take fewer bytes "
        "than the minimal fixed width.", suffix="packed-int32-varints"),

    box("Box<[uint64]>", """
0c                  # Box: length 12
0a 0a               # field 1 value: list, 10 bytes
   02               #   count 2
   04               #   layout 4: fixed width 4 (varints would take 10 bytes)
   ff ff ff ff 00 28 6b ee  # 4294967295, 4000000000 (zero-extended on read)
""", [4294967295, 4000000000], "A list of uint64 packed at width 4.", suffix="packed-uint64-width4"),

    box("Box<[uint64]>", """
0a                  # Box: length 10
0a 08               # field 1 value: list, 8 bytes
   02               #   count 2
   00               #   layout 0: plain varints for unsigned elements (6 bytes; width 4: 8)
   00 ff ff ff ff 0f  # 0, 4294967295
""", [0, 4294967295], "Unsigned elements of layout 0 are plain varints, not zig-zag.",
        suffix="packed-uint64-varints"),

    box("Box<[int64]>", """
1b                  # Box: length 27
0a 19               # field 1 value: list, 25 bytes
   06               #   count 6
   00               #   layout 0: 23 bytes of varints; fixed width 8 would take 48
   01               #   -1
   80 01            #   64
   ff ff 03         #   -32768
   80 80 80 80 80 01  #  2^34
   fe ff ff ff ff ff ff ff ff 01  # 2^63 - 1 (zig-zag 2^64 - 2)
   00               #   0
""", [-1, 64, -32768, 17179869184, 9223372036854775807, 0],
        "Mixed magnitudes: the varints take 23 bytes against 48 at width 8.", suffix="packed-int64-mixed"),

    box("Box<[int32]>", """
0a                  # Box: length 10
0a 08               # field 1 value: list, 8 bytes
   03               #   count 3
   02               #   layout 2: fixed width 2 (6 bytes)
   01 00 2c 01 d4 fe  # 1, 300, -300
""", [1, 300, -300], "Fixed width where varints are smaller (5 bytes: 02 d8 04 d7 04): legal, "
        "not canonical; a writer re-encodes it with layout 0.", canonical=False, suffix="packed-fixed-not-canonical"),

    box("Box<[int8]>", """
0a                  # Box: length 10
0a 08               # field 1 value: list, 8 bytes
   04               #   count 4
   00               #   layout 0: varints (6 bytes)
   02 01 fe 01 ff 01  # zig-zag: 1, -1, 127, -128
""", [1, -1, 127, -128], "Varints where fixed width 1 is smaller (4 bytes): legal, not canonical; "
        "a writer re-encodes it with layout 1.", canonical=False, suffix="packed-varints-not-canonical"),

    box("Box<[int16]>", """
06                  # Box: length 6
0a 04               # field 1 value: list, 4 bytes
   02               #   count 2
   00               #   layout 0: varints, 2 bytes
   02 04            #   1, 2
""", [1, 2], "Varints that take exactly as many bytes as fixed width 1: a tie, which the "
        "canonical form gives to fixed width.", canonical=False, suffix="packed-tie-as-varints"),

    box("Box<[int16]>", """
06                  # Box: length 6
0a 04               # field 1 value: list, 4 bytes
   02               #   count 2
   01               #   layout 1: a tie with the varints 02 04 goes to fixed width
   01 02            #   1, 2
""", [1, 2], "The same list in its canonical form: fixed width 1.", suffix="packed-tie-fixed"),

    box("Box<[int64]>", """
14                  # Box: length 20
0a 12               # field 1 value: list, 18 bytes
   02               #   count 2
   08               #   layout 8: fixed width 8
   00 00 00 00 00 00 00 80  # -9223372036854775808
   ff ff ff ff ff ff ff 7f  # 9223372036854775807
""", [-9223372036854775808, 9223372036854775807], "int64 extremes packed at width 8.",
        suffix="packed-int64-width8"),

    box("Box<[uint8]>", """
06                  # Box: length 6
0a 04 02 01 ff 00   # list, 4 bytes: count 2, layout 1, 255, 0
""", [255, 0], "Unsigned bytes are zero-extended: ff is 255.", suffix="packed-uint8"),

    box("Box<[int]>", """
05                  # Box: length 5
0a 03 01 01 ff      # list, 3 bytes: count 1, layout 1, -1
""", [-1], "A list of the platform int is packed like int64.", suffix="packed-int"),

    box("Box<[int16]>", """
08                  # Box: length 8
0a 06               # list, 6 bytes
   02               #   count 2
   02               #   layout 2: fixed width 2, though 1 would do
   01 00 02 00      #   1, 2
""", [1, 2], "A packed width larger than needed (but not than the type) is legal, not canonical.",
        canonical=False, suffix="packed-width-not-minimal"),

    box("Box<[float32]>", """
0f                  # Box: length 15
0a 0d               # list, 13 bytes
   03               #   count 3, then 3 x 4 bytes, no layout byte
   00 00 c0 3f      #   1.5
   00 00 00 80      #   -0.0
   00 00 c0 7f      #   NaN
""", [1.5, -0.0, "NaN"], "float32 lists are count x 4 bytes (bulk-copyable).", suffix="float32"),

    box("Box<[float64]>", """
13                  # Box: length 19
0a 11               # list, 17 bytes
   02               #   count 2
   9a 99 99 99 99 99 b9 3f  # 0.1
   00 00 00 00 00 00 f0 7f  # +Infinity
""", [0.1, "Infinity"], "float64 lists are count x 8 bytes.", suffix="float64"),

    box("Box<[bool]>", """
06                  # Box: length 6
0a 04 03 01 00 01   # list, 4 bytes: count 3, true false true (one byte each)
""", [True, False, True], "bool lists are one byte 00/01 per element.", suffix="bool"),

    box("Box<[string]>", """
09                  # Box: length 9
0a 07               # list, 7 bytes
   03               #   count 3
   00               #   ""
   01 61            #   "a"
   02 c3 a9         #   U+00E9
""", ["", "a", "\u00e9"], "Other element types are count x bare form.", suffix="string"),

    box("Box<[uuid]>", """
14                  # Box: length 20
0a 12               # list, 18 bytes
   01               #   count 1
   10 9f 8e 7d 6c 5b 4a 49 38 82 71 60 5f 4e 3d 2c 1b  # uuid 9f8e7d6c-5b4a-4938-8271-605f4e3d2c1b
""", ["9f8e7d6c-5b4a-4938-8271-605f4e3d2c1b"], "A list of uuids: each is length 16 + bytes.",
        suffix="uuid"),

    box("Box<[Item]>", """
09                  # Box: length 9
0a 07               # list, 7 bytes
   02               #   count 2
   02 08 02         #   Item, 2 bytes: n = 1
   02 08 00         #   Item, 2 bytes: n = 0 (required: written)
""", [{"n": 1}, {"n": 0}], "A list of structs.", suffix="struct"),

    box("Box<[string?]>", """
07                  # Box: length 7
0a 05               # list, 5 bytes
   02               #   count 2
   01 01 61         #   presence 01, "a"
   00               #   presence 00: nil
""", ["a", None], "Optional elements carry a presence byte.", suffix="optional-string"),

    box("Box<[[[[int8]]]]>", """
16                  # Box: length 22
0a 14               # field 1 value: [[[[int8]]]], 20 bytes
   03               # count 3
   0a               # [0]: [[[int8]]], 10 bytes
      02            #   count 2
      06            #   [0][0]: [[int8]], 6 bytes
         01         #     count 1
         04         #     [0][0][0]: [int8], 4 bytes
            02 01 01 02  # count 2, layout 1, 1, 2
      01 00         #   [0][1]: [[int8]], 1 byte: count 0
   01 00            # [1]: empty
   05               # [2]: [[[int8]]], 5 bytes
      01            #   count 1
      03 01         #   [2][0]: [[int8]], 3 bytes, count 1
         01 00      #     [2][0][0]: [int8], 1 byte: count 0 (no layout byte)
""", [[[[1, 2]], []], [], [[[]]]], "Lists nested four deep, with empty lists at every level.",
        suffix="nested-4-deep"),

    box("Box<[bool: string]>", """
09                  # Box: length 9
0a 07               # map, 7 bytes
   02               #   count 2
   00 01 66         #   false: "f"  (false sorts first)
   01 01 74         #   true: "t"
""", {"false": "f", "true": "t"}, "Map: count, then key/value bare forms in key order.",
        suffix="map-bool"),

    box("Box<[int8: string]>", """
0c                  # Box: length 12
0a 0a               # map, 10 bytes
   03               #   count 3
   01 01 61         #   -1: "a"
   00 01 62         #   0: "b"
   02 01 63         #   1: "c"
""", {"-1": "a", "0": "b", "1": "c"}, "Signed keys sort numerically (not by their zig-zag bytes).",
        suffix="map-int8"),

    box("Box<[int16: bool]>", """
09                  # Box: length 9
0a 07 02            # map, 7 bytes, count 2
   d7 04 01         #   -300 (zig-zag 599): true
   d8 04 00         #   300 (zig-zag 600): false
""", {"-300": True, "300": False}, "int16 keys.", suffix="map-int16"),

    box("Box<[int32: bool]>", """
0b                  # Box: length 11
0a 09 02            # map, 9 bytes, count 2
   ff ff ff ff 0f 01  # -2147483648: true
   0a 00            #   5: false
""", {"-2147483648": True, "5": False}, "int32 keys.", suffix="map-int32"),

    box("Box<[int64: bool]>", """
19                  # Box: length 25
0a 17 02            # map, 23 bytes, count 2
   ff ff ff ff ff ff ff ff ff 01 01  # -9223372036854775808: true
   fe ff ff ff ff ff ff ff ff 01 00  # 9223372036854775807: false
""", {"-9223372036854775808": True, "9223372036854775807": False}, "int64 extremes as keys.",
        suffix="map-int64"),

    box("Box<[int: bool]>", """
09                  # Box: length 9
0a 07 03            # map, 7 bytes, count 3
   03 01            #   -2 (zig-zag 3): true
   01 00            #   -1 (zig-zag 1): false
   02 01            #   1 (zig-zag 2): true
""", {"-2": True, "-1": False, "1": True}, "Numeric order -2 < -1 < 1 differs from zig-zag order.",
        suffix="map-int"),

    box("Box<[uint8: bool]>", """
08                  # Box: length 8
0a 06 02            # map, 6 bytes, count 2
   02 01            #   2: true
   ff 01 00         #   255: false
""", {"2": True, "255": False}, "uint8 keys.", suffix="map-uint8"),

    box("Box<[uint16: bool]>", """
0a                  # Box: length 10
0a 08 02            # map, 8 bytes, count 2
   80 01 01         #   128: true
   ff ff 03 01      #   65535: true
""", {"128": True, "65535": True}, "uint16 keys.", suffix="map-uint16"),

    box("Box<[uint32: bool]>", """
05                  # Box: length 5
0a 03 01 01 00      # map, 3 bytes, count 1: 1: false
""", {"1": False}, "uint32 keys.", suffix="map-uint32"),

    box("Box<[uint64: bool]>", """
13                  # Box: length 19
0a 11 03            # map, 17 bytes, count 3
   00 00            #   0: false
   ac 02 01         #   300: true
   ff ff ff ff ff ff ff ff ff 01 01  # 18446744073709551615: true
""", {"0": False, "300": True, "18446744073709551615": True}, "uint64 keys up to the maximum.",
        suffix="map-uint64"),

    box("Box<[uint: bool]>", """
05                  # Box: length 5
0a 03 01 00 01      # map, 3 bytes, count 1: 0: true
""", {"0": True}, "uint keys.", suffix="map-uint"),

    box("Box<[string: int32]>", """
0f                  # Box: length 15
0a 0d 04            # map, 13 bytes, count 4
   00 00            #   "": 0
   01 42 02         #   "B": 1
   01 61 04         #   "a": 2
   02 c3 a9 06      #   U+00E9: 3
""", {"": 0, "B": 1, "a": 2, "\u00e9": 3}, "String keys sort by their UTF-8 bytes.",
        suffix="map-string"),

    box("Box<[uuid: int8]>", """
27                  # Box: length 39
0a 25 02            # map, 37 bytes, count 2
   10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01  # 00000000-0000-0000-0000-000000000001
   00               #   : 0
   10 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff  # ffffffff-ffff-ffff-ffff-ffffffffffff
   02               #   : 1
""", {"00000000-0000-0000-0000-000000000001": 0, "ffffffff-ffff-ffff-ffff-ffffffffffff": 1},
        "uuid keys sort by their 16 bytes; the JSON form writes them in lowercase.", suffix="map-uuid"),

    box("Box<[Hue: string]>", """
0c                  # Box: length 12
0a 0a 03            # map, 10 bytes, count 3
   01 01 6b         #   black (raw -1): "k"
   00 01 72         #   red (raw 0): "r"
   04 01 62         #   blue (raw 2): "b"
""", {"black": "k", "red": "r", "blue": "b"}, "Integer raw enum keys sort by raw value.",
        suffix="map-enum-int"),

    box("Box<[Tier: int8]>", """
0f                  # Box: length 15
0a 0d 03            # map, 13 bytes, count 3
   02 68 69 02      #   high ("hi"): 1
   02 6c 6f 04      #   low ("lo"): 2
   02 6d 64 06      #   mid ("md"): 3
""", {"high": 1, "low": 2, "mid": 3}, "String raw enum keys sort by raw value bytes.",
        suffix="map-enum-string"),

    box("Box<[string: int32]>", """
09                  # Box: length 9
0a 07 02            # map, 7 bytes, count 2
   01 62 02         #   "b": 1
   01 61 04         #   "a": 2  (out of order)
""", {"a": 2, "b": 1}, "Map entries out of key order decode; the canonical order is sorted.",
        canonical=False, suffix="map-out-of-order"),

    box("Box<[string: [int16]]>", """
0a                  # Box: length 10
0a 08 01            # map, 8 bytes, count 1
   01 78            #   "x":
   04 02 01 01 02   #   [int16], 4 bytes: count 2, layout 1, 1, 2
""", {"x": [1, 2]}, "A map of packed lists.", suffix="map-of-lists"),

    box("Box<[[string: int8]]>", """
05                  # Box: length 5
0a 03 01            # list, 3 bytes, count 1
   01 00            #   map, 1 byte: count 0
""", [{}], "An empty map as a list element is written (count 0).", suffix="list-of-empty-map"),

    box("Box<[string: int8?]>", """
06                  # Box: length 6
0a 04 01            # map, 4 bytes, count 1
   01 61 00         #   "a": presence 00 (nil)
""", {"a": None}, "Optional map values carry a presence byte.", suffix="map-optional-values"),

    box("Box<[string: int32]>", """
0e                  # Box: length 14
0a 0c 02            # map, 12 bytes, count 2
   04 65 cc 81 78   #   "e" U+0301 "x" (decomposed; bytes 65 ...)
   02               #   : 1
   03 c3 a9 61      #   U+00E9 "a" (precomposed; bytes c3 ...)
   04               #   : 2
""", {"e\u0301x": 1, "\u00e9a": 2},
        "String keys are compared and sorted as UTF-8 bytes, never normalised: 'e'+U+0301+'x' "
        "sorts before U+00E9+'a' (65 < c3), though Unicode canonical ordering puts it after.",
        suffix="map-string-byte-order"),

    dict(id="collections/map-root-like-wrapper", schema=S, root="[string: int32]", canonical=True,
         description="A root map whose keys are exactly \"$archive\" and \"$root\": its JSON form "
                     "is always wrapped (with empty tables), so that it cannot be taken for a wrapper.",
         body="""
12                  # [string: int32]: 18 bytes
02                  #   count 2
08 24 61 72 63 68 69 76 65  02  # "$archive": 1
05 24 72 6f 6f 74  04           # "$root": 2
""", value={"$archive": {"tags": [], "instances": 0, "entries": {}}, "$root": {"$archive": 1, "$root": 2}}),
    # The canonical layout at every width's boundary (FORMAT.md §5.12): the smallest fixed
    # width that holds every element, unless the varints take strictly fewer bytes. Each pair
    # has one list just inside a width and one just outside it.
    box("Box<[int32]>", """
06                  # Box: length 6
0a 04 02 01         # list, 4 bytes: count 2, layout 1 (zig-zag varints ff 01 fe 01 take 4)
   80 7f            #   -128, 127: the extremes of width 1
""", [-128, 127], "Signed elements at width 1's extremes: width 1.", suffix="packed-width1-extremes"),
    box("Box<[int32]>", """
08                  # Box: length 8
0a 06 02 02         # list, 6 bytes: count 2, layout 2 (varints 81 02 fe 01: 4 bytes, a tie)
   7f ff 7f 00      #   -129, 127
""", [-129, 127], "-129 is past width 1: width 2 (the varints tie, and a tie keeps fixed width).",
        suffix="packed-width2-below"),
    box("Box<[int32]>", """
08                  # Box: length 8
0a 06 02 02         # list, 6 bytes: count 2, layout 2 (varints ff 01 80 02: a tie)
   80 ff 80 00      #   -128, 128
""", [-128, 128], "128 is past width 1: width 2.", suffix="packed-width2-above"),
    box("Box<[int32]>", """
06                  # Box: length 6
0a 04 01 02         # list, 4 bytes: count 1, layout 2 (zig-zag varint 90 03: a tie)
   c8 00            #   200: width 1 only if read as unsigned
""", [200], "200 in a signed list needs width 2 (as unsigned it would fit width 1).",
        suffix="packed-signed-200"),
    box("Box<[int32]>", """
08                  # Box: length 8
0a 06 02 02         # list, 6 bytes: count 2, layout 2 (varints ff ff 03 fe ff 03 take 6)
   00 80 ff 7f      #   -32768, 32767: the extremes of width 2
""", [-32768, 32767], "Signed elements at width 2's extremes: width 2.", suffix="packed-width2-extremes"),
    box("Box<[int32]>", """
0a                  # Box: length 10
0a 08 02 00         # list, 8 bytes: count 2, layout 0 (width 4 would take 8 bytes, the varints 6)
   81 80 04         #   -32769 (zig-zag 65537)
   fe ff 03         #   32767 (zig-zag 65534)
""", [-32769, 32767], "-32769 is past width 2; width 4 takes 8 bytes, the varints 6: varints.",
        suffix="packed-past-width2-below"),
    box("Box<[int32]>", """
0a                  # Box: length 10
0a 08 02 00         # list, 8 bytes: count 2, layout 0
   ff ff 03         #   -32768 (zig-zag 65535)
   80 80 04         #   32768 (zig-zag 65536)
""", [-32768, 32768], "32768 is past width 2: varints (6 bytes) beat width 4 (8).",
        suffix="packed-past-width2-above"),
    box("Box<[int64]>", """
0c                  # Box: length 12
0a 0a 02 04         # list, 10 bytes: count 2, layout 4 (varints would take 10)
   00 00 00 80      #   -2147483648
   ff ff ff 7f      #   2147483647
""", [-2147483648, 2147483647], "Signed elements at width 4's extremes: width 4.", suffix="packed-width4-extremes"),
    box("Box<[int64]>", """
0e                  # Box: length 14
0a 0c 02 00         # list, 12 bytes: count 2, layout 0 (width 8 would take 16)
   81 80 80 80 10   #   -2147483649 (zig-zag 2^32 + 1)
   fe ff ff ff 0f   #   2147483647 (zig-zag 2^32 - 2)
""", [-2147483649, 2147483647], "-2147483649 is past width 4: varints (10 bytes) beat width 8 (16).",
        suffix="packed-past-width4-below"),
    box("Box<[int64]>", """
0e                  # Box: length 14
0a 0c 02 00         # list, 12 bytes: count 2, layout 0
   ff ff ff ff 0f   #   -2147483648 (zig-zag 2^32 - 1)
   80 80 80 80 10   #   2147483648 (zig-zag 2^32)
""", [-2147483648, 2147483648], "2147483648 is past width 4: varints (10 bytes) beat width 8 (16).",
        suffix="packed-past-width4-above"),
    box("Box<[uint32]>", """
05                  # Box: length 5
0a 03 01 01         # list, 3 bytes: count 1, layout 1 (the varint ff 01 takes 2)
   ff               #   255: the largest of width 1
""", [255], "An unsigned element at width 1's largest: width 1.", suffix="packed-uint-width1-max"),
    box("Box<[uint32]>", """
06                  # Box: length 6
0a 04 01 02         # list, 4 bytes: count 1, layout 2 (the varint 80 02: a tie)
   00 01            #   256
""", [256], "256 is past width 1: width 2.", suffix="packed-uint-past-width1"),
    box("Box<[uint32]>", """
06                  # Box: length 6
0a 04 01 02         # list, 4 bytes: count 1, layout 2 (the varint ff ff 03 takes 3)
   ff ff            #   65535: the largest of width 2
""", [65535], "An unsigned element at width 2's largest: width 2.", suffix="packed-uint-width2-max"),
    box("Box<[uint32]>", """
07                  # Box: length 7
0a 05 01 00         # list, 5 bytes: count 1, layout 0 (width 4 would take 4 bytes, the varint 3)
   80 80 04         #   65536 (a plain varint)
""", [65536], "65536 is past width 2: its varint (3 bytes) beats width 4.", suffix="packed-uint-past-width2"),
    box("Box<[uint64]>", """
08                  # Box: length 8
0a 06 01 04         # list, 6 bytes: count 1, layout 4 (the varint takes 5)
   ff ff ff ff      #   4294967295: the largest of width 4
""", [4294967295], "An unsigned element at width 4's largest: width 4.", suffix="packed-uint-width4-max"),
    box("Box<[uint64]>", """
09                  # Box: length 9
0a 07 01 00         # list, 7 bytes: count 1, layout 0 (width 8 would take 8 bytes, the varint 5)
   80 80 80 80 10   #   4294967296 (a plain varint)
""", [4294967296], "4294967296 is past width 4: its varint (5 bytes) beats width 8.",
        suffix="packed-uint-past-width4"),
    box("Box<[uint64]>", """
0c                  # Box: length 12
0a 0a 01 08         # list, 10 bytes: count 1, layout 8 (the varint would take 10)
   ff ff ff ff ff ff ff ff  # 18446744073709551615: the largest uint64
""", [18446744073709551615], "The largest uint64: width 8, the varint taking 10 bytes.",
        suffix="packed-uint-width8-max"),
    # Layout 0 (varints) holding each element type's extremes: legal, though not canonical (the
    # canonical layout of these is width 1); one past them is integerOverflow (casebook_negative).
    box("Box<[int8]>", """
08                  # Box: length 8
0a 06 02 00         # list, 6 bytes: count 2, layout 0 (varints)
   fe 01 ff 01      #   127 (zig-zag 254), -128 (zig-zag 255)
""", [127, -128], "int8's extremes as zig-zag varints (layout 0): read, though a writer uses width 1.",
        canonical=False, suffix="packed-varints-int8-extremes"),
    box("Box<[uint8]>", """
07                  # Box: length 7
0a 05 02 00         # list, 5 bytes: count 2, layout 0 (plain varints)
   ff 01 00         #   255, 0
""", [255, 0], "uint8's extremes as plain varints (layout 0): read, though a writer uses width 1.",
        canonical=False, suffix="packed-varints-uint8-extremes"),
]

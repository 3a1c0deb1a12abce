"""Positive cases: raw enums, payload enums, option sets (enums.yaml)."""
S = "enums.yaml"

CASES = [
    dict(id="enums/raw-int-root", schema=S, root="Color", canonical=True,
         description="An int32 raw enum is its raw value's bare form: black = -1, zig-zag 1.",
         body="""
01      # Color.black: raw -1
""", value="black"),

    dict(id="enums/raw-string-root", schema=S, root="Level", canonical=True,
         description="A string raw enum is its raw value as a string: high = \"hi\".",
         body="""
02 68 69    # Level.high: raw "hi"
""", value="high"),

    dict(id="enums/raw-string-empty", schema=S, root="Level", canonical=True,
         description="A case whose string raw value is empty.",
         body="""
00      # Level.off: raw ""
""", value="off"),

    dict(id="enums/open-int-unknown", schema=S, root="Code", canonical=True,
         description="An open enum keeps a raw value it has no case for; JSON form {\"$raw\": 7}.",
         body="""
07      # Code: raw 7, no case (open: kept as unrecognized)
""", value={"$raw": 7}),

    dict(id="enums/open-string-unknown", schema=S, root="Level", canonical=True,
         description="An open string enum keeps an unknown raw string; JSON form {\"$raw\": \"mid\"}.",
         body="""
03 6d 69 64     # Level: raw "mid", no case
""", value={"$raw": "mid"}),

    dict(id="enums/open-string-map-keys", schema=S, root="[Level: int8]", canonical=True,
         description="An open string enum as map keys: cases by name, an unknown raw value as \"$raw:mid\", "
                     "entries in UTF-8 order of the raw values.",
         body="""
10                  # [Level: int8]: 16 bytes
04                  #   count 4
00 02               #   off (""): 1
02 68 69 04         #   high ("hi"): 2
02 6c 6f 06         #   low ("lo"): 3
03 6d 69 64 08      #   no case ("mid"): 4
""", value={"off": 1, "high": 2, "low": 3, "$raw:mid": 4}),

    dict(id="enums/open-int-map-keys", schema=S, root="[Code: string]", canonical=True,
         description="An open uint8 enum as map keys: cases by name, an unknown raw value as \"$raw:7\", "
                     "entries in numeric order of the raw values (0, 7, 255).",
         body="""
0b                  # [Code: string]: 11 bytes
03                  #   count 3
00 01 61            #   ok (0): "a"
07 01 62            #   no case (7): "b"
ff 01 01 63         #   fail (255): "c"
""", value={"ok": "a", "$raw:7": "b", "fail": "c"}),

    dict(id="enums/payload-circle", schema=S, root="Form", canonical=True,
         description="A payload enum: length, case id, then the case's fields keyed like a struct's.",
         body="""
0a                          # Form: length 10
01                          # case id 1: circle
09 00 00 00 00 00 00 f8 3f  # field 1 radius (I64): 1.5
""", value={"circle": {"radius": 1.5}}),

    dict(id="enums/payload-no-fields", schema=S, root="Form", canonical=True,
         description="A case without fields: the length covers only the case id.",
         body="""
01      # Form: length 1
03      # case id 3: empty
""", value={"empty": {}}),

    dict(id="enums/payload-default-omitted", schema=S, root="Form", canonical=True,
         description="A case field equal to its default (h = 1.0) is omitted.",
         body="""
0a                          # Form: length 10
02                          # case id 2: rect
09 00 00 00 00 00 00 00 40  # field 1 w: 2.0
""", value={"rect": {"w": 2.0}}),

    dict(id="enums/payload-default-written", schema=S, root="Form", canonical=False,
         description="The same value with the default h = 1.0 written out: legal, not canonical.",
         body="""
13                          # Form: length 19
02                          # case id 2: rect
09 00 00 00 00 00 00 00 40  # field 1 w: 2.0
11 00 00 00 00 00 00 f0 3f  # field 2 h: 1.0 (the default)
""", value={"rect": {"w": 2.0, "h": 1.0}}),

    dict(id="enums/options", schema=S, root="Perm", canonical=True,
         description="An option set is the varint of its bits: read (bit 0) + admin (bit 15) = 32769.",
         body="""
81 80 02    # Perm bits 0x8001
""", value=["read", "admin"]),

    dict(id="enums/options-unknown-bits", schema=S, root="Perm", canonical=True,
         description="Bits without a flag are kept; in the JSON form each appears as its bit index, "
                     "in bit order among the flag names (here bits 4 and 8).",
         body="""
91 02       # Perm bits 0x111 = 273: read + unknown 0x110
""", value=["read", 4, 8]),

    dict(id="enums/palette-minimal", schema=S, root="Palette", canonical=True,
         description="Enums as fields: a nil optional enum, an enum equal to its default and an "
                     "empty option set are omitted.",
         body="""
09          # Palette: length 9
08 02       # field 1 color (VARINT): green (raw 1, zig-zag 2)
12 02 6c 6f # field 2 level (LEN): low ("lo")
22 01 03    # field 4 shape (LEN): length 1, case 3 empty
""", value={"color": "green", "level": "low", "shape": {"empty": {}}}),

    dict(id="enums/palette-full", schema=S, root="Palette", canonical=True,
         description="Every field set, with an unknown raw value in the open enum.",
         body="""
20                            # Palette: length 32
08 01                         # field 1 color: black (-1)
12 02 7a 7a                   # field 2 level: raw "zz" (unrecognized, open enum)
18 ff 01                      # field 3 code: fail (255)
22 13                         # field 4 shape: 19 bytes
   02                         #   case 2 rect
   09 00 00 00 00 00 00 e0 3f #   field 1 w: 0.5
   11 00 00 00 00 00 00 08 40 #   field 2 h: 3.0
28 02                         # field 5 perm: write (bit 1)
""", value={"color": "black", "level": {"$raw": "zz"}, "code": "fail", "shape": {"rect": {"w": 0.5, "h": 3.0}},
            "perm": ["write"]}),

    dict(id="enums/palette-default-written", schema=S, root="Palette", canonical=False,
         description="code = ok is the default; writing it is legal but not canonical.",
         body="""
07          # Palette: length 7
08 00       # field 1 color: red (0)
18 00       # field 3 code: ok (the default)
22 01 03    # field 4 shape: empty
""", value={"color": "red", "code": "ok", "shape": {"empty": {}}}),

    dict(id="enums/payload-unknown-field", schema=S, root="Form", canonical=True,
         description="A payload case keeps unknown fields like a struct.",
         body="""
0d                          # Form: length 13
01                          # case 1 circle
09 00 00 00 00 00 00 f8 3f  # field 1 radius: 1.5
2a 01 7a                    # unknown field 5 (LEN): "z"
""", value={"circle": {"radius": 1.5, "$unknown": {"5": "KgF6"}}}),

    dict(id="enums/options-bit-63", schema=S, root="Wide", canonical=True,
         description="A uint64 option set with bits 0 and 63: a 10-byte varint.",
         body="""
81 80 80 80 80 80 80 80 80 01   # Wide bits 0x8000000000000001: low + top
""", value=["low", "top"]),

    dict(id="enums/raw-int64-min", schema=S, root="Extreme", canonical=True,
         description="An int64 raw enum at the type's minimum.",
         body="""
ff ff ff ff ff ff ff ff ff 01   # Extreme.min: raw -9223372036854775808 (zig-zag 2^64-1)
""", value="min"),

    dict(id="enums/raw-int64-max", schema=S, root="Extreme", canonical=True,
         description="An int64 raw enum at the type's maximum.",
         body="""
fe ff ff ff ff ff ff ff ff 01   # Extreme.max: raw 9223372036854775807 (zig-zag 2^64-2)
""", value="max"),
]

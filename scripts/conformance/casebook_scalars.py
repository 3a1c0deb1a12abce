"""Positive cases: primitives and their extremes (schema scalars.yaml).
Bodies are annotated hex written by hand from the format decisions."""
S = "scalars.yaml"

CASES = [
    dict(id="scalars/ints-zero", schema=S, root="Ints", canonical=True,
         description="Every integer type at zero: required fields are written even when zero.",
         body="""
14          # Ints: length 20
08 00       # field 1 i8 (VARINT): zig-zag 0
10 00       # field 2 i16: 0
18 00       # field 3 i32: 0
20 00       # field 4 i64: 0
28 00       # field 5 u8: 0
30 00       # field 6 u16: 0
38 00       # field 7 u32: 0
40 00       # field 8 u64: 0
48 00       # field 9 int: 0
50 00       # field 10 uint: 0
""", value={"i8": 0, "i16": 0, "i32": 0, "i64": 0, "u8": 0, "u16": 0, "u32": 0, "u64": 0, "i": 0, "u": 0}),

    dict(id="scalars/ints-min", schema=S, root="Ints", canonical=True,
         description="Every integer type at its minimum; zig-zag of the signed minimums fills all bits.",
         body="""
2d                                # Ints: length 45
08 ff 01                          # field 1 i8: -128 -> zig-zag 255
10 ff ff 03                       # field 2 i16: -32768 -> 65535
18 ff ff ff ff 0f                 # field 3 i32: -2147483648 -> 4294967295
20 ff ff ff ff ff ff ff ff ff 01  # field 4 i64: -2^63 -> 2^64-1 (10-byte varint, 10th byte 01)
28 00                             # field 5 u8: 0
30 00                             # field 6 u16: 0
38 00                             # field 7 u32: 0
40 00                             # field 8 u64: 0
48 ff ff ff ff ff ff ff ff ff 01  # field 9 int (64-bit): -2^63
50 00                             # field 10 uint: 0
""", value={"i8": -128, "i16": -32768, "i32": -2147483648, "i64": -9223372036854775808, "u8": 0, "u16": 0,
            "u32": 0, "u64": 0, "i": -9223372036854775808, "u": 0}),

    dict(id="scalars/ints-max", schema=S, root="Ints", canonical=True,
         description="Every integer type at its maximum.",
         body="""
46                                # Ints: length 70
08 fe 01                          # field 1 i8: 127 -> zig-zag 254
10 fe ff 03                       # field 2 i16: 32767 -> 65534
18 fe ff ff ff 0f                 # field 3 i32: 2147483647 -> 4294967294
20 fe ff ff ff ff ff ff ff ff 01  # field 4 i64: 2^63-1 -> 2^64-2
28 ff 01                          # field 5 u8: 255
30 ff ff 03                       # field 6 u16: 65535
38 ff ff ff ff 0f                 # field 7 u32: 4294967295
40 ff ff ff ff ff ff ff ff ff 01  # field 8 u64: 2^64-1
48 fe ff ff ff ff ff ff ff ff 01  # field 9 int: 2^63-1
50 ff ff ff ff ff ff ff ff ff 01  # field 10 uint: 2^64-1
""", value={"i8": 127, "i16": 32767, "i32": 2147483647, "i64": 9223372036854775807, "u8": 255, "u16": 65535,
            "u32": 4294967295, "u64": 18446744073709551615, "i": 9223372036854775807, "u": 18446744073709551615}),

    dict(id="scalars/ints-varint-boundaries", schema=S, root="Ints", canonical=True,
         description="Values at the 1/2/3-byte varint boundaries, both signs.",
         body="""
1a          # Ints: length 26
08 01       # field 1 i8: -1 -> zig-zag 1
10 02       # field 2 i16: 1 -> zig-zag 2
18 7f       # field 3 i32: -64 -> zig-zag 127 (largest one-byte varint)
20 80 01    # field 4 i64: 64 -> zig-zag 128 (smallest two-byte varint)
28 01       # field 5 u8: 1
30 80 01    # field 6 u16: 128
38 80 80 01 # field 7 u32: 16384 (smallest three-byte varint)
40 ac 02    # field 8 u64: 300
48 81 01    # field 9 int: -65 -> zig-zag 129
50 7f       # field 10 uint: 127
""", value={"i8": -1, "i16": 1, "i32": -64, "i64": 64, "u8": 1, "u16": 128, "u32": 16384, "u64": 300,
            "i": -65, "u": 127}),

    dict(id="scalars/floats-zero", schema=S, root="Floats", canonical=True,
         description="Required floats at +0.0 are written; float32 is I32 (kind 5), float64 I64 (kind 1).",
         body="""
0e                          # Floats: length 14
0d 00 00 00 00              # field 1 f32 (I32): 0.0
11 00 00 00 00 00 00 00 00  # field 2 f64 (I64): 0.0
""", value={"f32": 0.0, "f64": 0.0}),

    dict(id="scalars/floats-negative-zero", schema=S, root="Floats", canonical=True,
         description="-0.0 keeps its sign bit.",
         body="""
0e                          # Floats: length 14
0d 00 00 00 80              # field 1 f32: -0.0 (0x80000000)
11 00 00 00 00 00 00 00 80  # field 2 f64: -0.0 (0x8000000000000000)
""", value={"f32": -0.0, "f64": -0.0}),

    dict(id="scalars/floats-nan", schema=S, root="Floats", canonical=True,
         description="NaN in the JSON form packs to the canonical quiet NaN bit patterns.",
         body="""
0e                          # Floats: length 14
0d 00 00 c0 7f              # field 1 f32: NaN 0x7fc00000
11 00 00 00 00 00 00 f8 7f  # field 2 f64: NaN 0x7ff8000000000000
""", value={"f32": "NaN", "f64": "NaN"}),

    dict(id="scalars/floats-nan-payload", schema=S, root="Floats", canonical=True,
         description="NaNs with payloads and sign keep their exact bits; the JSON form writes any NaN "
                     "but the default quiet one as \"NaN(0x<bits>)\".",
         body="""
0e                          # Floats: length 14
0d 01 00 c0 7f              # field 1 f32: NaN 0x7fc00001 (payload 1)
11 01 00 00 00 00 00 f8 ff  # field 2 f64: NaN 0xfff8000000000001 (sign set, payload 1)
""", value={"f32": "NaN(0x7fc00001)", "f64": "NaN(0xfff8000000000001)"}),

    dict(id="scalars/floats-infinities", schema=S, root="Floats", canonical=True,
         description="+Infinity as float32, -Infinity as float64.",
         body="""
0e                          # Floats: length 14
0d 00 00 80 7f              # field 1 f32: +inf 0x7f800000
11 00 00 00 00 00 00 f0 ff  # field 2 f64: -inf 0xfff0000000000000
""", value={"f32": "Infinity", "f64": "-Infinity"}),

    dict(id="scalars/floats-subnormal", schema=S, root="Floats", canonical=True,
         description="The smallest subnormals.",
         body="""
0e                          # Floats: length 14
0d 01 00 00 00              # field 1 f32: 0x00000001 = 1e-45 (shortest float32 text)
11 01 00 00 00 00 00 00 00  # field 2 f64: 0x0000000000000001 = 5e-324
""", value={"f32": 1e-45, "f64": 5e-324}),

    dict(id="scalars/floats-max", schema=S, root="Floats", canonical=True,
         description="The largest finite values.",
         body="""
0e                          # Floats: length 14
0d ff ff 7f 7f              # field 1 f32: 0x7f7fffff = 3.4028235e38
11 ff ff ff ff ff ff ef 7f  # field 2 f64: 0x7fefffffffffffff = 1.7976931348623157e308
""", value={"f32": 3.4028235e38, "f64": 1.7976931348623157e308}),

    dict(id="scalars/floats-ordinary", schema=S, root="Floats", canonical=True,
         description="1.5 and 0.1, little-endian.",
         body="""
0e                          # Floats: length 14
0d 00 00 c0 3f              # field 1 f32: 1.5 = 0x3fc00000
11 9a 99 99 99 99 99 b9 3f  # field 2 f64: 0.1 = 0x3fb999999999999a
""", value={"f32": 1.5, "f64": 0.1}),

    # The switch points between positional and exponent spelling (docs/JSONForm.md, "Float
    # spelling": positional when -4 < k <= 16), on both sides, in both widths: the runner
    # compares a canonical case's decoded text with its .json, spelling included.
    dict(id="scalars/floats-spelling-low-switch", schema=S, root="Floats", canonical=True,
         description="The smallest positional spelling and the largest exponent one below 1: float32 "
                     "0.0001 (k = -3) and float64 1e-05 (k = -4).",
         body="""
0e                          # Floats: length 14
0d 17 b7 d1 38              # field 1 f32: 0x38d1b717, shortest float32 digits 1, k = -3: 0.0001
11 f1 68 e3 88 b5 f8 e4 3e  # field 2 f64: 0x3ee4f8b588e368f1, digits 1, k = -4: 1e-05
""", value={"f32": 0.0001, "f64": 1e-05}),

    dict(id="scalars/floats-spelling-low-switch-swapped", schema=S, root="Floats", canonical=True,
         description="The same switch point in the other widths: float32 1e-05, float64 0.0001.",
         body="""
0e                          # Floats: length 14
0d ac c5 27 37              # field 1 f32: 0x3727c5ac, digits 1, k = -4: 1e-05
11 2d 43 1c eb e2 36 1a 3f  # field 2 f64: 0x3f1a36e2eb1c432d, digits 1, k = -3: 0.0001
""", value={"f32": 1e-05, "f64": 0.0001}),

    dict(id="scalars/floats-spelling-high-switch", schema=S, root="Floats", canonical=True,
         description="The largest positional spelling and the smallest exponent one: float32 1e+16 "
                     "(k = 17) and float64 9999999999999998.0 (sixteen digits, k = 16).",
         body="""
0e                          # Floats: length 14
0d ca 1b 0e 5a              # field 1 f32: 0x5a0e1bca, shortest float32 digits 1, k = 17: 1e+16
11 ff 7f e0 37 79 c3 41 43  # field 2 f64: 0x4341c37937e07fff = 9999999999999998, k = 16
""", value={"f32": 1e16, "f64": 9999999999999998.0}),

    dict(id="scalars/floats-spelling-high-switch-swapped", schema=S, root="Floats", canonical=True,
         description="The same switch point in the other widths: float32 1000000000000000.0 (the "
                     "float32 nearest 1e15, whose shortest digits are 1, k = 16), float64 1e+16.",
         body="""
0e                          # Floats: length 14
0d a9 5f 63 58              # field 1 f32: 0x58635fa9 = 999999986991104, shortest digits 1, k = 16
11 00 80 e0 37 79 c3 41 43  # field 2 f64: 0x4341c37937e08000 = 1e16, digits 1, k = 17: 1e+16
""", value={"f32": 1e15, "f64": 1e16}),

    dict(id="scalars/texts-empty", schema=S, root="Texts", canonical=True,
         description="Empty string and bytes (required, so written with length 0), the nil uuid, the epoch.",
         body="""
28                                                  # Texts: length 40
0a 00                                               # field 1 text (LEN): ""
12 00                                               # field 2 data (LEN): no bytes
1a 10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  # field 3 id (LEN): 16 bytes, nil uuid
22 0e 68 74 74 70 73 3a 2f 2f 78 2e 6f 72 67 2f      # field 4 link (LEN): 14 bytes "https://x.org/"
28 00                                               # field 5 at (VARINT): 0 us = 1970-01-01T00:00:00Z
""", value={"text": "", "data": "", "id": "00000000-0000-0000-0000-000000000000", "link": "https://x.org/",
            "at": "1970-01-01T00:00:00.000000Z"}),

    dict(id="scalars/texts-unicode", schema=S, root="Texts", canonical=True,
         description="Non-ASCII text: a combining mark (not normalised), an emoji with a skin-tone "
                     "modifier, a CJK character; raw bytes with the high bit; a url with escapes.",
         body="""
54                                  # Texts: length 84
0a 0e                               # field 1 text: 14 bytes
   61 cc 81                         #   "a" + U+0301 COMBINING ACUTE ACCENT (kept decomposed)
   f0 9f 91 8d                      #   U+1F44D THUMBS UP SIGN
   f0 9f 8f bd                      #   U+1F3FD skin tone modifier
   e4 b8 ad                         #   U+4E2D
12 04 00 ff 80 7f                   # field 2 data: 4 bytes
1a 10 12 3e 45 67 e8 9b 12 d3       # field 3 id: 16 bytes, uuid 123e4567-e89b-12d3-
      a4 56 42 66 14 17 40 00       #   a456-426614174000 (bytes in text order)
22 21 68 74 74 70 73 3a 2f 2f       # field 4 link: 33 bytes "https://
      65 78 61 6d 70 6c 65 2e 63 6f 6d  # example.com
      2f 61 25 32 30 62             #   /a%20b
      3f 71 3d 31 23 74 6f 70       #   ?q=1#top"
28 80 a6 d2 da 8d a1 89 06          # field 5 at: zig-zag(1709209845123456 us) = 2024-02-29T12:30:45.123456Z
""", value={"text": "a\u0301\U0001F44D\U0001F3FD\u4e2d", "data": "AP+Afw==",
            "id": "123e4567-e89b-12d3-a456-426614174000", "link": "https://example.com/a%20b?q=1#top",
            "at": "2024-02-29T12:30:45.123456Z"}),

    dict(id="scalars/timestamps-range", schema=S, root="Slot<[timestamp]>", canonical=True,
         description="Timestamps before the epoch and at the ends of the RFC 3339 range (whole "
                     "seconds there: a Double-based date cannot hold microseconds so far out); a list "
                     "of timestamps is not packed (each element is its zig-zag varint).",
         body="""
1e                                  # Slot<[timestamp]>: length 30
0a 1c                               # field 1 value (LEN): list, 28 bytes
   04                               #   count 4
   01                               #   [0] zig-zag(-1 us) = 1969-12-31T23:59:59.999999Z
   ff ff dd f2 df ff df dc 01       #   [1] -62135596800000000 us = 0001-01-01T00:00:00Z
   80 f7 a0 c6 99 83 a2 84 07       #   [2] 253402300799000000 us = 9999-12-31T23:59:59Z
   80 a6 d2 da 8d a1 89 06          #   [3] 1709209845123456 us
""", value={"value": ["1969-12-31T23:59:59.999999Z", "0001-01-01T00:00:00.000000Z",
                      "9999-12-31T23:59:59.000000Z", "2024-02-29T12:30:45.123456Z"]}),

    dict(id="scalars/bool-true", schema=S, root="Flag", canonical=True,
         description="A required bool true.",
         body="""
02      # Flag: length 2
08 01   # field 1 value (VARINT): true
""", value={"value": True}),

    dict(id="scalars/bool-false", schema=S, root="Flag", canonical=True,
         description="A required bool false is still written.",
         body="""
02      # Flag: length 2
08 00   # field 1 value: false
""", value={"value": False}),

    dict(id="scalars/root-int64", schema=S, root="int64", canonical=True,
         description="A primitive root: the body is its bare form, a zig-zag varint.",
         body="""
01      # int64 -1 (zig-zag 1)
""", value=-1),

    dict(id="scalars/root-string", schema=S, root="string", canonical=True,
         description="A string root: length + UTF-8.",
         body="""
02 68 69    # "hi"
""", value="hi"),

    dict(id="scalars/root-optional-nil", schema=S, root="int32?", canonical=True,
         description="An optional root has a presence byte: 00 is nil.",
         body="""
00      # presence: nil
""", value=None),

    dict(id="scalars/root-optional-some", schema=S, root="int32?", canonical=True,
         description="Presence byte 01, then the bare int32.",
         body="""
01      # presence: some
54      # int32 42 (zig-zag 84)
""", value=42),

    dict(id="scalars/checksum", schema=S, root="Flag", canonical=True, checksum=True,
         description="Header flag bit 0: a CRC-32C of every preceding byte follows the body "
                     "(little-endian). A canonical encoder asked for a checksum writes exactly this.",
         body="""
02      # Flag: length 2
08 01   # field 1 value: true
""", value={"value": True}),

    dict(id="scalars/float64-field-reads-float32", schema=S, root="Floats", canonical=False,
         description="A float64 field also accepts I32 (float32) data, so that widening a field "
                     "from float32 to float64 keeps old archives readable; the value is widened.",
         body="""
0a                          # Floats: length 10
0d 00 00 c0 3f              # field 1 f32: 1.5
15 00 00 20 40              # field 2 f64 as I32 (float32 2.5): read as 2.5
""", value={"f32": 1.5, "f64": 2.5}),
]

"""Positive cases: generic instances with primitive, struct, list, optional, protocol and
generic arguments (generics.yaml)."""
S = "generics.yaml"

CASES = [
    dict(id="generics/stack-int64", schema=S, root="Pile<int64>", canonical=True,
         description="A generic struct instance; the header names the instance's canonical text.",
         body="""
07                  # Pile<int64>: length 7
0a 05               # field 1 items (LEN): [int64], 5 bytes
   03 01 01 02 03   #   count 3, layout 1: 1, 2, 3
""", value={"items": [1, 2, 3]}),

    dict(id="generics/stack-struct", schema=S, root="Pile<Spot>", canonical=True,
         description="A struct as the type argument.",
         body="""
08                  # Pile<Spot>: length 8
0a 06 01            # field 1 items: [Spot], 6 bytes, count 1
   04 08 02 10 04   #   Spot, 4 bytes: x 1, y 2
""", value={"items": [{"x": 1, "y": 2}]}),

    dict(id="generics/stack-list", schema=S, root="Pile<[int8]>", canonical=True,
         description="A list as the type argument.",
         body="""
09                  # Pile<[int8]>: length 9
0a 07 02            # field 1 items: [[int8]], 7 bytes, count 2
   03 01 01 01      #   [int8], 3 bytes: count 1, layout 1, 1
   01 00            #   [int8], 1 byte: empty
""", value={"items": [[1], []]}),

    dict(id="generics/stack-protocol", schema=S, root="Pile<Figure>", canonical=True,
         description="A protocol as the type argument: each element is a tagged member.",
         tables="""
01                  # tag table: 1 tag
03 64 6f 74         #   tag 1: "dot"
00                  # instance table: 0 entries
""", body="""
0f                  # Pile<Figure>: length 15
0a 0d 01            # field 1 items: [Figure], 13 bytes, count 1
   0b               #   protocol value, 11 bytes
   01               #     tag 1: "dot"
   09               #     Dot, 9 bytes
      0a 01 64      #       field 1 name: "d"
      12 04 08 00 10 00  #  field 2 at: Spot x 0, y 0
""", value={"items": [{"$type": "dot", "name": "d", "at": {"x": 0, "y": 0}}]}),

    dict(id="generics/stack-of-stack", schema=S, root="Pile<Pile<int8>>", canonical=True,
         description="An instance as the type argument of another.",
         body="""
0a                  # Pile<Pile<int8>>: length 10
0a 08 02            # field 1 items: 8 bytes, count 2
   05 0a 03 01 01 05  # Pile<int8>, 5 bytes: items [5]
   00               #   Pile<int8>, 0 bytes: items []
""", value={"items": [{"items": [5]}, {}]}),

    dict(id="generics/pair-optional-argument-nil", schema=S, root="Pair<string?, int8>", canonical=True,
         description="A field whose type is a parameter bound to an optional is optional: nil is omitted.",
         body="""
02                  # Pair<string?, int8>: length 2
10 00               # field 2 second: 0 (required)
""", value={"second": 0}),

    dict(id="generics/pair-optional-argument-empty", schema=S, root="Pair<string?, int8>", canonical=True,
         description="A present empty string in that field is written (it is not nil).",
         body="""
04                  # Pair<string?, int8>: length 4
0a 00               # field 1 first: ""
10 02               # field 2 second: 1
""", value={"first": "", "second": 1}),

    dict(id="generics/pair-struct-list", schema=S, root="Pair<Spot, [string]>", canonical=True,
         description="A struct and a list as arguments.",
         body="""
0b                  # Pair<Spot, [string]>: length 11
0a 04 08 01 10 02   # field 1 first: Spot x -1, y 1
12 03 01 01 61      # field 2 second: ["a"]
""", value={"first": {"x": -1, "y": 1}, "second": ["a"]}),

    dict(id="generics/pair-nested-instances", schema=S, root="Pair<Pile<int8>, Pair<bool, float32>>",
         canonical=True,
         description="Nested instances; an empty struct in a required field is written with length 0.",
         body="""
0b                  # length 11
0a 00               # field 1 first: Pile<int8>, 0 bytes
12 07               # field 2 second: Pair<bool, float32>, 7 bytes
   08 01            #   field 1 first: true
   15 00 00 00 3f   #   field 2 second (I32): 0.5
""", value={"first": {}, "second": {"first": True, "second": 0.5}}),

    dict(id="generics/outcome-success", schema=S, root="Outcome<Spot>", canonical=True,
         description="A generic payload enum.",
         body="""
07                  # Outcome<Spot>: length 7
01                  # case 1 success
0a 04 08 06 10 08   # field 1 value: Spot x 3, y 4
""", value={"success": {"value": {"x": 3, "y": 4}}}),

    dict(id="generics/outcome-failure", schema=S, root="Outcome<Spot>", canonical=True,
         description="The other case; its required field is written even when zero.",
         body="""
03                  # Outcome<Spot>: length 3
02                  # case 2 failure
08 00               # field 1 code: 0
""", value={"failure": {"code": 0}}),

    dict(id="generics/stack-class-shared", schema=S, root="Pile<Ref>", canonical=True,
         description="A class as the type argument; the same instance twice in the list.",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
03 0a 01 61         #   entry 1 (Ref): name "a"
""", body="""
05                  # Pile<Ref>: length 5
0a 03 02            # field 1 items: [Ref], 3 bytes, count 2
   01 01            #   entry 1, entry 1
""", value={"items": [{"$id": "1", "name": "a"}, {"$ref": "1"}]}),

    dict(id="generics/pair-class-shared", schema=S, root="Pair<Ref, [Ref]>", canonical=True,
         description="One instance shared between two fields of a generic instance.",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
03 0a 01 62         #   entry 1 (Ref): name "b"
""", body="""
06                  # Pair<Ref, [Ref]>: length 6
08 01               # field 1 first (VARINT: First is Ref here): entry 1
12 02 01 01         # field 2 second: [Ref], 2 bytes: count 1, entry 1
""", value={"first": {"$id": "1", "name": "b"}, "second": [{"$ref": "1"}]}),
    dict(id="generics/stack-optional-class", schema=S, root="Pile<Ref?>", canonical=True,
         description="Optional class values outside a field: a presence byte, then the entry number.",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
03 0a 01 61         #   entry 1 (Ref): name "a"
""", body="""
08                  # Pile<Ref?>: length 8
0a 06 03            # field 1 items: [Ref?], 6 bytes, count 3
   01 01            #   present: entry 1
   00               #   nil
   01 01            #   present: entry 1 again
""", value={"items": [{"$id": "1", "name": "a"}, None, {"$ref": "1"}]}),

    dict(id="generics/pair-class-map", schema=S, root="Pair<[string: Ref?], int8>", canonical=True,
         description="Class values as map values: the entry number (optional: presence byte first).",
         tables="""
00                  # tag table: 0 tags
02                  # instance table: 2 entries
03 0a 01 61         #   entry 1 (Ref): name "a"
03 0a 01 62         #   entry 2 (Ref): name "b"
""", body="""
10                  # Pair: length 16
0a 0c 03            # field 1 first: [string: Ref?], 12 bytes, count 3
   01 77  01 01     #   "w": present, entry 1
   01 78  00        #   "x": nil
   01 79  01 02     #   "y": present, entry 2
10 00               # field 2 second: 0
""", value={"first": {"w": {"$id": "1", "name": "a"}, "x": None, "y": {"$id": "2", "name": "b"}}, "second": 0}),
]

"""Positive cases: structs, field order, recursion, optionals, unknown fields (structs.yaml)."""
S = "structs.yaml"
UNKNOWN = {"3": "GJYB", "4": "IQECAwQFBgcI", "5": "KgNhYmM=", "6": "Nf////8=", "16": "gAEB"}

CASES = [
    dict(id="structs/empty", schema=S, root="Empty", canonical=True,
         description="A struct without fields: length 0.",
         body="""
00      # Empty: length 0
""", value={}),

    dict(id="structs/point", schema=S, root="Point", canonical=True,
         description="Two required int32 fields in id order.",
         body="""
04      # Point: length 4
08 02   # field 1 x (VARINT): 1
10 03   # field 2 y (VARINT): -2
""", value={"x": 1, "y": -2}),

    dict(id="structs/point-fields-reversed", schema=S, root="Point", canonical=False,
         description="Fields out of id order decode; the canonical encoding writes them in id order.",
         body="""
04      # Point: length 4
10 03   # field 2 y: -2
08 02   # field 1 x: 1
""", value={"x": 1, "y": -2}),

    dict(id="structs/nested-and-large-id", schema=S, root="Line", canonical=True,
         description="Structs as fields (LEN) and a field id above 15 (two-byte key).",
         body="""
11              # Line: length 17
0a 04           # field 1 from (LEN): Point, 4 bytes
   08 02        #   x: 1
   10 04        #   y: 2
12 04           # field 2 to (LEN): Point, 4 bytes
   08 06        #   x: 3
   10 08        #   y: 4
e2 12 02 68 69  # field 300 label (key 300<<3|2 = 2402 = e2 12): "hi"
""", value={"from": {"x": 1, "y": 2}, "to": {"x": 3, "y": 4}, "label": "hi"}),

    dict(id="structs/recursive-optional", schema=S, root="Person", canonical=True,
         description="Recursion through an optional: a present optional field holds the bare form, "
                     "no presence byte.",
         body="""
08              # Person: length 8
0a 01 61        # field 1 name: "a"
12 03           # field 2 manager (LEN): Person, 3 bytes
   0a 01 62     #   name: "b"
""", value={"name": "a", "manager": {"name": "b"}}),

    dict(id="structs/recursive-list-and-map", schema=S, root="Person", canonical=True,
         description="Recursion through a list and a map.",
         body="""
16              # Person: length 22
0a 01 72        # field 1 name: "r"
1a 05           # field 3 reports (LEN): list, 5 bytes
   01           #   count 1
   03 0a 01 78  #   [0] Person, 3 bytes: name "x"
22 0a           # field 4 byRole (LEN): map, 10 bytes
   01           #   count 1
   04 6c 65 61 64  # key "lead"
   03 0a 01 79  #   value Person, 3 bytes: name "y"
""", value={"name": "r", "reports": [{"name": "x"}], "byRole": {"lead": {"name": "y"}}}),

    dict(id="structs/optionals-absent", schema=S, root="Optionals", canonical=True,
         description="Nil optional fields are omitted.",
         body="""
00      # Optionals: length 0
""", value={}),

    dict(id="structs/optionals-present", schema=S, root="Optionals", canonical=True,
         description="A present optional zero is written; optional list elements carry presence "
                     "bytes (lists of optionals are not packed), also nested.",
         body="""
15                    # Optionals: length 21
08 00                 # field 1 maybe: 0 (present)
12 06                 # field 2 maybeList (LEN): [int8?], 6 bytes
   03                 #   count 3
   01 02              #   [0] presence 01, int8 1
   00                 #   [1] presence 00: nil
   01 01              #   [2] presence 01, int8 -1
1a 09                 # field 3 deep (LEN): [[int8?]?], 9 bytes
   03                 #   count 3
   01 02 01 00        #   [0] presence 01, list of 2 bytes: count 1, [0] nil
   00                 #   [1] nil
   01 01 00           #   [2] presence 01, empty list: 1 byte, count 0
""", value={"maybe": 0, "maybeList": [1, None, -1], "deep": [[None], None, []]}),

    dict(id="structs/optional-empty-list", schema=S, root="Optionals", canonical=True,
         description="An optional list that is present but empty differs from nil, so it is written.",
         body="""
03          # Optionals: length 3
12 01 00    # field 2 maybeList: list of 1 byte, count 0
""", value={"maybeList": []}),

    dict(id="structs/unknown-fields", schema=S, root="Point", canonical=True,
         description="Fields the schema does not know, of every wire kind, are skipped and kept; a "
                     "canonical encoder writes them back in id order among the known ones. In the "
                     "JSON form they are \"$unknown\": field id -> base64 of the raw key and value.",
         body="""
1d                            # Point: length 29
08 02                         # field 1 x: 1
10 04                         # field 2 y: 2
18 96 01                      # unknown field 3 VARINT 150
21 01 02 03 04 05 06 07 08    # unknown field 4 I64
2a 03 61 62 63                # unknown field 5 LEN "abc"
35 ff ff ff ff                # unknown field 6 I32
80 01 01                      # unknown field 16 VARINT 1 (key 16<<3|0 = 128 = 80 01)
""", value={"x": 1, "y": 2, "$unknown": UNKNOWN}),

    dict(id="structs/unknown-fields-first", schema=S, root="Point", canonical=False,
         description="Unknown fields before the known ones decode the same; the canonical encoding "
                     "sorts them by id.",
         body="""
1d                            # Point: length 29
80 01 01                      # unknown field 16
18 96 01                      # unknown field 3
21 01 02 03 04 05 06 07 08    # unknown field 4
2a 03 61 62 63                # unknown field 5
35 ff ff ff ff                # unknown field 6
08 02                         # field 1 x: 1
10 04                         # field 2 y: 2
""", value={"x": 1, "y": 2, "$unknown": UNKNOWN}),
]

"""Positive cases: protocol families, tags, heterogeneous lists, maps of lists of protocol
values (families.yaml)."""
S = "families.yaml"

CAR = """
   0f               #   protocol value, 15 bytes
   01               #     tag 1: "car"
   0d               #     Auto, 13 bytes
      0a 04 53 61 61 62  # field 1 make: "Saab" (inherited from Transport)
      12 03 39 30 30     # field 2 model: "900"
      18 08              # field 3 cylinders: 4"""
CAR_JSON = {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}
CAR_TABLES = """
01                  # tag table: 1 tag
03 63 61 72         #   tag 1: "car"
00                  # instance table: 0 entries
"""

CASES = [
    dict(id="families/root-member", schema=S, root="Transport", canonical=True,
         description="A protocol-typed root: length, the number of its tag in the tag table, the "
                     "member's bare form.",
         tables=CAR_TABLES, body=CAR, value=CAR_JSON),

    dict(id="families/heterogeneous-list", schema=S, root="Depot", canonical=True,
         description="A list of protocol values holding a struct with a tag, a struct with the "
                     "default tag (its type name) and a class member (an entry number).",
         tables="""
03                  # tag table: 3 tags, in order of first use
03 63 61 72         #   tag 1: "car"
05 4c 6f 72 72 79   #   tag 2: "Lorry" (no tag declared: the type name)
06 62 75 73 2e 76 32  # tag 3: "bus.v2"
01                  # instance table: 1 entry
06                  #   entry 1 (Coach), 6 bytes
   0a 00            #     make "" (required: written)
   12 00            #     model ""
   18 28            #     seats 40
""", body="""
23                  # Depot: length 35
0a 21               # field 1 vehicles: [Transport], 33 bytes
   03               #   count 3""" + CAR + """
   0c               #   protocol value, 12 bytes
   02               #     tag 2: "Lorry"
   0a               #     Lorry, 10 bytes
      0a 03 4d 41 4e     # make "MAN"
      12 03 54 47 58     # model "TGX" (axles = 2 is the default: omitted)
   02               #   protocol value, 2 bytes
   03               #     tag 3: "bus.v2"
   01               #     Coach (a class): entry 1
""", value={"vehicles": [CAR_JSON, {"$type": "Lorry", "make": "MAN", "model": "TGX"},
                         {"$type": "bus.v2", "$id": "1", "make": "", "model": "", "seats": 40}]}),

    dict(id="families/map-of-lists-and-optional", schema=S, root="Depot", canonical=True,
         description="A map of lists of protocol values, and an optional protocol field.",
         tables="""
02                  # tag table: 2 tags
03 63 61 72         #   tag 1: "car" (first used in field 2)
05 4c 6f 72 72 79   #   tag 2: "Lorry" (first used in field 3)
00                  # instance table: 0 entries
""", body="""
2b                  # Depot: length 43
12 1d               # field 2 byOwner: [string: [Transport]], 29 bytes
   02               #   count 2
   03 61 6e 6e      #   "ann":
   11 01            #   [Transport], 17 bytes, count 1""" + CAR + """
   03 62 6f 62      #   "bob":
   01 00            #   [Transport], empty
1a 0a               # field 3 favourite: protocol value, 10 bytes (no presence byte in a field)
   02               #   tag 2: "Lorry"
   08               #   Lorry, 8 bytes
      0a 01 41      #     make "A"
      12 01 42      #     model "B"
      18 06         #     axles 6
""", value={"byOwner": {"ann": [CAR_JSON], "bob": []},
            "favourite": {"$type": "Lorry", "make": "A", "model": "B", "axles": 6}}),

    dict(id="families/opaque-members", schema=S, root="Depot", canonical=True,
         description="Members whose tags the schema does not list (written by a newer version): "
                     "each is an opaque member, read as a struct of the family's own fields with "
                     "every other field kept as an unknown field, and written back unchanged. The dump is "
                     "wrapped with the tag table ($archive), which kept bytes may refer to.",
         tables="""
02                  # tag table: 2 tags
04 74 72 61 6d      #   tag 1: "tram" (no member has it)
07 65 2d 62 69 6b 65 73  # tag 2: "e-bikes" (no member has it)
00                  # instance table: 0 entries
""", body="""
2f                  # Depot: length 47
0a 16               # field 1 vehicles: [Transport], 22 bytes
   01               #   count 1
   14               #   protocol value, 20 bytes
   01               #     tag 1: "tram"
   12               #     opaque member, 18 bytes
      0a 03 4b 54 4d     # field 1 make "KTM" (the family's)
      12 02 4e 38        # field 2 model "N8" (the family's)
      18 02              # field 3: unknown, varint 2
      22 05 01 03 72 65 64  # field 4: unknown, LEN 5
12 15               # field 2 byOwner: [string: [Transport]], 21 bytes
   01               #   count 1
   03 61 6e 6e      #   "ann":
   0f 01            #   [Transport], 15 bytes, count 1
   0d               #   protocol value, 13 bytes
   02               #     tag 2: "e-bikes"
   0b               #     opaque member, 11 bytes
      0a 02 4f 78        # field 1 make "Ox"
      12 00              # field 2 model ""
      2d 00 00 80 3f     # field 5: unknown, I32
""", value={"$archive": {"tags": ["tram", "e-bikes"], "instances": 0, "entries": {}},
            "$root": {"vehicles": [{"$type": "tram", "make": "KTM", "model": "N8",
                                    "$unknown": {"3": "GAI=", "4": "IgUBA3JlZA=="}}],
                      "byOwner": {"ann": [{"$type": "e-bikes", "make": "Ox", "model": "",
                                           "$unknown": {"5": "LQAAgD8="}}]}}}),
    dict(id="families/opaque-member-all-fields-known", schema=S, root="Depot", canonical=True,
         description="An opaque member (a tag the schema does not list) whose fields are all the "
                     "family's own: it still carries \"$unknown\", empty, which is what marks it as "
                     "opaque in the JSON form (without it the tag would be an unknownTag mistake).",
         tables="""
01                  # tag table: 1 tag
04 74 72 61 6d      #   tag 1: "tram" (no member has it)
00                  # instance table: 0 entries
""", body="""
0f                  # Depot: length 15
0a 0d               # field 1 vehicles: [Transport], 13 bytes
   01               #   count 1
   0b               #   protocol value, 11 bytes
   01               #     tag 1: "tram"
   09               #     opaque member, 9 bytes
      0a 03 4b 54 4d     # field 1 make "KTM" (the family's)
      12 02 4e 38        # field 2 model "N8" (the family's)
""", value={"$archive": {"tags": ["tram"], "instances": 0, "entries": {}},
            "$root": {"vehicles": [{"$type": "tram", "make": "KTM", "model": "N8", "$unknown": {}}]}}),
]

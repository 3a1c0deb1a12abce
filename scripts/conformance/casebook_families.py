"""Positive cases: protocol families, tags, heterogeneous lists, maps of lists of protocol
values (families.yaml)."""
S = "families.yaml"

CAR = """
   12               #   protocol value, 18 bytes
   03 63 61 72      #     tag "car"
   0d               #     Auto, 13 bytes
      0a 04 53 61 61 62  # field 1 make: "Saab" (inherited from Transport)
      12 03 39 30 30     # field 2 model: "900"
      18 08              # field 3 cylinders: 4"""
CAR_JSON = {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}

CASES = [
    dict(id="families/root-member", schema=S, root="Transport", canonical=True,
         description="A protocol-typed root: length, the member's tag, the member's bare form.",
         body=CAR, value=CAR_JSON),

    dict(id="families/heterogeneous-list", schema=S, root="Depot", canonical=True,
         description="A list of protocol values holding a struct with a tag, a struct with the "
                     "default tag (its type name) and a class member.",
         body="""
38                  # Depot: length 56
0a 36               # field 1 vehicles: [Transport], 54 bytes
   03               #   count 3""" + CAR + """
   11               #   protocol value, 17 bytes
   05 4c 6f 72 72 79  #   tag "Lorry" (no tag: declared; the type name)
   0a               #     Lorry, 10 bytes
      0a 03 4d 41 4e     # make "MAN"
      12 03 54 47 58     # model "TGX" (axles = 2 is the default: omitted)
   0f               #   protocol value, 15 bytes
   06 62 75 73 2e 76 32  # tag "bus.v2"
   07               #     Coach (a class), 7 bytes
      00            #       new instance (#1)
      0a 00         #       make "" (required: written)
      12 00         #       model ""
      18 28         #       seats 40
""", value={"vehicles": [CAR_JSON, {"$type": "Lorry", "make": "MAN", "model": "TGX"},
                         {"$type": "bus.v2", "$id": "1", "make": "", "model": "", "seats": 40}]}),

    dict(id="families/map-of-lists-and-optional", schema=S, root="Depot", canonical=True,
         description="A map of lists of protocol values, and an optional protocol field.",
         body="""
33                  # Depot: length 51
12 20               # field 2 byOwner: [string: [Transport]], 32 bytes
   02               #   count 2
   03 61 6e 6e      #   "ann":
   14 01            #   [Transport], 20 bytes, count 1""" + CAR + """
   03 62 6f 62      #   "bob":
   01 00            #   [Transport], empty
1a 0f               # field 3 favourite: protocol value, 15 bytes (no presence byte in a field)
   05 4c 6f 72 72 79  # tag "Lorry"
   08               #   Lorry, 8 bytes
      0a 01 41      #     make "A"
      12 01 42      #     model "B"
      18 06         #     axles 6
""", value={"byOwner": {"ann": [CAR_JSON], "bob": []},
            "favourite": {"$type": "Lorry", "make": "A", "model": "B", "axles": 6}}),

    dict(id="families/opaque-members", schema=S, root="Depot", canonical=True,
         description="Members whose tags the schema does not list (written by a newer version): "
                     "each is an opaque member, read as a struct of the family's own fields with "
                     "every other field kept as an unknown field, and written back unchanged.",
         body="""
3a                  # Depot: length 58
0a 1a               # field 1 vehicles: [Transport], 26 bytes
   01               #   count 1
   18               #   protocol value, 24 bytes
   04 74 72 61 6d   #   tag "tram" (no member has it)
   12               #     opaque member, 18 bytes
      0a 03 4b 54 4d     # field 1 make "KTM" (the family's)
      12 02 4e 38        # field 2 model "N8" (the family's)
      18 02              # field 3: unknown, varint 2
      22 05 01 03 72 65 64  # field 4: unknown, LEN 5
12 1c               # field 2 byOwner: [string: [Transport]], 28 bytes
   01               #   count 1
   03 61 6e 6e      #   "ann":
   16 01            #   [Transport], 22 bytes, count 1
   14               #   protocol value, 20 bytes
   07 65 2d 62 69 6b 65 73  # tag "e-bikes"
   0b               #     opaque member, 11 bytes
      0a 02 4f 78        # field 1 make "Ox"
      12 00              # field 2 model ""
      2d 00 00 80 3f     # field 5: unknown, I32
""", value={"vehicles": [{"$type": "tram", "make": "KTM", "model": "N8",
                          "$unknown": {"3": "GAI=", "4": "IgUBA3JlZA=="}}],
            "byOwner": {"ann": [{"$type": "e-bikes", "make": "Ox", "model": "", "$unknown": {"5": "LQAAgD8="}}]}}),
]

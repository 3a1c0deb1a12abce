"""Positive cases: classes, shared instances, cycles (classes.yaml). Instances are numbered
from 1 in order of first appearance across the archive (all classes share one numbering)."""
S = "classes.yaml"

CASES = [
    dict(id="classes/single", schema=S, root="Knot", canonical=True,
         description="A class value: length, 00 (a new instance), its fields.",
         body="""
04          # Knot: length 4
00          # new instance #1
0a 01 61    # field 1 label: "a"
""", value={"$id": "1", "label": "a"}),

    dict(id="classes/shared-instance", schema=S, root="Holder", canonical=True,
         description="The same instance in two fields: written once, then referenced by number.",
         body="""
09                  # Holder: length 9
0a 04 00 0a 01 78   # field 1 first: Knot, 4 bytes, new instance #1, label "x"
12 01 01            # field 2 second: Knot, 1 byte: reference to instance #1
""", value={"first": {"$id": "1", "label": "x"}, "second": {"$ref": "1"}}),

    dict(id="classes/cycle-through-parent", schema=S, root="Knot", canonical=True,
         description="A cycle: the child's parent refers back to the root, which is still being read.",
         body="""
0f                  # Knot: length 15
00                  # new instance #1
0a 01 70            # field 1 label: "p"
12 09               # field 2 children: [Knot], 9 bytes
   01               #   count 1
   07               #   Knot, 7 bytes
      00            #     new instance #2
      0a 01 63      #     label "c"
      1a 01 01      #     field 3 parent: Knot, 1 byte: reference to #1
""", value={"$id": "1", "label": "p", "children": [{"$id": "2", "label": "c", "parent": {"$ref": "1"}}]}),

    dict(id="classes/self-reference", schema=S, root="Knot", canonical=True,
         description="An instance that is its own parent.",
         body="""
07                  # Knot: length 7
00                  # new instance #1
0a 01 73            # field 1 label: "s"
1a 01 01            # field 3 parent: reference to #1 (itself)
""", value={"$id": "1", "label": "s", "parent": {"$ref": "1"}}),

    dict(id="classes/numbering-depth-first", schema=S, root="Holder", canonical=True,
         description="Numbers follow first appearance, depth-first in field id order, shared by "
                     "all classes: A #1, its child B #2, the Badge #3.",
         body="""
1e                  # Holder: length 30
0a 0c               # field 1 first: Knot, 12 bytes
   00               #   new instance #1 (A)
   0a 01 61         #   label "a"
   12 06 01         #   children: 6 bytes, count 1
      04 00 0a 01 62  #   Knot, 4 bytes: new instance #2 (B), label "b"
12 01 02            # field 2 second: reference to #2
1a 04 00 0a 01 74   # field 3 label: Badge, new instance #3, text "t"
22 05 02            # field 4 nodes: [Knot], 5 bytes, count 2
   01 02            #   Knot, 1 byte: reference to #2
   01 01            #   Knot, 1 byte: reference to #1
""", value={"first": {"$id": "1", "label": "a", "children": [{"$id": "2", "label": "b"}]},
            "second": {"$ref": "2"}, "label": {"$id": "3", "text": "t"},
            "nodes": [{"$ref": "2"}, {"$ref": "1"}]}),

    dict(id="classes/unknown-field", schema=S, root="Knot", canonical=True,
         description="A class keeps unknown fields like a struct.",
         body="""
06          # Knot: length 6
00          # new instance #1
0a 01 75    # field 1 label: "u"
48 01       # unknown field 9 (VARINT): 1
""", value={"$id": "1", "label": "u", "$unknown": {"9": "SAE="}}),
]

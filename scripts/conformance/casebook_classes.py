"""Positive cases: classes, shared instances, cycles (classes.yaml). Every instance is an entry
of the instance table at the start of the body; a class value is the entry's number. Entries are
numbered from 1 in order of first reference, depth-first (all classes share one numbering), and
an entry is read at its first reference."""
S = "classes.yaml"

CASES = [
    dict(id="classes/single", schema=S, root="Knot", canonical=True,
         description="A class value: the root is the number of an entry of the instance table.",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
03 0a 01 61         #   entry 1 (Knot), 3 bytes: field 1 label "a"
""", body="""
01                  # Knot: entry 1
""", value={"$id": "1", "label": "a"}),

    dict(id="classes/shared-instance", schema=S, root="Holder", canonical=True,
         description="The same instance in two fields: one entry, its number twice.",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
03 0a 01 78         #   entry 1 (Knot): label "x"
""", body="""
04                  # Holder: length 4
08 01               # field 1 first (VARINT): entry 1
10 01               # field 2 second (VARINT): entry 1 again, the same instance
""", value={"first": {"$id": "1", "label": "x"}, "second": {"$ref": "1"}}),

    dict(id="classes/cycle-through-parent", schema=S, root="Knot", canonical=True,
         description="A cycle: the child's parent refers back to the root, which is still being read "
                     "(entry 1 is bound to its instance before its fields are read).",
         tables="""
00                  # tag table: 0 tags
02                  # instance table: 2 entries
07                  #   entry 1 (Knot "p"), 7 bytes
   0a 01 70         #     field 1 label: "p"
   12 02 01 02      #     field 2 children: [Knot], 2 bytes: count 1, entry 2
05                  #   entry 2 (Knot "c"), 5 bytes
   0a 01 63         #     field 1 label: "c"
   18 01            #     field 3 parent (VARINT): entry 1
""", body="""
01                  # Knot: entry 1
""", value={"$id": "1", "label": "p", "children": [{"$id": "2", "label": "c", "parent": {"$ref": "1"}}]}),

    dict(id="classes/self-reference", schema=S, root="Knot", canonical=True,
         description="An instance that is its own parent.",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
05 0a 01 73 18 01   #   entry 1: label "s", field 3 parent: entry 1 (itself)
""", body="""
01                  # Knot: entry 1
""", value={"$id": "1", "label": "s", "parent": {"$ref": "1"}}),

    dict(id="classes/numbering-depth-first", schema=S, root="Holder", canonical=True,
         description="Numbers follow first reference, depth-first in field id order, shared by "
                     "all classes: A #1, its child B #2, the Badge #3.",
         tables="""
00                  # tag table: 0 tags
03                  # instance table: 3 entries
07                  #   entry 1 (Knot A), 7 bytes
   0a 01 61         #     label "a"
   12 02 01 02      #     children: count 1, entry 2
03 0a 01 62         #   entry 2 (Knot B): label "b"
03 0a 01 74         #   entry 3 (Badge): text "t"
""", body="""
0b                  # Holder: length 11
08 01               # field 1 first: entry 1
10 02               # field 2 second: entry 2
18 03               # field 3 label: entry 3
22 03 02 02 01      # field 4 nodes: [Knot], 3 bytes: count 2, entries 2 and 1
""", value={"first": {"$id": "1", "label": "a", "children": [{"$id": "2", "label": "b"}]},
            "second": {"$ref": "2"}, "label": {"$id": "3", "text": "t"},
            "nodes": [{"$ref": "2"}, {"$ref": "1"}]}),

    dict(id="classes/numbering-depth-first-deep", schema=S, root="Holder", canonical=True,
         description="Depth-first, not breadth-first: A's child B is met (inside A's entry) before "
                     "the Badge in the next field of the root, so B is #2 and the Badge #3 "
                     "(breadth-first would give the Badge #2).",
         tables="""
00                  # tag table: 0 tags
03                  # instance table: 3 entries
07 0a 01 61 12 02 01 02  # entry 1 (Knot A): label "a", children [entry 2]
03 0a 01 62         #   entry 2 (Knot B): label "b"
03 0a 01 74         #   entry 3 (Badge): text "t"
""", body="""
04                  # Holder: length 4
08 01               # field 1 first: entry 1
18 03               # field 3 label: entry 3
""", value={"first": {"$id": "1", "label": "a", "children": [{"$id": "2", "label": "b"}]},
            "label": {"$id": "3", "text": "t"}}),

    dict(id="classes/unknown-field", schema=S, root="Knot", canonical=True,
         description="A class keeps unknown fields like a struct. Kept bytes may hold entry "
                     "numbers, so the dump is wrapped with the archive's tables ($archive).",
         tables="""
00                  # tag table: 0 tags
01                  # instance table: 1 entry
05                  #   entry 1, 5 bytes
   0a 01 75         #     label "u"
   48 01            #     unknown field 9 (VARINT): 1
""", body="""
01                  # Knot: entry 1
""", value={"$archive": {"tags": [], "instances": 1, "entries": {}},
            "$root": {"$id": "1", "label": "u", "$unknown": {"9": "SAE="}}}),

    dict(id="classes/list-of-instances", schema=S, root="Holder", canonical=True,
         description="A list of Knot: each element is an entry number (no length, no presence byte).",
         tables="""
00                  # tag table: 0 tags
02                  # instance table: 2 entries
03 0a 01 61         #   entry 1: label "a"
03 0a 01 62         #   entry 2: label "b"
""", body="""
05                  # Holder: length 5
22 03 02 01 02      # field 4 nodes: count 2, entries 1 and 2
""", value={"nodes": [{"$id": "1", "label": "a"}, {"$id": "2", "label": "b"}]}),
]

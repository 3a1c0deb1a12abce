"""Positive cases: declared and natural defaults (defaults.yaml)."""
S = "defaults.yaml"

CASES = [
    dict(id="defaults/all-defaults", schema=S, root="Settings", canonical=True,
         description="Every field at its default: nothing is written.",
         body="""
00      # Settings: length 0
""", value={}),

    dict(id="defaults/natural-zero-is-not-the-default", schema=S, root="Settings", canonical=True,
         description="Values that are a type's zero but not the field's declared default are written: "
                     "level 0 (default 18), ratio 0.0 (0.5), loud false (true), perms [] ([read]).",
         body="""
12                          # Settings: length 18
10 00                       # field 2 level: 0
19 00 00 00 00 00 00 00 00  # field 3 ratio (I64): 0.0
20 00                       # field 4 loud: false
3a 01 73                    # field 7 size (LEN): small ("s")
40 00                       # field 8 perms: no flags
""", value={"level": 0, "ratio": 0.0, "loud": False, "size": "small", "perms": []}),

    dict(id="defaults/written-explicitly", schema=S, root="Settings", canonical=False,
         description="Every field that can be written, holding its default: legal, not canonical "
                     "(the canonical encoding is the empty struct of defaults/all-defaults).",
         body="""
1a                          # Settings: length 26
0a 00                       # field 1 name: "" (default)
10 24                       # field 2 level: 18 (default; zig-zag 36)
19 00 00 00 00 00 00 e0 3f  # field 3 ratio: 0.5 (default)
20 01                       # field 4 loud: true (default)
2a 01 00                    # field 5 tags: empty list
3a 01 6d                    # field 7 size: medium ("m", default)
40 01                       # field 8 perms: [read] (default)
4a 01 00                    # field 9 counts: empty map
""", value={"name": "", "level": 18, "ratio": 0.5, "loud": True, "tags": [], "size": "medium",
            "perms": ["read"], "counts": {}}),

    dict(id="defaults/present-values", schema=S, root="Settings", canonical=True,
         description="Non-default values; a present empty string in an optional field and a present "
                     "empty list in an optional list field are written (they are not nil).",
         body="""
16                  # Settings: length 22
0a 01 6e            # field 1 name: "n"
2a 03 01 01 78      # field 5 tags: ["x"]
32 00               # field 6 note: "" (present)
40 82 01            # field 8 perms: write + exec (bits 1, 7 = 130)
4a 04 01 01 6b 00   # field 9 counts: {"k": 0}
52 01 00            # field 10 list: [] (present)
""", value={"name": "n", "tags": ["x"], "note": "", "perms": ["write", "exec"], "counts": {"k": 0}, "list": []}),
]

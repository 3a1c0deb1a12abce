"""Recomputes FORMAT.md's worked examples of format 2 with the shipped Python package and checks that
the document shows exactly those bytes. Each example is found by a line of text that opens it;
its bytes are the leading hex pairs of the lines of its code block (the offset column of §2's
example is skipped). Run by check.py."""
import os
import re

import hexfile
from hexfile import CONFORMANCE
from sheaf.wire import read_header

AUTO = {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}
ANN = {"name": "Ann", "age": 34}

#: (the line that opens the example, schema file, root type, value, what the block shows)
BLOCKS = [
    ("00  89 53 48 46", "company.yaml", "Employee", ANN, "archive-with-offsets"),
    ("89 53 48 46 02 01", "company.yaml", "Employee", ANN, "archive-with-checksum"),
    ('root = Node("r"); a = Node("a", parent: root)', "company.yaml", "Node",
     {"$id": "r", "label": "r", "children": [{"$id": "a", "label": "a", "parent": {"$ref": "r"}}, {"$ref": "a"}]},
     "body"),
    ("Depot(vehicles: [Auto(make", "families.yaml", "Depot",
     {"vehicles": [AUTO, {"$type": "Lorry", "make": "MAN", "model": "TGX", "axles": 3}], "favourite": AUTO}, "body"),
    ("Depot(vehicles: [<tram", "families.yaml", "Depot",
     {"vehicles": [{"$type": "tram", "make": "KTM", "model": "N8", "$unknown": {"3": "GAI=", "4": "IgUBA3JlZA=="}}]},
     "body"),
    ("Depot(vehicles: [c, c])", "families.yaml", "Depot",
     {"vehicles": [{"$type": "bus.v2", "$id": "c", "make": "A", "model": "B", "seats": 40},
                   {"$type": "bus.v2", "$ref": "c"}]}, "body"),
]

#: §5.12's table of packed integer lists: (element type, values)
PACKED = [("int32", []), ("int32", [1, -1, 127, -128]), ("int32", [128]), ("int32", [-32769]),
          ("int32", [-32769, 100000]), ("int32", [1073741824, -1073741824]), ("int64", [2 ** 31]),
          ("int64", [1, -1, 300, -70000, 2 ** 40]), ("uint16", [255, 256]), ("uint8", [255])]
PACKED_SPELLING = {2 ** 31: "2^31", 2 ** 40: "2^40"}

HEX_PAIR = re.compile(r"[0-9A-F]{2}")


def block_bytes(lines, start, skip_first):
    """The leading hex pairs of each line of the code block that starts after lines[start]."""
    data = []
    for line in lines[start + 1:]:
        if line.startswith("```"):
            break
        tokens = line.split()
        if skip_first:
            tokens = tokens[1:]
        for token in tokens:
            if not HEX_PAIR.fullmatch(token):
                break
            data.append(int(token, 16))
    return bytes(data)


def body(schema, value, root):
    """The body (tables and root) of the archive the package writes for a value."""
    data = schema.pack(value, root)
    return data[read_header(data).reader.pos:]


def spelled(data):
    return " ".join("%02X" % b for b in data)


def check(path=os.path.join(CONFORMANCE, "FORMAT.md")):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    lines = text.splitlines()
    problems = []
    for opening, schema_file, root, value, shows in BLOCKS:
        schema = hexfile.sheaf.load_schema(os.path.join(CONFORMANCE, "schemas", schema_file))
        found = [i for i, line in enumerate(lines) if line.startswith(opening)]
        if len(found) != 1:
            problems.append("FORMAT.md: %d examples open with %r" % (len(found), opening))
            continue
        if shows == "body":
            expected = body(schema, value, root)
            shown = block_bytes(lines, found[0], False)
        else:
            expected = schema.pack(value, root, checksum=shows == "archive-with-checksum")
            # These blocks open with their first line of bytes.
            shown = block_bytes(lines, found[0] - 1, shows == "archive-with-offsets")
        if shown != expected:
            problems.append("FORMAT.md: the example %r shows %s; the package writes %s"
                            % (opening, spelled(shown), spelled(expected)))
    schema = hexfile.sheaf.load_schema(os.path.join(CONFORMANCE, "schemas", "collections.yaml"))
    for element, values in PACKED:
        # A list at the root: the two empty tables, then the list's length and content.
        expected = spelled(body(schema, values, "[%s]" % element)[2:])
        row = "| `[%s]` `[%s]` |" % (element, ", ".join(PACKED_SPELLING.get(v, str(v)) for v in values))
        rows = [line for line in lines if line.startswith(row)]
        cell = rows[0].split("|")[2:] if rows else []
        shown = " ".join(re.findall(r"[0-9A-F]{2}", "".join(cell).split("(")[0].replace("\\", "")))
        if shown != expected:
            problems.append("FORMAT.md §5.12: %s shows %r; the package writes %s" % (row, shown, expected))
    return problems


if __name__ == "__main__":
    for problem in check():
        print(problem)

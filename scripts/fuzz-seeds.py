#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora into DIR/<target>/: the showcase and conformance
schemas for `schema`, every conformance archive (hex → bytes) for `archive` and
`generated`, every conformance JSON value into `json-sources` (the `json` target gives
each the selector byte of a root type it reads as, at start-up; see Fuzz/Sources/FuzzJSON).
The `generated` target adds archives of the showcase schemas itself at start-up."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1])
for target in ("schema", "archive", "json", "json-sources", "generated"):
    (out / target).mkdir(parents=True, exist_ok=True)


def hex_bytes(text: str) -> bytes:
    """Annotated hex: `#` starts a comment; whitespace is ignored."""
    digits = re.sub(r"\s+", "", "\n".join(line.split("#", 1)[0] for line in text.splitlines()))
    return bytes.fromhex(digits)


schemas = sorted(root.glob("Schemas/**/*.yaml")) + sorted(root.glob("Conformance/**/*.yaml"))
# The schema fixtures hold every schema crasher found so far (as must-fail cases).
schemas += sorted(root.glob("Tests/SheafSchemaTests/Fixtures/**/*.yaml"))
for path in schemas:
    name = "-".join(path.relative_to(root).parts[-3:])
    (out / "schema" / name).write_bytes(path.read_bytes())
for path in sorted(root.glob("Conformance/**/*.hex")):
    try:
        data = hex_bytes(path.read_text())
    except ValueError:
        continue
    for target in ("archive", "generated"):
        (out / target / (path.stem + ".bin")).write_bytes(data)
for path in sorted(root.glob("Conformance/**/*.json")):
    if path.name != "manifest.json":
        (out / "json-sources" / path.name).write_bytes(path.read_bytes())
# Inputs committed for one target (crashers that fit no corpus above), as they are.
for path in sorted(root.glob("Fuzz/seeds/*/*")):
    if path.is_file():
        (out / path.parent.name / ("committed-" + path.name)).write_bytes(path.read_bytes())

#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora into DIR/<target>/: the showcase and conformance
schemas for `schema`, every conformance archive (hex → bytes) for `archive` and
`generated`, every conformance JSON value for `json`."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1])
for target in ("schema", "archive", "json", "generated"):
    (out / target).mkdir(parents=True, exist_ok=True)


def hex_bytes(text: str) -> bytes:
    """Annotated hex: `#` starts a comment; whitespace is ignored."""
    digits = re.sub(r"\s+", "", "\n".join(line.split("#", 1)[0] for line in text.splitlines()))
    return bytes.fromhex(digits)


for path in sorted(root.glob("Schemas/**/*.yaml")) + sorted(root.glob("Conformance/**/*.yaml")):
    (out / "schema" / path.name).write_bytes(path.read_bytes())
for path in sorted(root.glob("Conformance/**/*.hex")):
    try:
        data = hex_bytes(path.read_text())
    except ValueError:
        continue
    for target in ("archive", "generated"):
        (out / target / (path.stem + ".bin")).write_bytes(data)
for path in sorted(root.glob("Conformance/**/*.json")):
    if path.name != "manifest.json":
        (out / "json" / path.name).write_bytes(path.read_bytes())

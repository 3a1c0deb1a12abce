#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora into DIR/<target>/: the showcase and conformance
schemas for `schema`, every conformance archive (hex → bytes) for `archive` and
`generated` (and every conformance stream for `stream`), every conformance JSON value into `json-sources` (the `json` target gives
each the selector byte of a root type it reads as, at start-up; see Fuzz/Sources/FuzzJSON).
The `generated` target adds archives of the showcase schemas itself at start-up; this
script adds format-2 archives of the showcase schema written by the shipped
Python package (`reference-*.bin`: tables, shared instances, opaque members, packed
layouts) to `archive` and `generated`. Seed names are the files' paths under Conformance/."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1])
for target in ("schema", "archive", "json", "json-sources", "generated", "stream"):
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
def seed_name(path: pathlib.Path, suffix: str) -> str:
    """A name unique across the corpus: the path under Conformance/, joined with '-'
    (cases/tables/unreached-entry.hex -> cases-tables-unreached-entry.bin)."""
    return "-".join(path.relative_to(root / "Conformance").with_suffix("").parts) + suffix


for path in sorted(root.glob("Conformance/**/*.hex")):
    try:
        data = hex_bytes(path.read_text())
    except ValueError:
        continue
    # The stream cases seed the stream target; every other .hex is an archive.
    for target in ("stream",) if "streams" in path.parts else ("archive", "generated"):
        (out / target / seed_name(path, ".bin")).write_bytes(data)
for path in sorted(root.glob("Conformance/**/*.json")):
    if path.name != "manifest.json":
        (out / "json-sources" / seed_name(path, ".json")).write_bytes(path.read_bytes())
# Archives of the showcase schema `company` (Schemas/company*.yaml, the set the generated
# target decodes) that take format 2's new paths: shared class instances and cycles as table
# entries, protocol values by tag number (class and struct members), an opaque member, an entry
# no reference reaches, packed integer lists of both layouts. Written by the conformance
# suite's builder with the shipped Python package, which needs PyYAML; without it these seeds are skipped.
try:
    sys.path.insert(0, str(root / "scripts" / "conformance"))
    import fuzz_seed_archives
except ImportError as error:
    print("fuzz-seeds: no format-2 showcase seeds (%s)" % error, file=sys.stderr)
else:
    for name, data in fuzz_seed_archives.archives(root):
        for target in ("archive", "generated"):
            (out / target / ("reference-" + name + ".bin")).write_bytes(data)
# Inputs committed for one target (crashers that fit no corpus above), as they are.
for path in sorted(root.glob("Fuzz/seeds/*/*")):
    if path.is_file():
        (out / path.parent.name / ("committed-" + path.name)).write_bytes(path.read_bytes())

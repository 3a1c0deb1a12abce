#!/usr/bin/env python3
"""Checks the conformance corpus's own consistency — not any implementation (the conformance
runner, Conformance/runner.py, judges those):

- the manifest's fields, unique case ids, and that every file it names exists and parses;
- every schema's and golden fingerprint set's name, version and fingerprint, as the shipped
  Python package computes them;
- every case's .hex is exactly what the casebook (casebook_*.py, gen_large.py) holds, so that
  the hand-checked bytes are the bytes the runner feeds the testees;
- value cases' headers name their schema, version, fingerprint and root type, and a CRC-32C
  trailer is present and right exactly when the case says so; error codes are FORMAT.md's;
- the cross-version corpus: each re-saved archive's header names its reader and its body is
  the archive's body, and the facts written down by hand below hold in the .json files;
- FORMAT.md's worked examples are what the shipped package writes (format_examples.py).

Usage: check.py [CONFORMANCE_DIR]   (exit status 1 when anything is wrong)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import build  # noqa: E402
import format_examples  # noqa: E402
import hexfile as wire  # noqa: E402
from evolution_check import check_evolution  # noqa: E402
from sheaf.wire import ArchiveError, read_header  # noqa: E402


def documented_codes(path):
    """The error codes a document's tables of codes list (FORMAT.md, docs/JSONForm.md)."""
    with open(path, encoding="utf-8") as handle:
        return set(re.findall(r"^\| `([A-Za-z0-9]+)` \|", handle.read(), re.M))


def encode_error_problems(root, entries, seen):
    """JSON texts encoding must refuse: ids unique, the text exists, the code is one of
    docs/JSONForm.md's, the path a value path."""
    problems = []
    codes = documented_codes(os.path.join(root, "..", "docs", "JSONForm.md"))
    for entry in entries:
        where = "encode error %s" % entry.get("id")
        if entry.get("id") in seen:
            problems.append(where + ": duplicate id")
        seen.add(entry.get("id"))
        missing = {"id", "description", "schemas", "root", "expect", "value", "error", "path"} - set(entry)
        if missing or entry["expect"] != "encodeError":
            problems.append(where + ": missing %s or a wrong expect" % sorted(missing))
            continue
        if not os.path.exists(os.path.join(root, entry["value"])):
            problems.append(where + ": no file %s" % entry["value"])
        if entry["error"] not in codes:
            problems.append(where + ": error code %s is not in docs/JSONForm.md's table" % entry["error"])
        if not entry["path"].startswith("$"):
            problems.append(where + ": path %r is not a value path" % entry["path"])
    return problems


def header_problems(where, case, data, info):
    try:
        header = read_header(data, max_archive_size=len(data))
    except ArchiveError as error:
        return [where + ": header: %s" % error]
    problems = []
    named = (header.schema_name, header.version, header.fingerprint, header.root_type)
    expected = (info["name"], info["version"], info["fingerprint"], case["root"])
    if not case["canonical"]:  # a non-canonical archive may name another version of its schema
        named, expected = named[:1] + named[2:], expected[:1] + expected[2:]
    if named != expected:
        problems.append(where + ": header names %s" % (named,))
    if header.has_checksum != bool(case.get("checksum")):
        problems.append(where + ": checksum flag disagrees with the manifest")
    if header.has_checksum and int.from_bytes(data[-4:], "little") != wire.crc32c(data[:-4]):
        problems.append(where + ": CRC-32C trailer is wrong")
    return problems


def casebook_texts(root):
    """{case id: the annotated text the casebook builds} for every case of the casebooks."""
    texts = {}
    for module_name in build.CASEBOOKS:
        for case in __import__(module_name).CASES:
            if "encode_error" not in case:
                texts[case["id"]] = build.archive_text(root, case)
    return texts


def check(root):
    problems = []
    with open(os.path.join(root, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    if manifest.get("format") != wire.FORMAT_VERSION:
        problems.append("manifest: format must be %d" % wire.FORMAT_VERSION)
    infos = {}
    for schema in manifest["schemas"]:
        name, version, fingerprint = wire.schema_info(os.path.join(root, schema["file"]))
        if (name, version, fingerprint.hex()) != (schema["name"], schema["version"], schema["fingerprint"]):
            problems.append("%s: the package reads %s %d %s" % (schema["file"], name, version, fingerprint.hex()))
        infos[schema["file"]] = schema
    for entry in manifest.get("fingerprints", []):
        loaded = wire.sheaf.load_schema(*[os.path.join(root, f) for f in entry["files"]])
        found = {info.name: info for info in loaded.schemas}.get(entry["schema"])
        if found is None or found.version != entry["version"]:
            problems.append("fingerprints %s: schema %s version" % (entry["files"], entry["schema"]))
        elif wire.schema_fingerprint(loaded, found) != entry["fingerprint"]:
            problems.append("fingerprints %s: schema %s has fingerprint %s" % (
                entry["files"], entry["schema"], wire.schema_fingerprint(loaded, found)))
    codes = documented_codes(os.path.join(root, "FORMAT.md"))
    texts = casebook_texts(root)
    seen = set()
    counts = {"value": 0, "error": 0}
    for case in manifest["cases"]:
        case_id = case.get("id")
        where = "case %s" % case_id
        if case_id in seen:
            problems.append(where + ": duplicate id")
        seen.add(case_id)
        required = {"id", "description", "schemas", "root", "archive", "expect"}
        required |= {"value", "canonical"} if case.get("expect") == "value" else {"error"}
        missing = required - set(case)
        if missing or case["expect"] not in counts:
            problems.append(where + ": missing %s or a wrong expect" % sorted(missing))
            continue
        counts[case["expect"]] += 1
        if len(case["schemas"]) != 1 or case["schemas"][0] not in infos:
            problems.append(where + ": schemas must name one listed schema file")
            continue
        try:
            with open(os.path.join(root, case["archive"]), encoding="utf-8") as handle:
                text = handle.read()
            data = wire.parse_hex(text)
        except (OSError, ValueError) as error:
            problems.append(where + ": archive: %s" % error)
            continue
        if texts.get(case_id) != text:
            problems.append(where + ": the .hex is not what the casebook holds (run build.py)")
        if case["expect"] == "value":
            problems += header_problems(where, case, data, infos[case["schemas"][0]])
            try:
                with open(os.path.join(root, case["value"]), encoding="utf-8") as handle:
                    json.load(handle)
            except (OSError, ValueError) as error:
                problems.append(where + ": value: %s" % error)
        elif case["error"] not in codes:
            problems.append(where + ": error code %s is not in FORMAT.md's table" % case["error"])
    if set(texts) != seen:
        problems.append("the casebooks and the manifest hold different cases (run build.py)")
    problems += encode_error_problems(root, manifest.get("encodeErrors", []), seen)
    counts["encodeError"] = len(manifest.get("encodeErrors", []))
    return problems, counts


def main(argv):
    root = os.path.normpath(argv[0] if argv else wire.CONFORMANCE)
    problems, counts = check(root)
    with open(os.path.join(root, "manifest.json"), encoding="utf-8") as handle:
        evolution = json.load(handle).get("evolution", [])
    problems += check_evolution(root, evolution)
    problems += format_examples.check(os.path.join(root, "FORMAT.md"))
    for problem in problems:
        print(problem)
    print("%d value cases, %d error cases, %d encode errors, %d cross-version readings, %d problem%s" % (
        counts["value"], counts["error"], counts["encodeError"], len(evolution), len(problems),
        "" if len(problems) == 1 else "s"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

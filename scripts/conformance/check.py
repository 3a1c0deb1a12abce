#!/usr/bin/env python3
"""Checks the conformance corpus's own consistency:

- the manifest's fields, and that every file it names exists;
- every schema's name, version and fingerprint (recomputed by fingerprint.py);
- every .hex parses; positive cases' headers name the right schema, version, fingerprint and
  root type, and a CRC-32C trailer is present and right exactly when the case says so;
- every positive case decodes (with the independent Python reference decoder) to the value of
  its .json file, and is free of non-canonical features exactly when it is marked canonical;
- every negative case fails in the reference decoder with its error code (and offset, if given).

Usage: check.py [CONFORMANCE_DIR]   (exit status 1 when anything is wrong)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import format_examples  # noqa: E402
from evolution_check import check_evolution  # noqa: E402
import sheafwire as wire  # noqa: E402
from sheafwire import read_header  # noqa: E402
from fingerprint import SchemaSet  # noqa: E402
from normalize import Mismatch, SpelledFloat, SpelledInt, normalize_document  # noqa: E402
from reference import SheafFailure, decode  # noqa: E402
from types_ import Layout, parse_type  # noqa: E402
from writer import WriteError, write_archive, write_body  # noqa: E402

CODES = {
    "truncated", "badMagic", "unsupportedFormatVersion", "unknownFlags", "overlongVarint",
    "oversizedVarint", "integerOverflow", "invalidBool", "lengthOutOfBounds", "countOutOfBounds",
    "unknownWireKind", "wireKindMismatch", "invalidUTF8", "invalidUUID", "invalidURL",
    "invalidPresenceByte", "invalidPackedWidth", "depthLimitExceeded", "unknownFamilyTag",
    "rootTypeMismatch", "schemaMismatch", "danglingReference", "referenceTypeMismatch",
    "trailingBytes", "missingRequiredField", "duplicateField", "duplicateMapKey",
    "unknownEnumValue", "unknownEnumCase", "checksumMismatch", "archiveTooLarge",
    "lengthMismatch", "invalidFieldID", "invalidSchemaVersion", "duplicateTag",
}


def canonical_problems(where, case, data, schema_set, expected):
    """The reference writer's encoding of the case's value must be the archive's body exactly
    when the case is marked canonical (and differ from it when not, unless the value is wrapped
    with the archive's tables)."""
    header = len(wire.header_bytes(schema=read_header(data)[0], version=read_header(data)[1],
                                   fingerprint=read_header(data)[2], root_type=case["root"]))
    body = data[header:len(data) - (4 if case.get("checksum") else 0)]
    try:
        written = write_body(schema_set, case["root"], expected)
    except (WriteError, Mismatch, KeyError, ValueError, TypeError) as error:
        return [where + ": the reference writer cannot write the value: %r" % error]
    if case["canonical"] and written != body:
        return [where + ": marked canonical, but the reference writer writes %s" % written.hex()]
    wrapped = isinstance(expected, dict) and set(expected) == {"$archive", "$root"}
    if not case["canonical"] and written == body and not wrapped:
        # (A wrapped value keeps the archive's tables, so writing it back may well give the
        # archive's own bytes even where they are not canonical.)
        return [where + ": marked non-canonical, but the reference writer writes the same bytes"]
    return []


def check(root):
    problems = []
    with open(os.path.join(root, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    if manifest.get("format") != wire.FORMAT_VERSION:
        problems.append("manifest: format must be %d" % wire.FORMAT_VERSION)
    sets = {}
    for schema in manifest["schemas"]:
        path = os.path.join(root, schema["file"])
        schema_set = SchemaSet([path])
        if schema["name"] not in schema_set.schemas:
            problems.append("%s: schema name %s" % (schema["file"], schema["name"]))
            continue
        if schema_set.schemas[schema["name"]] != schema["version"]:
            problems.append("%s: version" % schema["file"])
        if schema_set.fingerprint(schema["name"]).hex() != schema["fingerprint"]:
            problems.append("%s: fingerprint" % schema["file"])
        sets[schema["file"]] = (schema, schema_set)
    for entry in manifest.get("fingerprints", []):
        schema_set = SchemaSet([os.path.join(root, f) for f in entry["files"]])
        if schema_set.schemas.get(entry["schema"]) != entry["version"]:
            problems.append("fingerprints %s: schema %s version" % (entry["files"], entry["schema"]))
        elif schema_set.fingerprint(entry["schema"]).hex() != entry["fingerprint"]:
            problems.append("fingerprints %s: schema %s has fingerprint %s" % (
                entry["files"], entry["schema"], schema_set.fingerprint(entry["schema"]).hex()))
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
        if missing:
            problems.append(where + ": missing %s" % sorted(missing))
            continue
        counts[case["expect"]] += 1
        if len(case["schemas"]) != 1 or case["schemas"][0] not in sets:
            problems.append(where + ": schemas must name one listed schema file")
            continue
        info, schema_set = sets[case["schemas"][0]]
        try:
            with open(os.path.join(root, case["archive"]), encoding="utf-8") as handle:
                data = wire.parse_hex(handle.read())
        except (OSError, ValueError) as error:
            problems.append(where + ": archive: %s" % error)
            continue
        try:
            parse_type(case["root"])
        except (ValueError, IndexError):
            problems.append(where + ": root is not a type expression")
            continue
        if case["expect"] == "value":
            try:
                name, version, fingerprint, root_type, has_checksum = read_header(data)
            except ValueError as error:
                problems.append(where + ": header: %s" % error)
                continue
            if (name, version, fingerprint.hex(), root_type) != (info["name"], info["version"], info["fingerprint"], case["root"]):
                problems.append(where + ": header names %s v%d %s %s" % (name, version, fingerprint.hex(), root_type))
            if has_checksum != bool(case.get("checksum")):
                problems.append(where + ": checksum flag disagrees with the manifest")
            if has_checksum and int.from_bytes(data[-4:], "little") != wire.crc32c(data[:-4]):
                problems.append(where + ": CRC-32C trailer is wrong")
            try:
                value, deviations = decode(schema_set, data, info["name"], case["root"], case.get("options"))
            except SheafFailure as failure:
                problems.append(where + ": does not decode: %s" % failure)
                continue
            with open(os.path.join(root, case["value"]), encoding="utf-8") as handle:
                expected = json.load(handle, parse_float=SpelledFloat, parse_int=SpelledInt)
            layout = Layout(schema_set)
            root_type = parse_type(case["root"])
            try:
                if normalize_document(layout, root_type, value) != normalize_document(layout, root_type, expected):
                    problems.append(where + ": decodes to %s" % json.dumps(value, ensure_ascii=False))
            except (Mismatch, KeyError, ValueError, TypeError) as error:
                problems.append(where + ": value: %r (decoded %s)" % (error, json.dumps(value, ensure_ascii=False)))
            if case["canonical"] and deviations:
                problems.append(where + ": marked canonical but %s" % deviations)
            if not case["canonical"] and not deviations:
                problems.append(where + ": marked non-canonical but no deviation found")
            problems += canonical_problems(where, case, data, schema_set, expected)
        else:
            if case["error"] not in CODES:
                problems.append(where + ": unknown error code %s" % case["error"])
            try:
                value, _ = decode(schema_set, data, info["name"], case["root"], case.get("options"))
                problems.append(where + ": decodes (to %s) but must fail" % json.dumps(value, ensure_ascii=False)[:200])
            except SheafFailure as failure:
                if failure.code != case["error"] or ("offset" in case and failure.offset != case["offset"]):
                    problems.append(where + ": fails with %s at %d, expected %s at %s"
                                    % (failure.code, failure.offset, case["error"], case.get("offset")))
            except RecursionError:
                problems.append(where + ": reference decoder recursion")
    return problems, counts


def self_test():
    """The tools' own golden values: the CRC-32C check value and the fingerprint fixtures of
    docs/Fingerprint.md."""
    problems = []
    if wire.crc32c(b"123456789") != 0xE3069283:
        problems.append("crc32c: check value")
    fixtures = os.path.join(HERE, "..", "..", "Tests", "SheafSchemaTests", "Fixtures", "fingerprint")
    for name in ("shop", "zoo"):
        path = os.path.join(fixtures, name + ".yaml")
        if not os.path.exists(path):
            continue
        schema_set = SchemaSet([path])
        with open(os.path.join(fixtures, name + ".canonical"), encoding="utf-8") as handle:
            if schema_set.canonical_form(name) != handle.read():
                problems.append("fingerprint.py: canonical form of %s" % name)
        with open(os.path.join(fixtures, name + ".fingerprint"), encoding="utf-8") as handle:
            if schema_set.fingerprint(name).hex() != handle.read().strip():
                problems.append("fingerprint.py: fingerprint of %s" % name)
    return problems


def main(argv):
    root = os.path.normpath(argv[0] if argv else os.path.join(HERE, "..", "..", "Conformance"))
    sys.setrecursionlimit(10000)
    problems, counts = check(root)
    with open(os.path.join(root, "manifest.json"), encoding="utf-8") as handle:
        evolution = json.load(handle).get("evolution", [])
    problems += check_evolution(root, evolution)
    problems += format_examples.check(os.path.join(root, "FORMAT.md"))
    problems = self_test() + problems
    for problem in problems:
        print(problem)
    print("%d value cases, %d error cases, %d cross-version readings, %d problem%s" % (
        counts["value"], counts["error"], len(evolution), len(problems),
                                                           "" if len(problems) == 1 else "s"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

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
import sheafwire as wire  # noqa: E402
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


def read_header(data):
    """(schema, version, fingerprint, root, has_checksum) of a well-formed header."""
    decoder_pos = [0]

    def take(n):
        start = decoder_pos[0]
        if start + n > len(data):
            raise ValueError("header truncated")
        decoder_pos[0] += n
        return data[start:start + n]

    def varint():
        result, shift = 0, 0
        while True:
            byte = take(1)[0]
            result |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return result

    if take(4) != wire.MAGIC:
        raise ValueError("bad magic")
    if take(1)[0] != wire.FORMAT_VERSION:
        raise ValueError("format version")
    flags = take(1)[0]
    name = take(varint()).decode()
    version = varint()
    fingerprint = take(8)
    root = take(varint()).decode()
    return name, version, fingerprint, root, bool(flags & 1)


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


#: Facts of the cross-version corpus written down by hand (not computed): the instances a reader
#: that skips `mentors` (a field holding shared instances, unknown to version 1) must still resolve
#: — the misnumbering that format 1 suffered. (entry id, field, expected names in order)
EVOLUTION_PINS = [
    ("workshop/v2-read-by-v1", ["Ann"], ["Bob", "Ann", "Cid"]),
    ("workshop/v3-read-by-v1", ["Ann"], ["Bob", "Ann", "Cid"]),
]


def edit_problems(document):
    """What version 3 must see in the archive version 1 edited (facts written by hand): the old
    app's edits, and everything version 3 wrote that version 1 did not know, with its sharing."""
    shop = document.get("$root", document)
    labels = {}
    for item in shop["mentors"] + [shop["lead"]] + shop["staff"]:
        if "$id" in item:
            labels[item["$id"]] = item
    found = []
    if names([shop["lead"]], labels) != ["Anna"] or names(shop["staff"], labels) != ["Bob", "Anna", "Cid", "Eve"]:
        found.append("lead/staff are not the edited instances")
    if names(shop["mentors"], labels) != ["Anna", "Bob"] or shop["lead"].get("$ref") != shop["mentors"][0].get("$id"):
        found.append("mentors lost their sharing with lead")
    if shop["mentors"][0].get("apprentice", {}).get("name") != "Dan":
        found.append("the apprentice (an entry version 1 never reached) is lost")
    if shop["byBay"]["a"] != {"$type": "truck", "make": "Scania", "axles": 2}:
        found.append("the opaque member's edit or its kept field is lost")
    if shop["jobs"][0] != {"repair": {"hours": 4, "parts": ["filter", "belt"]}}:
        found.append("the payload case's edit or its kept field is lost")
    return found


def names(value, labels):
    """Instance names of a list of `$id`/`$ref` objects, resolving references through labels."""
    return [(item if "$id" in item else labels[item["$ref"]])["name"] for item in value]


def check_evolution(root, entries):
    """Each archive read by each version of its series: the value, and the bytes written back."""
    problems = []
    pins = {p[0]: p[1:] for p in EVOLUTION_PINS}
    for entry in entries:
        where = "evolution %s" % entry["id"]
        reader = entry["reader"]
        schema_set = SchemaSet([os.path.join(root, f) for f in reader["schemas"]])
        with open(os.path.join(root, entry["archive"]), encoding="utf-8") as handle:
            data = wire.parse_hex(handle.read())
        with open(os.path.join(root, entry["resave"]), encoding="utf-8") as handle:
            resaved = wire.parse_hex(handle.read())
        with open(os.path.join(root, entry["value"]), encoding="utf-8") as handle:
            expected = json.load(handle, parse_float=SpelledFloat, parse_int=SpelledInt)
        layout, root_type = Layout(schema_set), parse_type(entry["root"])
        try:
            value, _ = decode(schema_set, data, reader["schema"], entry["root"])
            if normalize_document(layout, root_type, value) != normalize_document(layout, root_type, expected):
                problems.append(where + ": reads %s" % json.dumps(value, ensure_ascii=False)[:300])
            written = write_archive(schema_set, reader["schema"], entry["root"], expected)
        except (SheafFailure, WriteError, Mismatch, KeyError, ValueError, TypeError) as error:
            problems.append(where + ": %r" % error)
            continue
        if written != resaved:
            problems.append(where + ": the reference writer writes back %s" % written.hex())
        name, version, fingerprint, root_type_text, _ = read_header(resaved)
        if reader.get("fingerprint") != schema_set.fingerprint(reader["schema"]).hex():
            problems.append(where + ": the reader's fingerprint is not its schema's")
        if (name, version, fingerprint) != (reader["schema"], reader["version"], schema_set.fingerprint(name)):
            problems.append(where + ": the re-saved header does not name the reader's schema version")
        header = len(wire.header_bytes(schema=name, version=version, fingerprint=fingerprint, root_type=root_type_text))
        original = read_header(data)
        original_header = len(wire.header_bytes(schema=original[0], version=original[1], fingerprint=original[2],
                                                root_type=original[3]))
        if resaved[header:] != data[original_header:]:
            problems.append(where + ": the re-saved body differs from the archive's")
        if entry["id"] == "workshop/v3-edited-by-v1-read-by-v3":
            problems += [where + ": " + p for p in edit_problems(expected)]
        if entry["id"] in pins:
            document = expected.get("$root", expected)
            labels = {}
            for item in [document.get("lead")] + document.get("staff", []):
                if item and "$id" in item:
                    labels[item["$id"]] = item
            lead, staff = pins[entry["id"]]
            if names([document["lead"]], labels) != lead or names(document["staff"], labels) != staff:
                problems.append(where + ": lead/staff resolve to the wrong instances")
    return problems


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

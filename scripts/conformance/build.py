#!/usr/bin/env python3
"""Writes the conformance corpus from the casebook (scripts/conformance/casebook_*.py):
Conformance/cases/**.hex, **.json and Conformance/manifest.json.

The bodies in the casebook are annotated hex written by hand from the format decisions. A case's
body is its tables (key `tables`; by default the two empty tables `00 00`) followed by its root
(key `body`). This script only prepends each archive's header (whose fingerprint needs SHA-256), appends the
CRC-32C trailer where a case asks for one, and writes the manifest. Generated large cases come
from gen_large.py. Run scripts/conformance/check.py afterwards.

Usage: build.py [CONFORMANCE_DIR]
"""
import importlib
import json
import os
import shutil
import sys
import textwrap

import hexfile as wire
import gen_evolution
import gen_streams

HERE = os.path.dirname(os.path.abspath(__file__))
CASEBOOKS = [m for m in ["casebook_scalars", "casebook_defaults", "casebook_structs", "casebook_enums", "casebook_collections",
             "casebook_generics", "casebook_families", "casebook_classes", "casebook_tables", "casebook_rich", "casebook_rules",
             "casebook_negative", "casebook_writing", "gen_large"]
             if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + ".py"))]


#: Schema sets with golden fingerprints (folders under Conformance/fingerprints/): each folder's
#: .yaml files are loaded together as one set, and every schema of the set is listed.
FINGERPRINT_SETS = [
    ("zoo", "every kind of line of the canonical form (docs/Fingerprint.md's second golden example)"),
    ("spellings-plain", "every kind of default, plainly spelled"),
    ("spellings-varied", "the same schema with every default spelled another way: the same fingerprint"),
    ("fleet", "a set of three files and two schemas: one schema in two files, another using its types"),
]


def fingerprint_entries(root):
    entries = []
    for folder, description in FINGERPRINT_SETS:
        directory = os.path.join(root, "fingerprints", folder)
        files = sorted(f for f in os.listdir(directory) if f.endswith(".yaml"))
        schema_set = wire.sheaf.load_schema(*[os.path.join(directory, f) for f in files])
        for info in schema_set.schemas:
            entries.append({"files": ["fingerprints/%s/%s" % (folder, f) for f in files], "schema": info.name,
                            "version": info.version, "fingerprint": wire.schema_fingerprint(schema_set, info),
                            "description": description})
    return entries


def schema_info(root, schema_file):
    return wire.schema_info(os.path.join(root, "schemas", schema_file))


def archive_text(root, case):
    """The full annotated hex of a case's archive."""
    if "raw" in case:
        lines = ["# " + case["id"]] + ["# " + line for line in textwrap.wrap(case["description"], 90)]
        return "\n".join(lines) + "\n" + case["raw"].strip("\n") + "\n"
    name, version, fingerprint = schema_info(root, case["schema"])
    header = dict(schema=name, version=version, fingerprint=fingerprint, root_type=case["root"],
                  checksum=case.get("checksum", False))
    header.update(case.get("header", {}))
    lines = ["# " + case["id"]] + ["# " + line for line in textwrap.wrap(case["description"], 90)]
    lines += ["# -- header"] + wire.header_lines(**header)
    lines += ["# -- body: tag table, instance table"]
    lines += [line.rstrip() for line in case.get("tables", EMPTY_TABLES).strip("\n").splitlines()]
    lines += ["# -- root (%s)" % case["root"]]
    lines += [line.rstrip() for line in case["body"].strip("\n").splitlines()]
    text = "\n".join(lines) + "\n"
    if case.get("checksum"):
        data = wire.parse_hex(text)
        crc = wire.crc32c(data)
        if "flip" in case:
            # The trailer is computed before one body bit is flipped (the flip is in the body text).
            crc = wire.crc32c(wire.parse_hex(text.replace(case["flip"][0], case["flip"][1])))
        if case.get("bad_crc"):
            crc ^= 0x00000100
            text += "%s  # CRC-32C trailer, one bit flipped (correct: %08x)\n" % (wire.spaced(crc.to_bytes(4, "little")), crc ^ 0x100)
        else:
            trailer = crc.to_bytes(4, "little")[:case.get("crc_keep", 4)]
            text += "%s  # CRC-32C trailer 0x%08x, little-endian%s\n" % (
                wire.spaced(trailer), crc, "" if len(trailer) == 4 else " (cut after %d bytes)" % len(trailer))
    if "cut" in case:
        # Truncation cases: the annotated text up to a marker line "#> cut" is kept.
        text = text.split("#> cut")[0] + "# (the archive ends here)\n"
    return text


#: The tables of an archive without protocol values and class instances.
EMPTY_TABLES = """
00                  # tag table: 0 tags
00                  # instance table: 0 entries
"""


def tables_size(case):
    return len(wire.parse_hex(case.get("tables", EMPTY_TABLES)))


def header_size(root, case):
    if "raw" in case:
        return 0
    name, version, fingerprint = schema_info(root, case["schema"])
    header = dict(schema=name, version=version, fingerprint=fingerprint, root_type=case["root"],
                  checksum=case.get("checksum", False))
    header.update(case.get("header", {}))
    return len(wire.header_bytes(**header))


def encode_error_entry(root, case, base, schemas):
    """The manifest entry of a case whose JSON text encoding must refuse; writes the text."""
    with open(os.path.join(root, base + ".json"), "w", encoding="utf-8") as handle:
        handle.write(case["text"] + "\n")
    if case["schema"] not in schemas:
        name, version, fingerprint = schema_info(root, case["schema"])
        schemas[case["schema"]] = {"name": name, "version": version, "fingerprint": fingerprint.hex()}
    return {"id": case["id"], "description": case["description"], "schemas": ["schemas/" + case["schema"]],
            "root": case["root"], "expect": "encodeError", "value": base + ".json", "error": case["encode_error"],
            "path": case["path"]}


def main(argv):
    root = argv[0] if argv else os.path.join(HERE, "..", "..", "Conformance")
    root = os.path.normpath(root)
    sys.path.insert(0, HERE)
    manifest_cases = []
    encode_errors = []
    schemas = {}
    # Start from an empty cases/ so that renamed or removed cases leave nothing behind.
    shutil.rmtree(os.path.join(root, "cases"), ignore_errors=True)
    for module_name in CASEBOOKS:
        module = importlib.import_module(module_name)
        for case in module.CASES:
            case_id = case["id"]
            base = os.path.join("cases", case_id)
            os.makedirs(os.path.dirname(os.path.join(root, base)), exist_ok=True)
            if "encode_error" in case:  # a JSON text that encoding must refuse: no archive
                encode_errors.append(encode_error_entry(root, case, base, schemas))
                continue
            with open(os.path.join(root, base + ".hex"), "w", encoding="utf-8") as handle:
                handle.write(archive_text(root, case))
            schema_file = case["schema"]
            if schema_file not in schemas:
                name, version, fingerprint = schema_info(root, schema_file)
                schemas[schema_file] = {"name": name, "version": version, "fingerprint": fingerprint.hex()}
            entry = {"id": case_id, "description": case["description"],
                     "schemas": ["schemas/" + schema_file], "root": case["root"],
                     "archive": base + ".hex"}
            if "error" in case:
                entry["expect"] = "error"
                entry["error"] = case["error"]
                if "at" in case:  # relative to the root's start
                    entry["offset"] = case["at"] + header_size(root, case) + tables_size(case)
                elif "body_at" in case:  # relative to the body's start (the tag table)
                    entry["offset"] = case["body_at"] + header_size(root, case)
                elif "abs_at" in case:
                    entry["offset"] = case["abs_at"]
            else:
                entry["expect"] = "value"
                entry["value"] = base + ".json"
                entry["canonical"] = case["canonical"]
                with open(os.path.join(root, base + ".json"), "w", encoding="utf-8") as handle:
                    # Laid out as `sheaf dump` writes it (two-space indentation), large values too.
                    handle.write(json.dumps(case["value"], indent=2, ensure_ascii=False, allow_nan=False))
                    handle.write("\n")
            if "path" in case:  # the error's value path, written by hand
                entry["path"] = case["path"]
            if case.get("checksum"):
                entry["checksum"] = True
            if case.get("options"):
                entry["options"] = case["options"]
            manifest_cases.append(entry)
    ids = [c["id"] for c in manifest_cases + encode_errors]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        sys.exit("duplicate case ids: %s" % sorted(duplicates))
    manifest = {
        "format": wire.FORMAT_VERSION,
        "about": "Sheaf conformance corpus; see README.md. Paths are relative to this file.",
        "schemas": [dict(file="schemas/" + f, **info) for f, info in sorted(schemas.items())],
        "fingerprints": fingerprint_entries(root),
        "cases": manifest_cases,
        "encodeErrors": encode_errors,
        "evolution": gen_evolution.build(root),
        "streams": gen_streams.build(root),
    }
    with open(os.path.join(root, "manifest.json"), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    print("%d cases (%d value, %d error), %d encode errors" % (
        len(manifest_cases), *(sum(c["expect"] == kind for c in manifest_cases) for kind in ("value", "error")),
        len(encode_errors)))


if __name__ == "__main__":
    main(sys.argv[1:])

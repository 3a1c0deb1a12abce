"""check.py's part for the cross-version corpus (manifest "evolution"): each archive read by
each version of its series must give the listed value, and writing that value back must give
the listed bytes (the archive's body under the reader's header); plus facts written down by
hand about what the readers must resolve."""
import json
import os

import sheafwire as wire
from sheafwire import read_header
from fingerprint import SchemaSet
from normalize import Mismatch, SpelledFloat, SpelledInt, normalize_document
from reference import SheafFailure, decode
from types_ import Layout, parse_type
from writer import WriteError, write_archive


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

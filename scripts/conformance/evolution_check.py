"""The cross-version corpus's own consistency (run by check.py)."""
import json
import os

import hexfile as wire
from sheaf.wire import ArchiveError, read_header


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


def body(data):
    """An archive's body (after the header, before any trailer) and its header."""
    header = read_header(data, max_archive_size=len(data))
    return data[header.reader.pos:header.reader.end], header


def check_evolution(root, entries):
    """Each re-saved archive names its reader and keeps the archive's body; the facts above
    hold in the .json files. (Reading and writing back are the implementations' tests.)"""
    problems = []
    pins = {p[0]: p[1:] for p in EVOLUTION_PINS}
    for entry in entries:
        where = "evolution %s" % entry["id"]
        reader = entry["reader"]
        with open(os.path.join(root, entry["archive"]), encoding="utf-8") as handle:
            data = wire.parse_hex(handle.read())
        with open(os.path.join(root, entry["resave"]), encoding="utf-8") as handle:
            resaved = wire.parse_hex(handle.read())
        with open(os.path.join(root, entry["value"]), encoding="utf-8") as handle:
            expected = json.load(handle)
        name, version, fingerprint = wire.schema_info(os.path.join(root, *reader["schemas"]))
        if (name, version, fingerprint.hex()) != (reader["schema"], reader["version"], reader["fingerprint"]):
            problems.append(where + ": the reader is not its schema file")
        try:
            original, _ = body(data)
            written, header = body(resaved)
        except ArchiveError as error:
            problems.append(where + ": %s" % error)
            continue
        if (header.schema_name, header.version, header.fingerprint) != (name, version, fingerprint.hex()):
            problems.append(where + ": the re-saved header does not name the reader's schema version")
        if written != original:
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

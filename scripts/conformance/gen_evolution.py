"""The cross-version corpus (Conformance/evolution/): for each series of schema versions, one
archive written by each version (by the shipped Python package, from the values below), and for every
version M of the series what M reads from it (the JSON form, wrapped in `$archive` when kept bytes
need the archive's tables) and the exact bytes M writes back when it re-saves without edits
(the same body; the header names M). Run by build.py; the runner and the Python tests read it."""
import json
import os

import re

import hexfile as wire
from hexfile import read_varint

#: series name → (description, root type, {writer version: the value it writes}). Instance
#: labels here are only labels; the archive numbers instances itself.
SERIES = {
    "workshop": ("Three versions of one schema; each adds what an older reader must keep and write "
                 "back: protocol members (in a list and in a map), payload-case fields, fields holding "
                 "shared class instances, open-enum values.", "Shop", {
        1: {"name": "Main St",
            "vehicles": [{"$type": "car", "make": "Saab", "doors": 2}],
            "byBay": {"a": {"$type": "car", "make": "Fiat"}},
            "jobs": [{"repair": {"hours": 3}}, {"inspect": {}}],
            "status": "closed",
            "lead": {"$id": "ann", "name": "Ann"},
            "staff": [{"$ref": "ann"}, {"$id": "bob", "name": "Bob"}]},
        2: {"name": "Main St",
            "vehicles": [{"$type": "car", "make": "Saab", "doors": 2}, {"$type": "truck", "make": "MAN", "axles": 3}],
            "byBay": {"a": {"$type": "truck", "make": "Volvo", "axles": 2}, "b": {"$type": "car", "make": "Fiat"}},
            "jobs": [{"repair": {"hours": 3, "parts": ["filter", "belt"]}}, {"inspect": {}}],
            "status": "archived",
            "mentors": [{"$id": "ann", "name": "Ann"}, {"$id": "bob", "name": "Bob"}],
            "lead": {"$ref": "ann"},
            "staff": [{"$ref": "bob"}, {"$ref": "ann"}, {"$id": "cid", "name": "Cid"}]},
        3: {"name": "Main St",
            "vehicles": [{"$type": "car", "make": "Saab", "doors": 2}, {"$type": "truck", "make": "MAN", "axles": 3},
                         {"$type": "bike", "make": "Brompton", "gears": 6}],
            "byBay": {"a": {"$type": "truck", "make": "Volvo", "axles": 2}, "b": {"$type": "bike", "make": "Moulton"}},
            "jobs": [{"repair": {"hours": 3, "parts": ["filter", "belt"]}}, {"inspect": {"passed": True}}],
            "status": "sold",
            "mentors": [{"$id": "ann", "name": "Ann", "apprentice": {"$id": "dan", "name": "Dan"}},
                        {"$id": "bob", "name": "Bob"}],
            "lead": {"$ref": "ann"},
            "staff": [{"$ref": "bob"}, {"$ref": "ann"}, {"$id": "cid", "name": "Cid"}]},
    }),
}


def fields_by_type(schema):
    """{type name: {field id: field name}} of a schema's structs and classes, read from its
    canonical form (docs/Fingerprint.md), which the shipped package writes."""
    types, current = {}, None
    for line in wire.canonical_text(schema, schema.schemas[0]).splitlines():
        heading = re.fullmatch(r"(struct|class) (\S+)", line)
        if heading:
            current = types.setdefault(heading.group(2), {"class": heading.group(1) == "class", "fields": {}})
            continue
        field = re.fullmatch(r"field (\d+) (\S+) .*", line)
        if field and current is not None:
            current["fields"][int(field.group(1))] = field.group(2)
        elif not line.startswith(("conforms ", "tag ")):
            current = None
    return types


def instances(value, found):
    """{entry number: field names} of every instance defined (`$id`) in a dumped value."""
    if isinstance(value, list):
        for item in value:
            instances(item, found)
    elif isinstance(value, dict):
        if "$id" in value:
            found[int(value["$id"])] = {k for k in value if not k.startswith("$")}
        for item in value.values():
            instances(item, found)
    return found


def entry_types(schema, data, types):
    """{entry number: class name} of the entries a schema's reader reaches: the class whose
    fields hold every field the dumped instance has (exactly one, in the series here)."""
    document = schema.dump(data)
    root = document["$root"] if isinstance(document, dict) and "$archive" in document else document
    result = {}
    for number, names in instances(root, {}).items():
        fits = [name for name, info in types.items() if info["class"] and names <= set(info["fields"].values())]
        if len(fits) != 1:
            raise SystemExit("entry %d: cannot tell its class (%s)" % (number, fits))
        result[number] = fits[0]
    return result


def field_lines(data, start, end, names, indent):
    """One annotated line (or a few, for long values) per field of the field sequence
    data[start:end]; `names` maps field ids to names (others are "unknown"); None: no names."""
    lines = []
    position = start
    while position < end:
        key, after_key = read_varint(data, position)
        kind = key & 7
        if kind == wire.VARINT:
            _, stop = read_varint(data, after_key)
        elif kind == wire.I64:
            stop = after_key + 8
        elif kind == wire.I32:
            stop = after_key + 4
        else:
            size, content = read_varint(data, after_key)
            stop = content + size
        comment = "field %d" % (key >> 3)
        if names is not None:
            comment += " " + names.get(key >> 3, "(unknown to this version)")
        chunk = data[position:stop]
        lines.append("%s%s  # %s" % (indent, wire.spaced(chunk[:16]), comment))
        for row in range(16, len(chunk), 16):
            lines.append("%s   %s" % (indent, wire.spaced(chunk[row:row + 16])))
        position = stop
    return lines


def annotate(data, schema_set, series, root_type):
    """Annotated hex of an archive written by the shipped package: the header's fields, each tag
    and each entry on lines of their own, every field of the entries and of the root on a line
    (named by the writer's schema), long values continued on the next lines."""
    types = fields_by_type(schema_set)
    bound = entry_types(schema_set, data, types)
    position = header_size(schema_set, series, root_type)
    lines = ["# -- header",
             "%s  # magic" % wire.spaced(data[:4]),
             "%02x %02x  # format version %d, flags %d" % (data[4], data[5], data[4], data[5]),
             "%s  # schema name, version %d, fingerprint, root type" % (wire.spaced(data[6:position]),
                                                                      schema_set.version),
             "# -- body: tag table, instance table"]
    count, after = read_varint(data, position)
    lines.append("%s  # tag table: %d tag%s" % (wire.spaced(data[position:after]), count, "" if count == 1 else "s"))
    position = after
    for number in range(1, count + 1):
        size, after = read_varint(data, position)
        lines.append("%s  # tag %d: %r" % (wire.spaced(data[position:after + size]), number,
                                          data[after:after + size].decode()))
        position = after + size
    count, after = read_varint(data, position)
    lines.append("%s  # instance table: %d entr%s" % (wire.spaced(data[position:after]), count,
                                                      "y" if count == 1 else "ies"))
    position = after
    for number in range(1, count + 1):
        size, after = read_varint(data, position)
        entry_type = bound.get(number)
        if entry_type is None:  # no reference this version knows reaches it: kept as bytes
            lines.append("%s  # entry %d, %d bytes: no reference this version knows reaches it"
                         % (wire.spaced(data[position:after]), number, size))
            names = None
        else:
            lines.append("%s  # entry %d: a %s, %d bytes" % (wire.spaced(data[position:after]), number,
                                                             entry_type, size))
            names = types[entry_type]["fields"]
        lines += field_lines(data, after, after + size, names, "   ")
        position = after + size
    size, after = read_varint(data, position)
    lines.append("# -- root")
    lines.append("%s  # %s: %d bytes" % (wire.spaced(data[position:after]), root_type, size))
    lines += field_lines(data, after, len(data), types[root_type]["fields"], "")
    return "\n".join(lines) + "\n"


def header_size(schema_set, series, root_type):
    return len(wire.header_bytes(schema=series, version=schema_set.version,
                                 fingerprint=bytes.fromhex(schema_set.fingerprint), root_type=root_type))


def edit_as_v1(document):
    """What the version-1 app does to the version-3 archive it read (its JSON form, wrapped in
    the archive's tables): renames the lead (a bound instance whose entry also keeps the
    unknown field `apprentice`), adds a new mechanic (a new instance: numbered after the
    archive's entries), edits a family field of an opaque member and a field of a payload case
    that keeps an unknown field."""
    shop = document["$root"]
    shop["lead"]["name"] = "Anna"
    shop["staff"].append({"$id": "new", "name": "Eve"})
    shop["byBay"]["a"]["make"] = "Scania"
    shop["jobs"][0]["repair"]["hours"] = 4
    return document


#: series → (archive name, the version whose archive is read, the version that edits and writes
#: it, the edit, a description)
EDITS = {
    "workshop": [("v3-edited-by-v1", 3, 1, edit_as_v1,
                  "The version-3 archive read, edited (lead renamed, a mechanic added, an opaque member's "
                  "make and a repair's hours changed) and written by version 1.")],
}


def write_readings(root, series, root_type, sets, base, archive, written_by, description, label):
    """For every version of the series: what it reads from `archive` and the bytes it writes
    back; returns the manifest entries."""
    entries = []
    for reader in sorted(sets):
        document = sets[reader].dump(archive)
        resaved = sets[reader].pack(document, root_type)
        if (resaved[header_size(sets[reader], series, root_type):]
                != archive[header_size(sets[written_by], series, root_type):]):
            raise SystemExit("%s: version %d does not write back the body of %s" % (series, reader, label))
        name = "read-by-v%d" % reader
        with open(os.path.join(root, base, name + ".json"), "w", encoding="utf-8") as handle:
            handle.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
        with open(os.path.join(root, base, "resaved-by-v%d.hex" % reader), "w", encoding="utf-8") as handle:
            handle.write("# %s: %s, read and written back unchanged by version %d\n" % (series, label, reader))
            handle.write(annotate(resaved, sets[reader], series, root_type))
        entries.append({
            "id": "%s/%s-read-by-v%d" % (series, base.rsplit("/", 1)[1], reader),
            "description": "%s Read and re-saved by version %d." % (description, reader),
            "root": root_type,
            "archive": base + "/archive.hex",
            "writer": {"schemas": ["evolution/%s/v%d.yaml" % (series, written_by)], "schema": series,
                       "version": written_by, "fingerprint": sets[written_by].fingerprint},
            "reader": {"schemas": ["evolution/%s/v%d.yaml" % (series, reader)], "schema": series,
                       "version": reader, "fingerprint": sets[reader].fingerprint},
            "value": base + "/" + name + ".json",
            "resave": base + "/resaved-by-v%d.hex" % reader,
        })
    return entries


def write_archive_file(root, base, archive, schema_set, series, root_type, title):
    os.makedirs(os.path.join(root, base), exist_ok=True)
    with open(os.path.join(root, base, "archive.hex"), "w", encoding="utf-8") as handle:
        handle.write("# %s: %s\n" % (series, title))
        handle.write(annotate(archive, schema_set, series, root_type))


def build(root):
    """Writes Conformance/evolution/<series>/… and returns the manifest's "evolution" list."""
    entries = []
    for series, (description, root_type, values) in SERIES.items():
        folder = os.path.join(root, "evolution", series)
        sets = {v: wire.sheaf.load_schema(os.path.join(folder, "v%d.yaml" % v)) for v in values}
        archives = {}
        for written_by, value in sorted(values.items()):
            archive = sets[written_by].pack(value, root_type)
            archives[written_by] = archive
            base = "evolution/%s/v%d" % (series, written_by)
            label = "the archive of version %d" % written_by
            write_archive_file(root, base, archive, sets[written_by], series, root_type,
                               "an archive written by version %d of the series" % written_by)
            entries += write_readings(root, series, root_type, sets, base, archive, written_by,
                                      "%s Archive written by version %d." % (description, written_by), label)
        for name, source, editor, edit, about in EDITS.get(series, []):
            document = sets[editor].dump(archives[source])
            archive = sets[editor].pack(edit(document), root_type)
            base = "evolution/%s/%s" % (series, name)
            write_archive_file(root, base, archive, sets[editor], series, root_type, about)
            entries += write_readings(root, series, root_type, sets, base, archive, editor, about,
                                      "the edited archive")
    return entries

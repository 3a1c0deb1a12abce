"""The cross-version corpus (Conformance/evolution/): for each series of schema versions, one
archive written by each version (by the reference writer, from the values below), and for every
version M of the series what M reads from it (the JSON form, wrapped in `$archive` when kept bytes
need the archive's tables) and the exact bytes M writes back when it re-saves without edits
(the same body; the header names M). Run by build.py; checked by check.py."""
import json
import os

import sheafwire as wire
from fingerprint import SchemaSet
from reference import decode
from writer import write_archive

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


def annotate(data, header_size):
    """Annotated hex of an archive written by the reference writer: the header's fields, each tag
    and each entry on a line of its own, then the root in rows of 16 bytes."""
    lines = ["# -- header"]
    lines.append("%s  # magic" % wire.spaced(data[:4]))
    lines.append("%02x %02x  # format version %d, flags %d" % (data[4], data[5], data[4], data[5]))
    lines.append("%s  # schema name, version, fingerprint, root type" % wire.spaced(data[6:header_size]))
    position = header_size

    def take_varint():
        nonlocal position
        start, value, shift = position, 0, 0
        while True:
            byte = data[position]
            position += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value, data[start:position]

    lines.append("# -- body: tag table, instance table")
    count, raw = take_varint()
    lines.append("%s  # tag table: %d tag%s" % (wire.spaced(raw), count, "" if count == 1 else "s"))
    for number in range(1, count + 1):
        size, raw = take_varint()
        lines.append("%s %s  # tag %d: %r" % (wire.spaced(raw), wire.spaced(data[position:position + size]), number,
                                            data[position:position + size].decode()))
        position += size
    count, raw = take_varint()
    lines.append("%s  # instance table: %d entr%s" % (wire.spaced(raw), count, "y" if count == 1 else "ies"))
    for number in range(1, count + 1):
        size, raw = take_varint()
        lines.append("%s  # entry %d: %d bytes" % (wire.spaced(raw), number, size))
        for row in range(position, position + size, 16):
            lines.append("   " + wire.spaced(data[row:min(row + 16, position + size)]))
        position += size
    lines.append("# -- root")
    for row in range(position, len(data), 16):
        lines.append(wire.spaced(data[row:row + 16]))
    return "\n".join(lines) + "\n"


def header_size(schema_set, series, root_type):
    return len(wire.header_bytes(schema=series, version=schema_set.schemas[series],
                                 fingerprint=schema_set.fingerprint(series), root_type=root_type))


def build(root):
    """Writes Conformance/evolution/<series>/v<N>/… and returns the manifest's "evolution" list."""
    entries = []
    for series, (description, root_type, values) in SERIES.items():
        folder = os.path.join(root, "evolution", series)
        sets = {v: SchemaSet([os.path.join(folder, "v%d.yaml" % v)]) for v in values}
        for written_by, value in sorted(values.items()):
            archive = write_archive(sets[written_by], series, root_type, value)
            base = "evolution/%s/v%d" % (series, written_by)
            os.makedirs(os.path.join(root, base), exist_ok=True)
            with open(os.path.join(root, base, "archive.hex"), "w", encoding="utf-8") as handle:
                handle.write("# %s: an archive written by version %d of the series\n" % (series, written_by))
                handle.write(annotate(archive, header_size(sets[written_by], series, root_type)))
            for reader in sorted(values):
                document, _ = decode(sets[reader], archive, series, root_type)
                resaved = write_archive(sets[reader], series, root_type, document)
                if (resaved[header_size(sets[reader], series, root_type):]
                        != archive[header_size(sets[written_by], series, root_type):]):
                    raise SystemExit("%s: version %d does not write back the body version %d wrote"
                                     % (series, reader, written_by))
                name = "read-by-v%d" % reader
                with open(os.path.join(root, base, name + ".json"), "w", encoding="utf-8") as handle:
                    handle.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
                with open(os.path.join(root, base, "resaved-by-v%d.hex" % reader), "w", encoding="utf-8") as handle:
                    handle.write("# %s: the archive of version %d, read and written back unchanged by version %d\n"
                                 % (series, written_by, reader))
                    handle.write(annotate(resaved, header_size(sets[reader], series, root_type)))
                entries.append({
                    "id": "%s/v%d-read-by-v%d" % (series, written_by, reader),
                    "description": "%s Archive written by version %d, read and re-saved by version %d."
                                   % (description, written_by, reader),
                    "root": root_type,
                    "archive": base + "/archive.hex",
                    "writer": {"schemas": ["evolution/%s/v%d.yaml" % (series, written_by)], "schema": series,
                               "version": written_by},
                    "reader": {"schemas": ["evolution/%s/v%d.yaml" % (series, reader)], "schema": series,
                               "version": reader},
                    "value": base + "/" + name + ".json",
                    "resave": base + "/resaved-by-v%d.hex" % reader,
                })
    return entries

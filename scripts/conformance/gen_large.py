"""Generated cases: large collections, the nesting limit, and every truncation of one archive.
Written from the format rules alone (not with the Swift encoder); each generated .hex is still
annotated. check.py verifies them like the hand-written ones."""
import struct

import hexfile as wire

import os

HERE = os.path.dirname(os.path.abspath(__file__))
CONFORMANCE = os.path.normpath(os.path.join(HERE, "..", "..", "Conformance"))


def rows(data, per_line=16):
    return [wire.spaced(data[i:i + per_line]) for i in range(0, len(data), per_line)]


def length_prefixed(content):
    return wire.varint(len(content)) + content


def box_body(list_content, comment):
    """A Box<T> whose value field holds a LEN-delimited collection with the given content."""
    field = b"\x0a" + length_prefixed(list_content)
    lines = ["%s  # Box: length %d" % (wire.spaced(wire.varint(len(field))), len(field)),
             "0a  # field 1 value (LEN)",
             "%s  # %s: %d bytes" % (wire.spaced(wire.varint(len(list_content))), comment, len(list_content))]
    return lines


def int32_list():
    values = [(i * 7919) % 65536 - 32768 for i in range(10000)]
    content = wire.varint(len(values)) + b"\x02" + b"".join(struct.pack("<h", v) for v in values)
    lines = box_body(content, "[int32]")
    lines += ["%s  # count 10000" % wire.spaced(wire.varint(10000)), "02  # width 2"]
    lines += rows(content[len(wire.varint(10000)) + 1:])
    return dict(id="large/int32-list-10000", schema="collections.yaml", root="Box<[int32]>", canonical=True,
                description="10000 int32 values (i * 7919 mod 65536 - 32768), packed at width 2.",
                body="\n".join(lines), value={"value": values})


def float64_list():
    values = [i / 8 - 256.0 for i in range(4096)]
    payload = b"".join(struct.pack("<d", v) for v in values)
    content = wire.varint(len(values)) + payload
    lines = box_body(content, "[float64]") + ["%s  # count 4096" % wire.spaced(wire.varint(4096))]
    lines += rows(payload)
    return dict(id="large/float64-list-4096", schema="collections.yaml", root="Box<[float64]>", canonical=True,
                description="4096 float64 values i/8 - 256: count, then 8 bytes each.",
                body="\n".join(lines), value={"value": values})


def string_list():
    values = ["item-%d-\u00e9" % i for i in range(1000)]
    content = wire.varint(len(values))
    lines = []
    for text in values:
        content += length_prefixed(text.encode())
    lines = box_body(content, "[string]") + ["%s  # count 1000" % wire.spaced(wire.varint(1000))]
    for text in values:
        lines.append("%s  # %s" % (wire.spaced(length_prefixed(text.encode())), text))
    return dict(id="large/string-list-1000", schema="collections.yaml", root="Box<[string]>", canonical=True,
                description="1000 non-ASCII strings.", body="\n".join(lines), value={"value": values})


def int_map():
    keys = list(range(-250, 250))
    content = wire.varint(len(keys))
    entry_lines = []
    for key in keys:  # numeric order is the canonical order
        entry = wire.varint(wire.zigzag(key)) + length_prefixed(str(key * 3).encode())
        content += entry
        entry_lines.append("%s  # %d: \"%d\"" % (wire.spaced(entry), key, key * 3))
    lines = box_body(content, "[int: string]") + ["%s  # count 500" % wire.spaced(wire.varint(500))]
    return dict(id="large/int-map-500", schema="collections.yaml", root="Box<[int: string]>", canonical=True,
                description="500 map entries, keys -250…249 in numeric order.",
                body="\n".join(lines + entry_lines), value={"value": {str(k): str(k * 3) for k in keys}})


def nested_structs(levels):
    """`levels` Nest structs, each the `inner` (field 1) of the one before."""
    encoded = b"\x00"
    value = {}
    for _ in range(levels - 1):
        encoded = length_prefixed(b"\x0a" + encoded)
        value = {"inner": value}
    lines = []
    position = 0
    for depth in range(1, levels + 1):
        size, used = read_varint(encoded, position)
        prefix = encoded[position:position + used]
        if depth < levels:
            lines.append("%s 0a  # Nest at depth %d: length %d, field 1 inner" % (wire.spaced(prefix), depth, size))
            position += used + 1
        else:
            lines.append("%s  # Nest at depth %d: length 0" % (wire.spaced(prefix), depth))
    return "\n".join(lines), value


def nested_trees(levels):
    """Tree(1) { kids: [Tree(3) { kids: [ … Tree(99) ] }] }: structs at odd levels, their kids
    lists at even ones. With levels = 100 the innermost Tree(99) holds leaf: [1] (level 100);
    with 101 it holds kids: [Tree(101)], an empty Tree one level too deep."""
    if levels == 100:
        inner = length_prefixed(bytes.fromhex("12 03 01 01 01"))
        inner_lines = ["%s  # Tree at depth 99: length 5" % wire.spaced(inner[:1]),
                       "12 03 01 01 01  # field 2 leaf: [int8] at depth 100: count 1, layout 1, 1"]
        value = {"leaf": [1]}
    else:
        inner = length_prefixed(bytes.fromhex("0a 02 01 00"))
        inner_lines = ["%s  # Tree at depth 99: length 4" % wire.spaced(inner[:1]),
                       "0a 02 01  # field 1 kids: list at depth 100, 2 bytes, count 1",
                       "00  # Tree at depth 101: length 0 -- one level too deep"]
        value = None
    encoded = inner
    for depth in range(97, 0, -2):
        listed = length_prefixed(b"\x01" + encoded)
        encoded = length_prefixed(b"\x0a" + listed)
        if value is not None:
            value = {"kids": [value]}
    # Annotate from the outside in.
    lines = []
    position = 0
    for depth in range(1, 98, 2):
        size, used = read_varint(encoded, position)
        list_size, list_used = read_varint(encoded, position + used + 1)
        lines.append("%s 0a %s 01  # Tree at depth %d (length %d), field 1 kids: list at depth %d (length %d), count 1"
                     % (wire.spaced(encoded[position:position + used]),
                        wire.spaced(encoded[position + used + 1:position + used + 1 + list_used]),
                        depth, size, depth + 1, list_size))
        position += used + 1 + list_used + 1
    return "\n".join(lines + inner_lines), value, len(encoded) - 1


def read_varint(data, position):
    result, shift, used = 0, 0, 0
    while True:
        byte = data[position + used]
        result |= (byte & 0x7F) << shift
        shift += 7
        used += 1
        if byte < 0x80:
            return result, used


def depth_cases():
    cases = []
    body, value = nested_structs(100)
    cases.append(dict(id="depth/structs-100", schema="structs.yaml", root="Nest", canonical=True,
                      description="100 nested structs: exactly the default depth limit.", body=body, value=value))
    body, _ = nested_structs(101)
    # The 101st struct's length prefix: 100 levels of (length prefix + key) before it.
    encoded = wire.parse_hex(body)
    offset = 0
    for _ in range(100):
        _, used = read_varint(encoded, offset)
        offset += used + 1
    cases.append(dict(id="depth/structs-101", schema="structs.yaml", root="Nest", error="depthLimitExceeded",
                      description="101 nested structs: the 101st level fails before it is read "
                                  "(offset: its length prefix).", body=body, at=offset))
    body, value, _ = nested_trees(100)
    cases.append(dict(id="depth/structs-and-lists-100", schema="structs.yaml", root="Tree", canonical=True,
                      description="Structs and lists alternating, 100 levels: a list at the last one.",
                      body=body, value=value))
    body, _, offset = nested_trees(101)
    cases.append(dict(id="depth/structs-and-lists-101", schema="structs.yaml", root="Tree",
                      error="depthLimitExceeded",
                      description="Structs and lists alternating: a struct at level 101 fails.", body=body, at=offset))
    return cases


CYCLE_BODY = """
00                  # tag table: 0 tags
02                  # instance table: 2 entries
07 0a 01 70 12 02 01 02  # entry 1 (Knot "p"), 7 bytes: label "p", children [entry 2]
05 0a 01 63 18 01   # entry 2 (Knot "c"), 5 bytes: label "c", parent entry 1
01                  # root: Knot, entry 1
"""


def body_truncation(cut):
    """The error of the cycle archive's body cut after `cut` bytes, from the rules of
    FORMAT.md §7: the tag count (0), the entry count (2, checked against the bytes left), each
    entry's length prefix, then the root's varint."""
    entries = [(2, 8), (10, 6)]  # (offset of the length prefix, prefix + content size) in the body
    if cut == 0:
        return "truncated", 0, "before the tag table"
    if cut == 1:
        return "truncated", 1, "before the instance table's count"
    if cut - 2 < 2:
        return "countOutOfBounds", 1, "after the instance table's count 2 (fewer than 2 bytes left)"
    for prefix, size in entries:
        if cut == prefix:
            return "truncated", prefix, "before an entry's length prefix"
        if cut < prefix + size:
            return "lengthOutOfBounds", prefix, "inside an entry (its length runs past the end)"
    return "truncated", 16, "before the root"


def truncation_cases():
    """Every proper prefix of classes/cycle-through-parent, with the error the format rules give."""
    _, _, fingerprint = wire.schema_info(os.path.join(CONFORMANCE, "schemas", "classes.yaml"))
    header = wire.header_bytes(schema="classes", version=1, fingerprint=fingerprint, root_type="Knot")
    full = header + wire.parse_hex(CYCLE_BODY)
    annotated = "\n".join(wire.header_lines(schema="classes", version=1, fingerprint=fingerprint,
                                            root_type="Knot")) + CYCLE_BODY
    assert wire.parse_hex(annotated) == full
    body_start = len(header)
    name_end = 6 + 1 + len("classes")
    root_start = name_end + 1 + 8
    cases = []
    for size in range(len(full)):
        if size < 4:
            error, offset, where = "truncated", 0, "in the magic"
        elif size < 6:
            error, offset, where = "truncated", size, "before the format version" if size == 4 else "before the flags"
        elif size == 6:
            error, offset, where = "truncated", 6, "before the schema name"
        elif size < name_end:
            error, offset, where = "lengthOutOfBounds", 6, "in the schema name"
        elif size == name_end:
            error, offset, where = "truncated", size, "before the schema version"
        elif size < root_start:
            error, offset, where = "truncated", name_end + 1, "in the fingerprint"
        elif size == root_start:
            error, offset, where = "truncated", size, "before the root type"
        elif size < body_start:
            error, offset, where = "lengthOutOfBounds", root_start, "in the root type"
        else:
            error, offset, where = body_truncation(size - body_start)
            offset += body_start
        raw = wire.cut_annotated(annotated, size) if size else "# (no bytes)"
        cases.append(dict(id="truncation/cycle-prefix-%02d" % size, schema="classes.yaml", root="Knot",
                          error=error, abs_at=offset, raw=raw,
                          description="The first %d of the %d bytes of classes/cycle-through-parent: cut %s."
                                      % (size, len(full), where)))
    return cases


CASES = [int32_list(), float64_list(), string_list(), int_map()] + depth_cases() + truncation_cases()

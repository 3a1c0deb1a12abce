"""The stream cases of the corpus (manifest.json's "streams"): record streams built from parts
with the shipped Python package (header, canonical sync marker, blocks, record bodies), then
cut, damaged or padded at offsets this builder knows from the parts' lengths.

The independent truth is FORMAT.md Part II's worked example, whose 205 bytes are written
below by hand and must come out of the package byte for byte, and the records of every value
case, which are written here by hand. Run by build.py."""
import json
import os
import zlib

import hexfile as wire
from sheaf.dynamic.encoder import encode_body
from sheaf.dynamic.types import resolve_type_text
from sheaf.streams import block_bytes, canonical_marker, header_bytes, schema_identity

V1 = "streams/notes-v1/notes.yaml"
V2 = "streams/notes-v2/notes.yaml"
MiB = 1 << 20

#: FORMAT.md §15's example: Note(text: "Hi") and Note(text: "Yo") in one block, codec none.
EXAMPLE = """
89 53 48 53 02 00 8B 01 00 05 6E 6F 74 65 73 01 C2 E8 06 EA BD CB EC 7D 04 4E 6F 74 65 01
0A 6E 6F 74 65 73 2E 79 61 6D 6C 69
""" + " ".join("%02X" % b for b in b"schema: notes\nversion: 1\ntypes:\n  Note:\n    kind: struct\n    fields:\n"
                                       b"      text: { id: 1, type: string }\n") + """
F4 11 59 AE 16 AC 56 FA CF 45 80 04 05 3E 54 EB 4D C6 3A E9
02 10 07 00 00 04 0A 02 48 69 07 00 00 04 0A 02 59 6F FB 64 71 8B
16 AC 56 FA CF 45 80 04 05 3E 54 EB 4D C6 3A E9
"""

#: The records of the version-2 stream, by block: per-record instance and tag tables (a shared
#: author, two people, protocol members), defaults, text beyond ASCII.
BLOCKS = [
    [
        {"text": "Tea", "stars": 5, "author": {"$id": "1", "name": "Ann"}, "editor": {"$ref": "1"},
         "extras": [{"$type": "Link", "label": "menu", "href": "https://example.com/tea"},
                    {"$type": "Mood", "label": "calm", "level": 2}]},
        {"text": "Plain"},
    ],
    [{"text": "Shared again", "author": {"$id": "1", "name": "Bo"}, "editor": {"$ref": "1"}}],
    [
        {"text": "Two people", "stars": 1, "author": {"$id": "1", "name": "Cy"}, "editor": {"$id": "2", "name": "Di"}},
        {"text": "Moods", "extras": [{"$type": "Mood", "label": "a", "level": 1}, {"$type": "Mood", "label": "b", "level": 255}]},
        {"text": "ünïcödé ✓"},
    ],
]
RECORDS = [record for block in BLOCKS for record in block]


class Stream:
    """A stream assembled from parts, remembering where each part starts."""

    def __init__(self, schema_file, codec="none", blocks=(), root="Note", root_dir=None):
        schema = wire.sheaf.load_schema(os.path.join(root_dir, schema_file))
        self.schema_set = schema.schema_set
        self.root = resolve_type_text(root, self.schema_set)
        identity = schema_identity(self.schema_set, self.root)
        self.identity = identity
        self.codec = codec
        self.header = header_bytes(identity.schema_name, identity.version, identity.fingerprint, identity.root_type,
                                   identity.files, codec)
        self.marker = canonical_marker(self.header)
        self.parts = [("header: magic, format 2, flags, length, fields, CRC-32C", self.header),
                      ("sync marker", self.marker)]
        for records in blocks:
            self.add_block([self.body(record) for record in records], "%d record(s)" % len(records))

    def body(self, value):
        return encode_body(value, self.root, self.schema_set)

    def add_block(self, bodies, what, codec=None):
        self.parts.append(("block %d: %s" % (self.block_count(), what), block_bytes(bodies, codec or self.codec, self.marker)))

    def add_raw(self, what, data):
        self.parts.append((what, data))

    def block_count(self):
        return sum(1 for what, _ in self.parts if what.startswith("block "))

    def offset(self, index):
        """The offset of part `index`."""
        return sum(len(data) for _, data in self.parts[:index])

    def block_offset(self, number):
        blocks = [i for i, (what, _) in enumerate(self.parts) if what.startswith("block ")]
        return self.offset(blocks[number])

    def bytes(self):
        return b"".join(data for _, data in self.parts)

    def text(self, case_id, description, data=None):
        """Annotated hex: each part under a comment with its offset."""
        lines = ["# " + case_id, "# " + description]
        if data is None:
            for index, (what, part) in enumerate(self.parts):
                lines.append("# %s, at %d" % (what, self.offset(index)))
                lines.extend(wire.spaced(part[i:i + 32]) for i in range(0, len(part), 32))
        else:
            lines.extend(wire.spaced(data[i:i + 32]) for i in range(0, len(data), 32))
        return "\n".join(lines) + "\n"


def varint(value):
    return bytes(wire.varint(value))


def raw_block(stream, counts, data):
    """A block with the given counts and data and a right CRC and marker (hand-made framing)."""
    head = b"".join(varint(c) for c in counts)
    return head + data + wire.crc32c(head + data).to_bytes(4, "little") + stream.marker


def patched_header(stream, at, value):
    """The stream's header with byte `at` set to `value` and its CRC made right again."""
    fields = bytearray(stream.header[:-4])
    fields[at] = value
    return bytes(fields) + wire.crc32c(bytes(fields)).to_bytes(4, "little")


def header_with_files(stream, files, fingerprint=None):
    identity = stream.identity
    return header_bytes(identity.schema_name, identity.version, fingerprint or identity.fingerprint,
                        identity.root_type, files, stream.codec)


def build(root):
    """Writes cases/streams/* and returns the manifest's stream entries."""
    folder = os.path.join(root, "cases", "streams")
    os.makedirs(folder, exist_ok=True)
    entries = []

    def case(case_id, description, stream, data=None, records=(), **entry):
        base = "cases/" + case_id
        with open(os.path.join(root, base + ".hex"), "w", encoding="utf-8") as handle:
            handle.write(stream.text(case_id, description, data))
        item = {"id": case_id, "description": description, "stream": base + ".hex"}
        if records:
            with open(os.path.join(root, base + ".records.json"), "w", encoding="utf-8") as handle:
                json.dump(list(records), handle, indent=1, ensure_ascii=False)
                handle.write("\n")
            item["records"] = base + ".records.json"
        item.update(entry)
        item.setdefault("expect", "error" if "error" in entry else "records")
        entries.append(item)

    example = Stream(V1, blocks=[[{"text": "Hi"}, {"text": "Yo"}]], root_dir=root)
    assert example.bytes() == wire.parse_hex(EXAMPLE), "the package's stream differs from FORMAT.md's worked example"
    hi_yo = [{"text": "Hi"}, {"text": "Yo"}]
    judge1 = {"schemas": [V1], "root": "Note"}
    judge2 = {"schemas": [V2], "root": "Note"}
    case("streams/example", "FORMAT.md Part II's worked example, read with the schema it embeds.", example,
         records=hi_yo, judge=judge1, canonical=dict(judge1, blocks=[2]))
    case("streams/empty", "A header and no block: no records.", Stream(V2, root_dir=root), judge=judge2,
         canonical=dict(judge2, blocks=[]))
    blocks = Stream(V2, blocks=BLOCKS, root_dir=root)
    sizes = [len(b) for b in BLOCKS]
    case("streams/blocks", "Three blocks; each record has its own instance and tag tables.", blocks, records=RECORDS,
         judge=judge2, canonical=dict(judge2, blocks=sizes))
    deflated = Stream(V2, codec="deflate", blocks=BLOCKS, root_dir=root)
    case("streams/deflate", "The same records with codec deflate (zlib level 6; readers accept any deflate).",
         deflated, records=RECORDS, judge=judge2)
    case("streams/read-by-newer", "Version 1's records read with version 2: the fields it adds are absent.",
         example, records=hi_yo, schemas=[V2], root="Note", judge=judge2)
    older = Stream(V2, blocks=[[{"text": "Tea", "stars": 5}, {"text": "Plain"}]], root_dir=root)
    case("streams/read-by-older", "Version 2's records read with version 1: stars (field 2, zig-zag 5) kept as unknown.",
         older, records=[{"text": "Tea", "$unknown": {"2": "EAo="}}, {"text": "Plain"}], schemas=[V1], root="Note",
         judge=judge1)
    b1, b2 = blocks.block_offset(1), blocks.block_offset(2)
    case("streams/split-inside-block-1", "A split from inside block 1 to the end: block 2's records.", blocks,
         records=BLOCKS[2], start=b1 + 1, judge=judge2)
    case("streams/split-to-block-1", "A split from 0 to block 1's first byte: block 0's records.", blocks,
         records=BLOCKS[0], start=0, end=b1, judge=judge2)
    case("streams/split-one-byte", "A split of block 1's first byte alone: block 1, read whole.", blocks,
         records=BLOCKS[1], start=b1, end=b1 + 1, judge=judge2)

    whole = blocks.bytes()
    first_three = RECORDS[:3]
    crc2 = len(whole) - 20
    for name, cut, where in [("count", b2 + 1, "after its record count"), ("data", b2 + 20, "in its data"),
                             ("crc", crc2 + 2, "in its CRC"), ("marker", len(whole) - 5, "in its sync marker")]:
        case("streams/torn-" + name, "The last block cut %s: the earlier blocks' records, then tornTail." % where, blocks,
             data=whole[:cut], records=first_three, error="tornTail", offset=b2, block=2, judge=judge2)
    case("streams/torn-zeros", "64 zero bytes after the last block (power loss): tornTail at them.", blocks,
         data=whole + bytes(64), records=RECORDS, error="tornTail", offset=len(whole), block=3, judge=judge2)
    damaged = bytearray(whole)
    damaged[crc2] ^= 0xFF
    case("streams/torn-bad-crc", "The last block's CRC wrong, no block after it: a torn tail.", blocks,
         data=bytes(damaged), records=first_three, error="tornTail", offset=b2, block=2, judge=judge2)
    damaged = bytearray(whole)
    damaged[b1 - 20] ^= 0xFF
    case("streams/bad-crc-middle", "Block 0's CRC wrong with valid blocks after it: corruption.", blocks,
         data=bytes(damaged), error="checksumMismatch", offset=b1 - 20, block=0, judge=judge2)
    damaged = bytearray(whole)
    damaged[b1 - 1] ^= 0xFF
    case("streams/bad-marker-middle",
         "Block 0's marker wrong: block 1 cannot be found, block 2 can (block 1's marker precedes it): corruption.",
         blocks, data=bytes(damaged), error="syncMarkerMismatch", offset=b1 - 16, block=0, judge=judge2)

    big = Stream(V2, blocks=[BLOCKS[0]], root_dir=root)
    big.add_raw("block 1: 1 record of 64 MiB + 1 bytes claimed (then its marker)", varint(1) + varint(64 * MiB + 1) + big.marker)
    big.add_block([big.body(r) for r in BLOCKS[1]], "a valid block")
    case("streams/block-too-large", "A block claiming 64 MiB + 1 bytes, a valid block after it: blockTooLarge.", big,
         records=BLOCKS[0], error="blockTooLarge", offset=big.block_offset(1) + 1, block=1, judge=judge2)
    raw = Stream(V2, codec="deflate", root_dir=root)
    raw.add_raw("block 0: inflating to 64 MiB + 1 bytes claimed (then its marker)",
                varint(1) + varint(3) + varint(64 * MiB + 1) + raw.marker)
    raw.add_block([raw.body(r) for r in BLOCKS[1]], "a valid block")
    case("streams/raw-too-large", "A deflate block claiming to inflate to 64 MiB + 1 bytes: blockTooLarge at the raw length.",
         raw, error="blockTooLarge", offset=raw.offset(2) + 2, block=0, judge=judge2)
    bomb = Stream(V1, codec="deflate", root_dir=root)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    zeros = compressor.compress(bytes(MiB)) + compressor.flush()
    bomb.add_raw("block 0: 1 record, %d deflated bytes claiming 16 raw bytes, inflating to 1 MiB" % len(zeros),
                 raw_block(bomb, [1, len(zeros), 16], zeros))
    case("streams/deflate-bomb", "A deflate block that inflates past its declared 16 bytes: decompressionFailed at its data.",
         bomb, error="decompressionFailed", offset=bomb.offset(2) + 1 + len(varint(len(zeros))) + 1, block=0,
         judge=judge1)
    zero = Stream(V2, blocks=[BLOCKS[0]], root_dir=root)
    zero.add_raw("block 1: a record count of 0", raw_block(zero, [0, 1], b"\x00"))
    zero.add_block([zero.body(r) for r in BLOCKS[1]], "a valid block")
    case("streams/count-zero", "A block of 0 records, a valid block after it: countOutOfBounds at the count.", zero,
         records=BLOCKS[0], error="countOutOfBounds", offset=zero.block_offset(1), block=1, judge=judge2)

    v1 = Stream(V1, root_dir=root)
    hi = v1.body({"text": "Hi"})
    bad = bytes([0x00, 0x00, 0x04, 0x0A, 0x02, 0x48, 0xFF])
    v1.add_raw("block 0: Hi, then a record whose text is not UTF-8", raw_block(v1, [2, 2 + len(hi) + len(bad)],
                                                                           varint(len(hi)) + hi + varint(len(bad)) + bad))
    block0 = v1.offset(2)
    case("streams/bad-record", "Record 1 of block 0 has invalid UTF-8: block 0's records are never returned.", v1,
         error="invalidUTF8", offset=block0 + 2 + 1 + len(hi) + 1 + 4, block=0, record=1, path="$.text", judge=judge1)
    extra = Stream(V1, root_dir=root)
    extra.add_raw("block 0: 1 record declared, 2 in the data",
                  raw_block(extra, [1, 2 * (1 + len(hi))], (varint(len(hi)) + hi) * 2))
    case("streams/trailing-records", "A block holding more records than it declares: trailingBytes.", extra,
         error="trailingBytes", offset=extra.offset(2) + 2 + 1 + len(hi), block=0, judge=judge1)
    long = Stream(V1, root_dir=root)
    long.add_raw("block 0: a record length past the data", raw_block(long, [1, 3], bytes([0x05, 0x00, 0x00])))
    case("streams/record-too-long", "A record longer than the block's data: lengthOutOfBounds at its length.", long,
         error="lengthOutOfBounds", offset=long.offset(2) + 2, block=0, judge=judge1)

    case("streams/root-type-mismatch", "The example read as [Note]: rootTypeMismatch at the header's root type.",
         example, schemas=[V1], root="[Note]", error="rootTypeMismatch", offset=0x18, judge=judge1)
    case("streams/schema-mismatch", "The example read with another schema: schemaMismatch at the schema name.",
         example, schemas=["schemas/scalars.yaml"], root="Ints", error="schemaMismatch", offset=9, judge=judge1)
    archive = wire.sheaf.load_schema(os.path.join(root, V1)).pack({"text": "Hi"}, "Note")
    case("streams/archive-given", "An archive is not a stream: badMagic at 0.", example, data=archive,
         error="badMagic", offset=0, judge=judge1)
    header = bytes(example.header)
    damaged = bytearray(example.bytes())
    damaged[10] ^= 0x01
    case("streams/header-crc", "A header byte changed: checksumMismatch at the header's CRC, before any field is read.",
         example, data=bytes(damaged), error="checksumMismatch", offset=len(header) - 4, judge=judge1)
    unknown = patched_header(example, 8, 2)
    case("streams/unknown-codec", "Codec 2 (its CRC right): unknownCodec at the codec byte.", example,
         data=unknown + canonical_marker(unknown), error="unknownCodec", offset=8, judge=judge1)
    too_large = bytes([0x89, 0x53, 0x48, 0x53, 0x02, 0x00]) + varint(16 * MiB + 1)
    case("streams/header-too-large", "A header length of 16 MiB + 1: streamHeaderTooLarge at 6.", example,
         data=too_large, error="streamHeaderTooLarge", offset=6, judge=judge1)
    text = example.identity.files[0][1]

    def count_offset(files):
        # magic, format, flags; the header length; codec, "notes", version, fingerprint, "Note".
        built = header_with_files(example, files)
        length_bytes = next(i for i in range(6, 16) if built[i] < 0x80) - 5  # the header length's varint
        return 6 + length_bytes + 1 + 6 + 1 + 8 + 5

    for case_id, files, error, offset, what in [
        ("streams/file-name-yml", [("notes.yml", text)], "embeddedSchemaInvalid", 1, "a file name not ending in .yaml"),
        ("streams/file-name-folder", [("sub/notes.yaml", text)], "embeddedSchemaInvalid", 1, "a file name with a folder"),
        ("streams/no-files", [], "countOutOfBounds", 0, "no schema file"),
        ("streams/embedded-invalid", [("notes.yaml", b"schema: notes\nversion: [\n")], "embeddedSchemaInvalid", 1,
         "an embedded file that does not load"),
    ]:
        # The offset after the file count: 0 the count itself, 1 the first file's name.
        offset = count_offset(files) + offset
        bad_header = header_with_files(example, files)
        case(case_id, "A header with %s, read with the embedded schema: %s." % (what, error), example,
             data=bad_header + canonical_marker(bad_header), error=error, offset=offset, judge=judge1)
    wrong = header_with_files(example, example.identity.files, fingerprint="0000000000000000")
    case("streams/embedded-fingerprint", "The header's fingerprint is not the embedded schema's: embeddedSchemaMismatch.",
         example, data=wrong + canonical_marker(wrong), error="embeddedSchemaMismatch", offset=0x10, judge=judge1)

    header_cases(case, example, judge1)
    block_cases(case, root, judge2)
    return entries


def header_cases(case, example, judge1):
    """Each check of reading a header (FORMAT.md §16) at its boundary, in its order."""
    header, marker = example.header, example.marker
    length_size = next(i for i in range(6, 16) if header[i] < 0x80) - 5
    fields_end = len(header) - 4  # the header CRC's offset
    for case_id, data, error, offset, what in [
        ("not-sheaf", b"PK\x03\x04" + bytes(12), "badMagic", 0, "A file that is neither a stream nor an archive"),
        ("short-magic", header[:3], "badMagic", 0, "Three bytes of the magic"),
        ("cut-after-magic", header[:4], "truncated", 4, "The magic alone: the format byte is missing"),
        ("cut-after-format", header[:5], "truncated", 5, "Magic and format byte: the flags are missing"),
        ("cut-after-flags", header[:6], "truncated", 6, "Magic, format and flags: the header length is missing"),
        ("format-1", header[:4] + b"\x01" + header[5:] + marker, "unsupportedFormatVersion", 4, "Format byte 1"),
        ("unknown-flags", header[:5] + b"\x01" + header[6:] + marker, "unknownFlags", 5,
         "Flags 01 (checked before the header length and CRC)"),
        ("header-length-cut", header[:6] + b"\x80", "truncated", 6, "A header length cut inside its varint"),
        ("header-length-overlong", header[:6] + b"\x80\x00" + bytes(200), "overlongVarint", 6,
         "A header length written in two bytes where one suffices"),
        ("header-length-past-end", header[:6] + varint(160) + bytes(159), "lengthOutOfBounds", 6,
         "A header length one more than the bytes after it"),
        ("header-length-at-limit", header[:6] + varint(16 * MiB) + bytes(16), "lengthOutOfBounds", 6,
         "A header length of exactly 16 MiB (allowed) in a short file: lengthOutOfBounds, not streamHeaderTooLarge"),
        ("header-crc-missing", header[:fields_end], "truncated", fields_end,
         "The header fields complete, the file ends where the CRC begins"),
        ("header-crc-cut", header[:fields_end + 2], "truncated", fields_end, "The header CRC cut after 2 bytes"),
        ("marker-missing", header, "truncated", len(header), "A whole header, no sync marker"),
        ("marker-cut", header + marker[:15], "truncated", len(header), "A whole header, 15 bytes of the sync marker"),
    ]:
        case("streams/" + case_id, what + ": %s at %d." % (error, offset), example, data=data, error=error,
             offset=offset, judge=judge1)
    # Fields that do not use up the header length: one byte more in the length, a zero after the files.
    fields = header[6 + length_size:fields_end] + b"\x00"
    longer = header[:6] + varint(len(fields)) + fields
    longer += wire.crc32c(longer).to_bytes(4, "little")
    case("streams/header-fields-unused", "One byte after the files inside the header length: lengthMismatch at it.",
         example, data=longer + canonical_marker(longer), error="lengthMismatch", offset=len(longer) - 5, judge=judge1)
    # The file count (one file) patched, the CRC made right. The file's text gets a space where
    # needed so that the bytes after the count are even: a count of half of them is at the limit.
    count_at = 6 + length_size + 1 + 6 + 1 + 8 + 5
    assert header[count_at] == 1
    name, text = example.identity.files[0]
    if (fields_end - count_at - 1) % 2:
        text += b" "
    padded = header_with_files(example, [(name, text)])
    left = len(padded) - 4 - count_at - 1
    assert left % 2 == 0 and padded[count_at] == 1
    for case_id, count, error, what in [
        ("file-count-too-large", left // 2 + 1, "countOutOfBounds", "one file more than 2 bytes each can fit"),
        ("file-count-at-limit", left // 2, "truncated",
         "as many files as 2 bytes each can fit: the count passes, the second file's name is cut at the end"),
    ]:
        assert count < 0x80
        patched = bytearray(padded[:-4])
        patched[count_at] = count
        patched = bytes(patched) + wire.crc32c(bytes(patched)).to_bytes(4, "little")
        fields_end = len(patched) - 4
        offset = count_at if error == "countOutOfBounds" else fields_end
        case("streams/" + case_id, "A file count of %d, %s: %s at %d." % (count, what, error, offset), example,
             data=patched + canonical_marker(patched), error=error, offset=offset, judge=judge1)


def block_cases(case, root, judge2):
    """Each framing and content check of a block (FORMAT.md §17) at its boundary, with a valid
    block after the bad one (so it is corruption, not a torn tail), and splits (§19)."""
    good = BLOCKS[1]

    def followed(what, data, codec="none"):
        stream = Stream(V2, codec=codec, blocks=[BLOCKS[0]], root_dir=root)
        stream.add_raw("block 1: " + what, data(stream))
        stream.add_block([stream.body(r) for r in good], "a valid block")
        return stream

    # D of exactly 64 MiB passes the limit and is then more than the bytes left.
    at_limit = followed("data length of exactly 64 MiB", lambda s: varint(1) + varint(64 * MiB) + s.marker)
    case("streams/block-at-limit", "A block of exactly 64 MiB claimed (allowed), a valid block after it: "
         "lengthOutOfBounds at its data length.", at_limit, records=BLOCKS[0], error="lengthOutOfBounds",
         offset=at_limit.block_offset(1) + 1, block=1, judge=judge2)
    # D one more than the bytes after it (the valid block after it included).
    rest = len(block_bytes([Stream(V2, root_dir=root).body(r) for r in good], "none", at_limit.marker))
    past = followed("data length one past the end of the file",
                    lambda s: varint(1) + varint(16 + rest + 1) + s.marker)  # its marker and the next block, + 1
    case("streams/block-past-end", "A block claiming one byte more than the file holds, a valid block after it: "
         "lengthOutOfBounds at its data length.", past, records=BLOCKS[0], error="lengthOutOfBounds",
         offset=past.block_offset(1) + 1, block=1, judge=judge2)
    assert len(past.bytes()) - (past.block_offset(1) + 1 + len(varint(16 + rest + 1))) + 1 == 16 + rest + 1
    over = followed("3 records in 2 bytes of data", lambda s: raw_block(s, [3, 2], b"\x00\x00"))
    case("streams/count-over-data", "A block of 3 records in 2 bytes of data, a valid block after it: "
         "countOutOfBounds at the count.", over, records=BLOCKS[0], error="countOutOfBounds",
         offset=over.block_offset(1), block=1, judge=judge2)
    equal = followed("2 records in 2 bytes: two empty bodies", lambda s: raw_block(s, [2, 2], b"\x00\x00"))
    case("streams/count-equals-data", "A block of 2 records in 2 bytes (the framing allows it): record 0 is an empty "
         "body, truncated at its first byte.", equal, records=BLOCKS[0], error="truncated",
         offset=equal.block_offset(1) + 3, block=1, record=0, judge=judge2)
    bad_varint = followed("a record count of 11 bytes 0xFF", lambda s: b"\xff" * 11 + s.marker)
    case("streams/count-overlong", "A block whose record count is not a varint, a valid block after it: "
         "oversizedVarint at the count.", bad_varint, records=BLOCKS[0], error="oversizedVarint",
         offset=bad_varint.block_offset(1), block=1, judge=judge2)

    def deflated(data):
        compressor = zlib.compressobj(6, zlib.DEFLATED, -15)
        return compressor.compress(data) + compressor.flush()

    note = Stream(V2, root_dir=root).body(good[0])
    record = varint(len(note)) + note
    small = deflated(record)
    for case_id, counts, data, error, delta, what in [
        ("count-over-raw-length", [len(record) + 1, len(small), len(record)], small, "countOutOfBounds", 0,
         "more records than its raw length has bytes (but fewer than its stored data)"),
        ("raw-at-limit", [1, len(small), 64 * MiB], small, "decompressionFailed", None,
         "a raw length of exactly 64 MiB (allowed): it inflates to fewer bytes"),
        ("deflate-invalid", [1, 3, 3], b"\xff\xff\xff", "decompressionFailed", None, "data that is not raw deflate"),
        ("deflate-trailing", [1, len(small) + 1, len(record)], small + b"\x00", "decompressionFailed", None,
         "a deflate stream that ends one byte before its data does"),
    ]:
        assert case_id != "count-over-raw-length" or counts[0] <= counts[1]
        stream = followed(what, lambda s, counts=counts, data=data: raw_block(s, counts, data), codec="deflate")
        start = stream.block_offset(1)
        head = b"".join(varint(c) for c in counts)
        offset = start if delta is not None else start + len(head)
        case("streams/" + case_id, "A deflate block with %s, a valid block after it: %s at %s." % (
            what, error, "the count" if delta is not None else "its data"), stream, records=BLOCKS[0], error=error,
            offset=offset, block=1, judge=judge2)

    # Splits: one starting after the last block's first byte reads nothing; one in a deflate stream.
    blocks = Stream(V2, blocks=BLOCKS, root_dir=root)
    case("streams/split-after-last-block", "A split from inside the last block to the end: no records.", blocks,
         start=blocks.block_offset(2) + 1, judge=judge2)
    deflate = Stream(V2, codec="deflate", blocks=BLOCKS, root_dir=root)
    case("streams/split-deflate", "A split of a deflate stream from inside block 0: blocks 1 and 2.", deflate,
         records=BLOCKS[1] + BLOCKS[2], start=deflate.block_offset(0) + 1, judge=judge2)
    # Two damaged blocks in a row: the search for a valid block passes a marker whose block fails.
    twice = Stream(V2, blocks=BLOCKS + [good], root_dir=root)
    damaged = bytearray(twice.bytes())
    for number in (1, 2):
        damaged[twice.block_offset(number + 1) - 20] ^= 0xFF  # the block's CRC
    case("streams/two-bad-blocks", "Blocks 1 and 2 with wrong CRCs, block 3 valid: checksumMismatch at block 1's "
         "CRC (the search for a valid block passes block 2).", twice, data=bytes(damaged), records=BLOCKS[0],
         error="checksumMismatch", offset=twice.block_offset(2) - 20, block=1, judge=judge2)

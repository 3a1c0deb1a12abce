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
    return entries

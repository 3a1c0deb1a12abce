"""The annotated-hex text of the corpus's archives, and the archive headers the casebooks put
in front of their hand-written bodies.

Nothing here implements the format: varints, zig-zag, the checksum and the fingerprint come
from the shipped Python package (python/src/sheaf), and the .hex grammar from the conformance
runner (Conformance/runner.py), so that the builder, the runner and the Python tests read
.hex files with one parser."""
import importlib.util
import os
import re
import sys
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.normpath(os.path.join(HERE, "..", ".."))
CONFORMANCE = os.path.join(REPOSITORY, "Conformance")
sys.path.insert(0, os.path.join(REPOSITORY, "python", "src"))

import sheaf  # noqa: E402
from sheaf.wire import I32, I64, VARINT, varint_bytes as varint, zigzag_encode as zigzag  # noqa: E402,F401
from sheaf.schema.fingerprint import canonical_form, fingerprint  # noqa: E402
from sheaf.wire.crc32c import crc32c  # noqa: E402,F401


def _load_runner():
    spec = importlib.util.spec_from_file_location("conformance_runner", os.path.join(CONFORMANCE, "runner.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


runner = _load_runner()
MAGIC = bytes([0x89, 0x53, 0x48, 0x46])
FORMAT_VERSION = 2
CHECKSUM_FLAG = 0x01


def parse_hex(text):
    """Bytes of a .hex text (the runner's grammar: anything but comments, whitespace and pairs
    of hex digits is an error)."""
    return runner.hex_bytes(text)


@lru_cache(maxsize=None)
def schema_info(path):
    """(name, version, fingerprint bytes) of a schema file, from the shipped package."""
    schema = sheaf.load_schema(path)
    return schema.name, schema.version, bytes.fromhex(schema.fingerprint)


def schema_fingerprint(schema, info):
    """The fingerprint (16 hex digits) of one schema (`info`) of a loaded `sheaf.Schema` set."""
    return fingerprint(canonical_form(info, schema.schema_set))


def canonical_text(schema, info):
    """The canonical form of one schema of a loaded set (docs/Fingerprint.md): its types with
    their fields' ids and names, which the annotations of generated archives name."""
    return canonical_form(info, schema.schema_set)


def spaced(data):
    return " ".join("%02x" % b for b in data)


def header_lines(schema, version, fingerprint, root_type, checksum=False, magic=MAGIC, format_version=FORMAT_VERSION,
                 flags=None):
    """The annotated hex lines of an archive header (magic, format_version and flags may be
    overridden to build broken archives; schema and root_type may be bytes)."""
    name = schema if isinstance(schema, bytes) else schema.encode()
    root = root_type if isinstance(root_type, bytes) else root_type.encode()
    if flags is None:
        flags = CHECKSUM_FLAG if checksum else 0
    return [
        "%s  # magic%s" % (spaced(magic), "" if magic == MAGIC else " (wrong)"),
        "%02x           # format version %d" % (format_version, format_version),
        "%02x           # flags%s" % (flags, ": CRC-32C trailer" if flags == 1 else ""),
        "%s  # schema name: %d bytes %r" % (spaced(varint(len(name)) + name), len(name), schema),
        "%s           # schema version %d" % (spaced(varint(version)), version),
        "%s  # fingerprint %s" % (spaced(fingerprint), fingerprint.hex()),
        "%s  # root type: %d bytes %r" % (spaced(varint(len(root)) + root), len(root), root_type),
    ]


def header_bytes(**fields):
    return parse_hex("\n".join(header_lines(**fields)))


def read_varint(data, position):
    """(value, position after it) of a varint of bytes the builder itself wrote."""
    value, shift = 0, 0
    while True:
        byte = data[position]
        position += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, position


def cut_annotated(text, size):
    """The annotated hex `text` cut after its first `size` bytes: whole lines are kept with
    their comments, the line where the cut falls keeps its first bytes and says so."""
    kept = []
    count = 0
    for line in text.splitlines():
        code, _, comment = line.partition("#")
        digits = re.sub(r"\s+", "", code)
        if count >= size:
            break
        if not digits:
            kept.append(line)
            continue
        pairs = [digits[i:i + 2] for i in range(0, len(digits), 2)]
        if count + len(pairs) <= size:
            kept.append(line)
            count += len(pairs)
            continue
        take = size - count
        kept.append("%s  # %s(cut after %d of these %d bytes)" % (
            " ".join(pairs[:take]), comment.strip() + " " if comment.strip() else "", take, len(pairs)))
        count = size
        break
    return "\n".join(kept)

"""Small building blocks of the Sheaf wire format, written from the format decisions
(docs/design/WireFormatDecisions.md), independent of the Swift runtime: the .hex syntax,
varints, zig-zag, CRC-32C and the archive header."""
import re

MAGIC = bytes([0x89, 0x53, 0x48, 0x46])
FORMAT_VERSION = 2
CHECKSUM_FLAG = 0x01
VARINT, I64, LEN, I32 = 0, 1, 2, 5


def parse_hex(text):
    """Bytes of a .hex text: '#' starts a comment to the end of the line; whitespace is
    ignored; everything else must be pairs of hex digits."""
    digits = []
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("#", 1)[0]
        code = re.sub(r"\s+", "", code)
        if not re.fullmatch(r"[0-9a-fA-F]*", code):
            raise ValueError("line %d: not hex: %r" % (number, code))
        digits.append(code)
    joined = "".join(digits)
    if len(joined) % 2:
        raise ValueError("odd number of hex digits")
    return bytes.fromhex(joined)


def varint(value):
    if value < 0 or value >= 1 << 64:
        raise ValueError("varint out of range: %d" % value)
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def zigzag(value):
    return (value << 1) ^ (value >> 63) if value < 0 else value << 1


def unzigzag(value):
    return (value >> 1) ^ -(value & 1)


def key(field_id, kind):
    return varint(field_id << 3 | kind)


def crc32c(data):
    """CRC-32C (Castagnoli): reflected polynomial 0x82F63B78, init and final XOR 0xFFFFFFFF."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
    return crc ^ 0xFFFFFFFF


assert crc32c(b"123456789") == 0xE3069283


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

    if take(4) != MAGIC:
        raise ValueError("bad magic")
    if take(1)[0] != FORMAT_VERSION:
        raise ValueError("format version")
    flags = take(1)[0]
    name = take(varint()).decode()
    version = varint()
    fingerprint = take(8)
    root = take(varint()).decode()
    return name, version, fingerprint, root, bool(flags & 1)

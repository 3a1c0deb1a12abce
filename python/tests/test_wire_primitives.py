"""The reader and writer primitives against the byte tables of Conformance/FORMAT.md."""

from __future__ import annotations

import math
import struct

import pytest

from sheaf import ArchiveError
from sheaf.wire import I32, LEN, VARINT, Reader, Writer
from sheaf.wire.crc32c import crc32c
from sheaf.wire.header import finish_archive, read_header, write_header


def h(text: str) -> bytes:
    return bytes.fromhex(text.replace(" ", ""))


VARINTS = [
    (0, "00"),
    (127, "7F"),
    (128, "80 01"),
    (300, "AC 02"),
    (16384, "80 80 01"),
    (2**32 - 1, "FF FF FF FF 0F"),
    (2**64 - 1, "FF FF FF FF FF FF FF FF FF 01"),
]
ZIGZAG = [
    (0, "00"),
    (-1, "01"),
    (34, "44"),
    (-64, "7F"),
    (64, "80 01"),
    (-(2**31), "FF FF FF FF 0F"),
    (2**63 - 1, "FE FF FF FF FF FF FF FF FF 01"),
    (-(2**63), "FF FF FF FF FF FF FF FF FF 01"),
]


@pytest.mark.parametrize(("value", "text"), VARINTS)
def test_varint_both_ways(value: int, text: str) -> None:
    w = Writer()
    w.varint(value)
    assert w.getvalue() == h(text)
    r = Reader(h(text))
    assert r.varint() == value and r.remaining == 0


@pytest.mark.parametrize(("value", "text"), ZIGZAG)
def test_zigzag_both_ways(value: int, text: str) -> None:
    w = Writer()
    w.zigzag(value)
    assert w.getvalue() == h(text)
    assert Reader(h(text)).zigzag() == value


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("80 00", "overlongVarint"),
        ("FF FF FF FF FF FF FF FF FF 00", "overlongVarint"),
        ("FF FF FF FF FF FF FF FF FF 02", "oversizedVarint"),
        ("FF FF FF FF FF FF FF FF FF 80", "oversizedVarint"),
        ("80 80", "truncated"),
        ("", "truncated"),
    ],
)
def test_bad_varints(text: str, code: str) -> None:
    with pytest.raises(ArchiveError) as raised:
        Reader(h(text)).varint()
    assert (raised.value.code, raised.value.offset) == (code, 0)


@pytest.mark.parametrize(
    ("field_id", "kind", "text"),
    [(1, LEN, "0A"), (2, VARINT, "10"), (8, 1, "41"), (10, I32, "55"), (16, VARINT, "80 01")],
)
def test_keys(field_id: int, kind: int, text: str) -> None:
    w = Writer()
    w.key(field_id, kind)
    assert w.getvalue() == h(text)
    assert Reader(h(text)).key() == (field_id, kind)


@pytest.mark.parametrize(
    ("text", "code"), [("0B", "unknownWireKind"), ("0E", "unknownWireKind"), ("02", "invalidFieldID")]
)
def test_bad_keys(text: str, code: str) -> None:
    with pytest.raises(ArchiveError) as raised:
        Reader(h(text)).key()
    assert raised.value.code == code


def test_floats_keep_bit_patterns() -> None:
    assert Reader(h("00 00 00 00 00 00 F0 3F")).float64() == 1.0
    assert math.copysign(1.0, Reader(h("00 00 00 00 00 00 00 80")).float64()) == -1.0
    assert Reader(h("AB 00 00 00 00 00 F8 7F")).float64_bits() == 0x7FF80000000000AB
    assert Reader(h("00 00 80 3F")).float32() == 1.0
    w = Writer()
    w.float32_bits(0x7FC00001)
    assert w.getvalue() == h("01 00 C0 7F")


def test_strings_and_utf8() -> None:
    assert Reader(h("04 F0 9F 98 80")).string() == "😀"
    assert Reader(h("03 65 CC 81")).string() == "e\u0301"
    for bad in ("02 C0 80", "03 ED A0 80", "04 F4 90 80 80", "01 C3"):
        with pytest.raises(ArchiveError) as raised:
            Reader(h(bad)).string()
        assert (raised.value.code, raised.value.offset) == ("invalidUTF8", 0)
    with pytest.raises(ArchiveError) as raised:
        Reader(h("05 41 41")).string()
    assert raised.value.code == "lengthOutOfBounds"


def test_uuid_length() -> None:
    with pytest.raises(ArchiveError) as raised:
        Reader(h("02 00 01")).uuid_bytes()
    assert raised.value.code == "invalidUUID"


def test_nested_values_and_length_mismatch() -> None:
    w = Writer()
    mark = w.begin()
    w.string("x" * 200)
    w.finish(mark)
    data = w.getvalue()
    assert data[:3] == h("CA 01 C8")
    r = Reader(data)
    saved = r.enter()
    assert r.string() == "x" * 200
    r.leave(saved)
    r = Reader(h("03 01 61 FF"))
    saved = r.enter()
    r.string()
    with pytest.raises(ArchiveError) as raised:
        r.leave(saved)
    assert (raised.value.code, raised.value.offset) == ("lengthMismatch", 3)


def test_depth_limit_is_checked_before_the_length() -> None:
    r = Reader(h("02 01 00"), max_depth=2)
    r.enter()
    r.enter()
    with pytest.raises(ArchiveError) as raised:
        r.enter()
    assert (raised.value.code, raised.value.offset) == ("depthLimitExceeded", 2)
    w = Writer(max_depth=1)
    w.begin()
    with pytest.raises(ArchiveError):
        w.begin()


def test_counts_are_checked_before_allocation() -> None:
    with pytest.raises(ArchiveError) as raised:
        Reader(h("FF FF FF FF 0F 00")).count(1)
    assert (raised.value.code, raised.value.offset) == ("countOutOfBounds", 0)


@pytest.mark.parametrize(
    ("values", "signed", "text"),
    [
        ([1, -1, 127, -128], True, "01 01 FF 7F 80"),
        ([128], True, "02 80 00"),
        # Varints (layout 0) only when strictly smaller than the minimal fixed width:
        # zig-zag(-32769) = 65537 takes 3 bytes against 4; zig-zag(2^31) = 2^32 takes 5 against 8.
        ([-32769], True, "00 81 80 04"),
        ([2**31], True, "00 80 80 80 80 10"),
        ([1, 2**40], False, "00 01 80 80 80 80 80 20"),
        # A tie keeps the fixed width: zig-zag(128) = 256 takes 2 varint bytes, as int16 does.
        ([128, 128], True, "02 80 00 80 00"),
        ([128, 1], True, "00 80 02 02"),  # 3 varint bytes against 4
        ([255, 256], False, "02 FF 00 00 01"),
        ([255], False, "01 FF"),
        ([2**63 - 1, -(2**63)], True, "08 FF FF FF FF FF FF FF 7F 00 00 00 00 00 00 00 80"),
    ],
)
def test_packed_integers(values: list[int], signed: bool, text: str) -> None:
    w = Writer()
    w.packed_ints(values, signed)
    assert w.getvalue() == h(text)
    assert Reader(h(text)).packed_ints(len(values), signed, 8) == values


def test_packed_widths() -> None:
    assert Reader(h("01 FF")).packed_ints(1, True, 2) == [-1]
    assert Reader(h("01 FF")).packed_ints(1, False, 2) == [255]
    assert Reader(h("04 01 00 00 00")).packed_ints(1, True, 4) == [1]
    for text, width in (("03 01 00 00", 8), ("08 01 00 00 00 00 00 00 00", 2)):
        with pytest.raises(ArchiveError) as raised:
            Reader(h(text)).packed_ints(1, True, width)
        assert (raised.value.code, raised.value.offset) == ("invalidPackedWidth", 0)


def test_packed_varints_are_checked() -> None:
    # Layout 0 is allowed for every element type; each varint must fit it.
    assert Reader(h("00 01 7F")).packed_ints(2, True, 1) == [-1, -64]
    assert Reader(h("00 FF 01")).packed_ints(1, False, 1) == [255]
    for text, count, signed, width, expected in (
        ("00 80 02", 1, False, 1, ("integerOverflow", 1)),  # 256 into uint8
        ("00 80 02", 1, True, 1, ("integerOverflow", 1)),  # zig-zag 256 = 128 into int8
        ("00 01 80", 2, False, 8, ("truncated", 2)),  # the second varint runs past the end
        ("00 81 00", 1, False, 8, ("overlongVarint", 1)),
        ("00 01", 2, False, 8, ("countOutOfBounds", -1)),  # 2 varints need 2 bytes after the layout
        ("05 01", 1, False, 8, ("invalidPackedWidth", 0)),
    ):
        with pytest.raises(ArchiveError) as raised:
            Reader(h(text)).packed_ints(count, signed, width)
        assert (raised.value.code, raised.value.offset) == expected, text


def test_packed_floats_and_bools() -> None:
    data = struct.pack("<2d", 1.0, -2.0)
    assert Reader(data).packed_floats(2, 8) == [1.0, -2.0]
    assert Reader(h("01 00 01")).packed_bools(3) == [True, False, True]
    with pytest.raises(ArchiveError) as raised:
        Reader(h("01 02")).packed_bools(2)
    assert (raised.value.code, raised.value.offset) == ("invalidBool", 1)


def test_skip_by_kind() -> None:
    r = Reader(h("96 01 | 00 00 00 00 00 00 F0 3F | 00 00 80 3F | 02 41 42".replace("|", "")))
    for kind in (VARINT, 1, I32, LEN):
        r.skip(kind)
    assert r.remaining == 0


def test_crc32c_check_values() -> None:
    assert crc32c(b"123456789") == 0xE3069283
    assert crc32c(bytes(32)) == 0x8A9136AA


EXAMPLE = h(
    "89 53 48 46 02 00 07 63 6F 6D 70 61 6E 79 03 01 23 45 67 89 AB CD EF"
    "08 45 6D 70 6C 6F 79 65 65 00 00 07 0A 03 41 6E 6E 10 44"
)


def test_header_example_both_ways() -> None:
    w = Writer()
    write_header(w, "company", 3, "0123456789abcdef", "Employee")
    w.varint(0)  # no tags
    w.varint(0)  # no instances
    mark = w.begin()
    w.key(1, LEN)
    w.string("Ann")
    w.key(2, VARINT)
    w.zigzag(34)
    w.finish(mark)
    assert finish_archive(w) == EXAMPLE
    header = read_header(EXAMPLE)
    assert (header.schema_name, header.version, header.fingerprint, header.root_type) == (
        "company",
        3,
        "0123456789abcdef",
        "Employee",
    )
    assert header.reader.pos == 0x20 and header.root_type_offset == 0x17


def _bitwise_crc32c(data: bytes) -> int:
    """CRC-32C bit by bit (no table), to check the package's table-driven one."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def test_the_format_documents_example_with_its_checksum() -> None:
    # Conformance/FORMAT.md §2: Employee(name: "Ann", age: 34) under company version 4, 42
    # bytes; with a checksum the trailer is CRC-32C 0xAEE24832.
    w = Writer()
    write_header(w, "company", 4, "00e00aa4ecdd9242", "Employee")
    w.raw(h("00 00 07 0A 03 41 6E 6E 10 44"))
    data = finish_archive(w, checksum=True)
    assert len(data) == 42 + 4 and data[-4:] == h("32 48 E2 AE")


def test_header_with_checksum() -> None:
    w = Writer()
    w.raw(EXAMPLE)
    data = finish_archive(w, checksum=True)
    flagged = EXAMPLE[:5] + b"\x01" + EXAMPLE[6:]
    assert data[5] == 1 and data[-4:] == _bitwise_crc32c(flagged).to_bytes(4, "little")
    assert read_header(data).reader.end == len(EXAMPLE)
    with pytest.raises(ArchiveError) as raised:
        read_header(data[:-1] + b"\x00")
    assert (raised.value.code, raised.value.offset) == ("checksumMismatch", len(EXAMPLE))


@pytest.mark.parametrize(
    ("data", "code", "offset"),
    [
        (b"\x89SH", "truncated", 0),
        (b"\x89SHX", "badMagic", 0),
        (b"PK", "badMagic", 0),
        (b"\x89SHF\x01\x00", "unsupportedFormatVersion", 4),  # format 1 is not read
        (b"\x89SHF\x03\x00", "unsupportedFormatVersion", 4),
        (b"\x89SHF\x02\x02", "unknownFlags", 5),
        (b"\x89SHF\x02\x01\x00", "truncated", 6),
        (EXAMPLE[:20], "truncated", 15),
        (EXAMPLE[:10], "lengthOutOfBounds", 6),
    ],
)
def test_bad_headers(data: bytes, code: str, offset: int) -> None:
    with pytest.raises(ArchiveError) as raised:
        read_header(data)
    assert (raised.value.code, raised.value.offset) == (code, offset)


def test_archive_error_text() -> None:
    error = ArchiveError("truncated", 17, "string needs 5 bytes, 2 remain").prepend(".name")
    assert str(error) == "truncated at byte 17 ($.name): string needs 5 bytes, 2 remain"
    assert error.path == "$.name"

"""An archive body shown without a schema, as ``protoc --decode_raw`` shows a message:
field ids, wire kinds and values; LEN values as nested messages when they parse as such."""

from __future__ import annotations

from ..jsonform.text import quote
from ..wire.errors import ArchiveError
from ..wire.reader import I32, I64, LEN, MAX_FIELD_ID, VARINT, Reader

__all__ = ["message_fields", "raw_lines"]

#: Nested messages deeper than this are shown as hex.
MAX_RAW_DEPTH = 100
_KINDS = {VARINT: "VARINT", I64: "I64", LEN: "LEN", I32: "I32"}

Field = tuple[int, int, int | bytes]


def message_fields(data: bytes) -> list[Field] | None:
    """The fields of ``data`` read as a message (id, kind, value: an int, or the LEN
    content), or None when it does not parse: an unknown kind, an id out of 1 … 2^29 - 1,
    a field that does not fit."""
    r = Reader(data)
    fields: list[Field] = []
    try:
        while r.pos < r.end:
            key = r.varint()
            field_id, kind = key >> 3, key & 7
            if kind not in _KINDS or not 1 <= field_id <= MAX_FIELD_ID:
                return None
            value: int | bytes
            if kind == VARINT:
                value = r.varint()
            elif kind == LEN:
                size = r.length()
                value = data[r.pos : r.pos + size]
                r.pos += size
            else:
                width = 8 if kind == I64 else 4
                at = r._need(width, "fixed")
                value = int.from_bytes(data[at : at + width], "little")
            fields.append((field_id, kind, value))
    except ArchiveError:
        return None
    return fields


def raw_lines(fields: list[Field], indent: str, depth: int = 1) -> list[str]:
    """One line per field (``ID KIND value``), nested messages in ``{`` … ``}``."""
    lines = []
    for field_id, kind, value in fields:
        head = f"{indent}{field_id} {_KINDS[kind]} "
        if isinstance(value, int):
            text = str(value) if kind == VARINT else f"0x{value:0{16 if kind == I64 else 8}x}"
            lines.append(head + text)
            continue
        inner = message_fields(value) if depth < MAX_RAW_DEPTH else None
        if inner:
            lines.append(head + "{")
            lines.extend(raw_lines(inner, indent + "  ", depth + 1))
            lines.append(indent + "}")
            continue
        try:
            lines.append(head + quote(value.decode("utf-8")))
        except UnicodeDecodeError:
            lines.append(head + f"<{value.hex()}>")
    return lines

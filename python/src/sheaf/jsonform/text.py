"""JSON text in the JSON form's fixed layout: two-space indentation, one member or element
per line, ``"key": value``, ``[]``/``{}`` when empty, a final line break; strings escape
only what must be escaped; floats in their shortest round-trip spelling."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["compact", "dump", "dumps", "quote"]

#: How many pieces of text `dump` gathers before handing them on as one string.
_PIECES_PER_WRITE = 4096

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def quote(text: str) -> str:
    """A JSON string literal: ``"`` and ``\\`` escaped, control characters and U+007F as
    short escapes or ``\\u00xx``; everything else as itself."""
    out = ['"']
    for char in text:
        escaped = _ESCAPES.get(char)
        if escaped is not None:
            out.append(escaped)
        elif char < " " or char == "\x7f":
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def _scalar(value: Any) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return quote(value)
    raise TypeError(f"{type(value).__name__} is not a JSON-form value")


def dumps(value: Any) -> str:
    """The text of a JSON-form value, ending in a line break."""
    pieces: list[str] = []
    dump(value, pieces.append)
    return "".join(pieces)


def compact(value: Any) -> str:
    """The text of a JSON-form value on one line, with no whitespace outside strings (a line
    of JSON Lines, without its line break): same key order, escaping and numbers as `dumps`."""
    if isinstance(value, dict):
        return "{" + ",".join(f"{quote(key)}:{compact(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(compact(item) for item in value) + "]"
    return _scalar(value)


def dump(value: Any, write: Callable[[str], None]) -> None:
    """Hands the text `dumps` gives to ``write``, in order, as it is produced: a few
    thousand pieces (about a thousand lines) joined at a time, so that a large value's text
    is never held whole (``sheaf-py dump`` prints it as it goes)."""
    sink = _Sink(write)
    _write(value, "", sink)
    sink.pieces.append("\n")
    sink.spill()


class _Sink:
    """Pieces of text gathered until there are enough to write at once."""

    __slots__ = ("pieces", "write")

    def __init__(self, write: Callable[[str], None]) -> None:
        self.pieces: list[str] = []
        self.write = write

    def spill(self) -> None:
        """Writes the gathered pieces as one string and starts again."""
        if self.pieces:
            self.write("".join(self.pieces))
            self.pieces.clear()


def _write(value: Any, indent: str, sink: _Sink) -> None:
    out = sink.pieces
    if isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        inner = indent + "  "
        out.append("{\n")
        for position, (key, item) in enumerate(value.items()):
            out.append(f"{inner}{quote(key)}: ")
            _write(item, inner, sink)
            out.append(",\n" if position < len(value) - 1 else "\n")
            if len(out) >= _PIECES_PER_WRITE:
                sink.spill()
        out.append(indent + "}")
    elif isinstance(value, list):
        if not value:
            out.append("[]")
            return
        inner = indent + "  "
        out.append("[\n")
        for position, item in enumerate(value):
            out.append(inner)
            _write(item, inner, sink)
            out.append(",\n" if position < len(value) - 1 else "\n")
            if len(out) >= _PIECES_PER_WRITE:
                sink.spill()
        out.append(indent + "]")
    else:
        out.append(_scalar(value))

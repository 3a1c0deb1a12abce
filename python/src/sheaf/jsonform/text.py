"""JSON text in the JSON form's fixed layout: two-space indentation, one member or element
per line, ``"key": value``, ``[]``/``{}`` when empty, a final line break; strings escape
only what must be escaped; floats in their shortest round-trip spelling."""

from __future__ import annotations

from typing import Any

__all__ = ["dumps", "quote"]

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
    out: list[str] = []
    _write(value, "", out)
    out.append("\n")
    return "".join(out)


def _write(value: Any, indent: str, out: list[str]) -> None:
    if isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        inner = indent + "  "
        out.append("{\n")
        for position, (key, item) in enumerate(value.items()):
            out.append(f"{inner}{quote(key)}: ")
            _write(item, inner, out)
            out.append(",\n" if position < len(value) - 1 else "\n")
        out.append(indent + "}")
    elif isinstance(value, list):
        if not value:
            out.append("[]")
            return
        inner = indent + "  "
        out.append("[\n")
        for position, item in enumerate(value):
            out.append(inner)
            _write(item, inner, out)
            out.append(",\n" if position < len(value) - 1 else "\n")
        out.append(indent + "]")
    else:
        out.append(_scalar(value))

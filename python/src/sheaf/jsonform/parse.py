"""Reading JSON text for the JSON form, strictly (RFC 8259): no ``NaN``/``Infinity``
literals, no key twice in one object (keys compared in NFD, so canonically equivalent keys
are the same), no lone surrogate escapes, well-formed UTF-8, an optional byte order mark."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

__all__ = ["JSONTextError", "parse_json"]


class JSONTextError(ValueError):
    """Text that is not acceptable JSON: ``code`` (``syntax``, ``invalidUTF8``,
    ``duplicateKey``), ``line`` and ``column`` from 1, byte ``offset`` from 0."""

    def __init__(self, code: str, message: str, line: int, column: int, offset: int) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset


def _position(text: str, index: int) -> tuple[int, int, int]:
    before = text[:index]
    line = before.count("\n") + 1
    column = index - (before.rfind("\n") + 1) + 1
    return line, column, len(before.encode("utf-8", "surrogatepass"))


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    seen: set[str] = set()
    for key, value in pairs:
        if any(0xD800 <= ord(c) <= 0xDFFF for c in key):
            raise ValueError("a lone surrogate escape")
        normal = unicodedata.normalize("NFD", key)
        if normal in seen:
            raise KeyError(key)
        seen.add(normal)
        out[key] = value
    return out


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(data: bytes) -> Any:
    """The value of JSON text; raises `JSONTextError`."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        prefix = data[: error.start].decode("utf-8")
        line, column, _ = _position(prefix, len(prefix))
        raise JSONTextError("invalidUTF8", "malformed UTF-8", line, column, error.start) from None
    try:
        value = json.loads(text, object_pairs_hook=_pairs, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        line, column, offset = _position(text, error.pos)
        raise JSONTextError("syntax", error.msg, line, column, offset) from None
    except RecursionError:
        raise JSONTextError("depthLimitExceeded", "the JSON nests too deeply", 1, 1, 0) from None
    except KeyError as error:
        raise JSONTextError("duplicateKey", f"key '{error.args[0]}' appears twice", 1, 1, 0) from None
    except ValueError as error:
        raise JSONTextError("syntax", str(error), 1, 1, 0) from None
    _check_strings(value)
    return value


def _check_strings(value: Any) -> None:
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if any(0xD800 <= ord(c) <= 0xDFFF for c in item):
                raise JSONTextError("syntax", "a lone surrogate escape", 1, 1, 0)
        elif isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)

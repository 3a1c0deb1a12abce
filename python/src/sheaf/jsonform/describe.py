"""How the JSON form's messages describe a value they did not expect, worded as the Swift
tool words them."""

from __future__ import annotations

from typing import Any

from .parse import number_text

__all__ = ["base64_problem", "json_kind"]

_BASE64_ALPHABET = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def json_kind(value: Any) -> str:
    """``null``, ``a boolean``, ``the number 3``, ``a string``, ``an array``, ``an object``; for
    what JSON does not have (a value built in Python), ``a Python tuple (not a JSON value)``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {number_text(value)}"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return f"a Python {type(value).__name__} (not a JSON value)"


def base64_problem(text: str) -> str:
    """Why text is not canonical padded base64."""
    data = text.encode("utf-8")
    if len(data) % 4:
        return f"base64 length {len(data)} is not a multiple of 4 (padding is required)"
    for start in range(0, len(data), 4):
        padding = 0
        for position in range(start, start + 4):
            byte = data[position]
            if byte == 0x3D and start + 4 == len(data) and position - start >= 2:
                padding += 1
            elif padding or byte not in _BASE64_ALPHABET:
                return f"invalid base64 character at position {position}"
    return "the last base64 character has non-zero unused bits"

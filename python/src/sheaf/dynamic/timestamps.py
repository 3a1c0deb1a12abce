"""Timestamps in the JSON form: RFC 3339 text in UTC with six fraction digits."""

from __future__ import annotations

from ..text.rfc3339 import format_microseconds

__all__ = ["timestamp_text"]


def timestamp_text(micros: int) -> str:
    """RFC 3339 in UTC with exactly six fraction digits, as the JSON form writes it."""
    text = format_microseconds(micros)
    head, _, rest = text[:-1].partition(".")
    return f"{head}.{rest.ljust(6, '0')}Z"

"""The ``$archive`` wrapper of the JSON form: the tables of the archive a dumped value's
kept bytes came from, so that `pack` starts from the same tables and every tag and
instance number inside those bytes keeps its meaning."""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from typing import Any

from ..jsonform.errors import JSONFormError
from ..wire.tables import TAG_PATTERN, field_sequence_error

__all__ = ["ArchiveTables", "archive_tables"]


@dataclass
class ArchiveTables:
    """``$archive`` read: the tags in order, the number of entries, and per entry either
    its raw content (from ``entries``) or None (an instance's ``$id`` names it)."""

    tags: list[str]
    instances: int
    entries: list[bytes | None]


def _field(error: JSONFormError, name: str) -> JSONFormError:
    return error.prepend(f".{name}").prepend(".$archive")


def archive_tables(value: Any) -> ArchiveTables:
    """Reads the ``$archive`` object: ``{"tags": [...], "instances": N, "entries": {"k": base64}}``."""
    if not isinstance(value, dict) or set(value) != {"tags", "instances", "entries"}:
        raise JSONFormError("wrongType", "$archive must be an object with tags, instances and entries").prepend(
            ".$archive"
        )
    tags = value["tags"]
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise _field(JSONFormError("wrongType", "expected an array of tags"), "tags")
    for tag in tags:
        if not TAG_PATTERN.fullmatch(tag):
            raise _field(JSONFormError("invalidValue", f"'{tag}' is not a well-formed tag"), "tags")
    if len(set(tags)) != len(tags):
        raise _field(JSONFormError("invalidValue", "a tag appears twice"), "tags")
    count = value["instances"]
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise _field(JSONFormError("wrongType", "expected a number of entries (0 or more)"), "instances")
    entries: list[bytes | None] = [None] * count
    given = value["entries"]
    if not isinstance(given, dict):
        raise _field(JSONFormError("wrongType", "expected an object of entries by number"), "entries")
    for key, text in given.items():
        if not re.fullmatch(r"[1-9][0-9]*", key) or int(key) > count:
            raise _field(JSONFormError("invalidReference", f"'{key}' is not an entry number (1 … {count})"), "entries")
        content = _base64(text, key)
        if field_sequence_error(content, 0, len(content)) is not None:
            raise _field(JSONFormError("invalidValue", f"entry {key} is not a well-formed field sequence"), "entries")
        entries[int(key) - 1] = content
    return ArchiveTables(list(tags), count, entries)


def _base64(text: Any, key: str) -> bytes:
    if isinstance(text, str):
        try:
            data = base64.b64decode(text.encode("ascii"), validate=True)
            if base64.b64encode(data).decode("ascii") == text:
                return data
        except (binascii.Error, UnicodeEncodeError, ValueError):
            pass
    raise _field(JSONFormError("invalidBase64", f"entry {key} is not canonical padded base64"), "entries")

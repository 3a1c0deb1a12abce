"""The ``$archive`` wrapper of the JSON form: the tables of the archive a dumped value's
kept bytes came from, so that `pack` starts from the same tables and every tag and
instance number inside those bytes keeps its meaning."""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from typing import Any

from ..jsonform.describe import base64_problem, json_kind
from ..jsonform.errors import JSONFormError
from ..wire.errors import index_component, key_component
from ..wire.tables import TAG_PATTERN, Tables, field_sequence_error

__all__ = ["ArchiveTables", "archive_tables", "dump_form"]


@dataclass
class ArchiveTables:
    """``$archive`` read: the tags in order, the number of entries N, and the raw content
    of the entries given as bytes, by number (the others are named by instances' ``$id``)."""

    tags: list[str]
    instances: int
    entries: dict[int, bytes]


def _fail(message: str, *components: str, code: str = "invalidArchive") -> JSONFormError:
    error = JSONFormError(code, message)
    for component in reversed(components):
        error.prepend(component)
    return error.prepend(".$archive")


def archive_tables(value: Any, document_size: int | None = None) -> ArchiveTables:
    """Reads the ``$archive`` object: exactly ``tags`` (well-formed, distinct member tags),
    ``instances`` (0 … 2^31 - 1, and no more than the document's ``document_size`` bytes
    could cover, when it was read from text) and ``entries`` (entry numbers 1 … N → base64
    of a well-formed field sequence); anything else is ``invalidArchive``. Nothing is
    allocated per entry number."""
    if not isinstance(value, dict):
        raise _fail(f"$archive must be an object with tags, instances and entries, found {json_kind(value)}")
    for key in value:
        if key not in ("tags", "instances", "entries"):
            raise _fail(f"$archive has tags, instances and entries only, found '{key}'").about_key(key)
    for key in ("tags", "instances", "entries"):
        if key not in value:
            raise _fail(f"$archive lacks '{key}'")
    tags = value["tags"]
    if not isinstance(tags, list):
        raise _fail(f"tags must be an array of member tags, found {json_kind(tags)}", ".tags")
    for index, tag in enumerate(tags):
        if not isinstance(tag, str) or not TAG_PATTERN.fullmatch(tag):
            raise _fail(
                f"a tag is a string of A–Z, a–z, 0–9, '_', '.', '-', found {json_kind(tag)}",
                ".tags",
                index_component(index),
            )
        if tag in tags[:index]:
            raise _fail(f'the tag table lists "{tag}" twice', ".tags", index_component(index))
    count = value["instances"]
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 2**31 - 1:
        raise _fail(f"instances must be the number of entries, 0 … {2**31 - 1}, found {json_kind(count)}", ".instances")
    if document_size is not None and count > document_size:
        # Each entry needs an `$id` or a raw entry, several bytes of text each.
        raise _fail(f"instances {count} is more than a document of {document_size} bytes can cover", ".instances")
    given = value["entries"]
    if not isinstance(given, dict):
        raise _fail(f"entries must be an object of entry numbers to base64, found {json_kind(given)}", ".entries")
    entries: dict[int, bytes] = {}
    for key, text in given.items():
        where = (".entries", key_component(key))
        if not re.fullmatch(r"[1-9][0-9]*", key) or int(key) > count:
            raise _fail(f'"{key}" is not an entry number (1…{count})', *where).about_key()
        if not isinstance(text, str):
            raise _fail(f"expected base64 text, found {json_kind(text)}", *where)
        content = _base64(text)
        if content is None:
            raise _fail(base64_problem(text), *where, code="invalidBase64")
        problem = field_sequence_error(content, 0, len(content))
        if problem is not None:
            message = f"{problem.message} (byte {problem.offset} of the entry)"
            raise _fail(f"entry {key} is not a well-formed field sequence: {message}", *where)
        entries[int(key)] = content
    return ArchiveTables(list(tags), count, entries)


def _base64(text: str) -> bytes | None:
    try:
        data = base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        return None
    return data if base64.b64encode(data).decode("ascii") == text else None


def dump_form(value: Any, map_root: bool, tables: Tables, data: bytes, kept: bool) -> Any:
    """A decoded value as `dump` shows it: wrapped with the archive's tables when it keeps
    bytes that may refer to them (unknown fields, opaque members, entries no reference
    reached) and a table is not empty; a map root that could be taken for the wrapper is
    always wrapped (with empty tables when none are needed)."""
    unreached = [k for k, reached in enumerate(tables.reached, 1) if not reached]
    needed = not tables.empty and (kept or bool(unreached))
    lookalike = map_root and isinstance(value, dict) and set(value) == {"$archive", "$root"}
    if not needed and not lookalike:
        return value
    archive: dict[str, Any] = {"tags": [], "instances": 0, "entries": {}}
    if needed:
        archive = {
            "tags": list(tables.tags),
            "instances": len(tables.entries),
            "entries": {
                str(k): base64.b64encode(data[tables.entries[k - 1][1] : tables.entries[k - 1][2]]).decode("ascii")
                for k in unreached
            },
        }
    return {"$archive": archive, "$root": value}

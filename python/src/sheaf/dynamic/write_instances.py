"""The encoder's writer of class instances and keeper of the archive's tables: each
instance's entry number (in a wrapped document, the entry its ``$id`` names) and entry
bytes, references (``$ref``, also before the instance they name), and the tag table."""

from __future__ import annotations

import itertools
import re
from typing import Any

from ..jsonform.describe import json_kind
from ..jsonform.errors import JSONFormError, Step
from ..jsonform.text import quote
from ..schema.model import NamedRef, SchemaSet
from ..wire.writer import Writer
from .archive import ArchiveTables
from .types import substitutions
from .write_records import RecordWriter
from .write_state import wrong_type

__all__ = ["InstanceWriter"]


class InstanceWriter(RecordWriter):
    """Writes class instances, numbering them, and keeps the tag and instance tables."""

    def __init__(self, schema_set: SchemaSet, writer: Writer, root: Any, origin: ArchiveTables | None) -> None:
        super().__init__(schema_set, writer)
        self.written: dict[str, int] = {}
        self.classes: dict[str, str] = {}
        self.labelled: dict[str, Any] = {}
        #: Objects (by ``id()``) whose ``$id`` an earlier one in the document has already.
        self.repeated: set[int] = set()
        self.root = root
        self._collect(root)
        # The tables: tags by number, and each entry's content once written (a wrapped
        # document starts from its archive's tables).
        self.origin = origin
        self.tags: list[str] = list(origin.tags) if origin else []
        self.tag_numbers = {tag: number for number, tag in enumerate(self.tags, 1)}
        self.entries: list[bytes | None] = []
        if origin is not None:
            self._check_coverage(origin)  # before a slot per entry is made
            self.entries = [origin.entries.get(number) for number in range(1, origin.instances + 1)]

    def _check_coverage(self, origin: ArchiveTables) -> None:
        """In a wrapped document, every entry 1 … N is covered exactly once: by the instance
        whose ``$id`` is its number, or by ``$archive``'s entries."""
        covered = set(origin.entries)
        for label in self.labelled:
            number = _entry_label(label, origin.instances)
            if number is None:
                continue
            if number in origin.entries:
                error = JSONFormError(
                    "invalidReference",
                    f"$id {label} names entry {number}, which $archive's entries already give as bytes",
                )
                error.location = ["$root", *_steps_to(self.root, self.labelled[label])]
                raise error
            covered.add(number)
        if len(covered) < origin.instances:
            missing = next(k for k in itertools.count(1) if k not in covered)
            raise JSONFormError(
                "invalidReference",
                f"entry {missing} of $archive (instances: {origin.instances}) is neither an instance's $id nor one of "
                "its entries",
            ).prepend(".$archive")

    def tag_number(self, tag: str) -> int:
        """The number of a tag in the tag table, added on first use."""
        number = self.tag_numbers.get(tag)
        if number is None:
            self.tags.append(tag)
            number = self.tag_numbers[tag] = len(self.tags)
        return number

    def finished_entries(self) -> list[bytes]:
        """The instance table once the root is written: a wrapped document must cover each
        entry of its archive exactly once, by an instance's ``$id`` or by ``entries``."""
        missing = [k for k, entry in enumerate(self.entries, 1) if entry is None]
        if missing:
            raise JSONFormError(
                "invalidReference", f"entry {missing[0]} of $archive is neither an instance's $id nor in its entries"
            )
        return [entry for entry in self.entries if entry is not None]

    def _collect(self, value: Any) -> None:
        """Every instance with an ``$id``, so a ``$ref`` may come before its instance; the
        first in document order keeps a label given twice, the later ones fail when written."""
        pending = [value]
        while pending:
            item = pending.pop()
            if isinstance(item, dict):
                label = item.get("$id")
                if isinstance(label, str) and "$ref" not in item:
                    if label in self.labelled:
                        self.repeated.add(id(item))
                    else:
                        self.labelled[label] = item
                pending.extend(reversed(item.values()))
            elif isinstance(item, list):
                pending.extend(reversed(item))

    def instance(self, value: Any, ref: NamedRef, extra: set[str]) -> None:
        """A class value: its entry's number; the first time an instance is met, its entry
        is written right then, to the side."""
        if not isinstance(value, dict):
            raise wrong_type("an object", value, ref)
        w = self.w
        w.check_depth()
        label = value.get("$ref")
        if "$ref" in value:  # `"$ref": null` included: a reference, and not a well-formed one
            other = next((key for key in value if key != "$ref" and key not in extra), None)
            if other is not None:
                message = f"an object with $ref holds nothing else, found '{other}'"
                raise JSONFormError("invalidReference", message).about_key(other)
            if not isinstance(label, str) or not label:
                message = f"$ref must be a non-empty string, found {json_kind(label)}"
                raise JSONFormError("invalidReference", message).at_member("$ref")
            if label not in self.written and label not in self.labelled:
                raise JSONFormError("invalidReference", f"no instance has $id {quote(label)}").at_member("$ref")
            if label not in self.written:
                self.instance(self.labelled[label], ref, extra)  # a forward reference: the instance goes here
                return
            if self.classes[label] != str(ref):
                message = f"instance {quote(label)} is a '{self.classes[label]}', not a '{ref}'"
                raise JSONFormError("invalidReference", message).at_member("$ref")
            w.varint(self.written[label])
            return
        own = value.get("$id")
        if "$id" in value and not (isinstance(own, str) and own):
            message = f"$id must be a non-empty string, found {json_kind(own)}"
            raise JSONFormError("invalidReference", message).at_member("$id")
        if id(value) in self.repeated:
            message = f"$id {quote(str(own))} is already taken by another instance"
            raise JSONFormError("duplicateInstanceID", message).at_member("$id")
        if isinstance(own, str) and own in self.written:
            w.varint(self.written[own])
            return
        number = self.entry_number(own)
        key = own if isinstance(own, str) else f"\0{number}"
        self.written[key] = number
        self.classes[key] = str(ref)
        w.varint(number)
        mark = len(w.buffer)
        w.depth += 1
        declaration = self.schema_set.types[ref.name]
        self.record(value, declaration.fields, substitutions(ref, self.schema_set), {"$id"} | extra, str(ref))
        w.depth -= 1
        self.entries[number - 1] = bytes(w.buffer[mark:])
        del w.buffer[mark:]

    def entry_number(self, label: str | None) -> int:
        """The entry a newly met instance is written to: in a wrapped document, the entry its
        ``$id`` names (a decimal number 1 … N); otherwise the next one after every other."""
        if self.origin is not None and label is not None:
            number = _entry_label(label, self.origin.instances)
            if number is not None:
                self.entries[number - 1] = b""  # taken: its content is written after its fields
                return number
        self.entries.append(b"")
        return len(self.entries)


def _steps_to(root: Any, target: Any) -> list[Step]:
    """The keys and indexes that lead from `root` to the object `target` (by identity)."""
    pending: list[tuple[Any, list[Step]]] = [(root, [])]
    while pending:
        item, steps = pending.pop()
        if item is target:
            return steps
        if isinstance(item, dict):
            pending.extend((value, [*steps, key]) for key, value in item.items())
        elif isinstance(item, list):
            pending.extend((value, [*steps, index]) for index, value in enumerate(item))
    return []


def _entry_label(label: str, count: int) -> int | None:
    """The entry number an instance's ``$id`` names in a wrapped document (decimal 1 … N), or
    None for a label that makes a new instance."""
    if re.fullmatch(r"[1-9][0-9]*", label) and int(label) <= count:
        return int(label)
    return None

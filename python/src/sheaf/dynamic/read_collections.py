"""The decoder's readers of lists (packed and unpacked) and maps."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..schema.facts import PackKind, packing, wire_kind
from ..schema.model import DeclarationKind, NamedRef, PrimitiveRef, SchemaSet, TypeRef
from ..wire.errors import ArchiveError, index_component, key_component
from .floats import float32_json, float64_json
from .read_scalars import ScalarReader
from .read_state import JSON

__all__ = ["CollectionReader"]


class CollectionReader(ScalarReader):
    """Reads lists and maps; while validating, a failing leaf element is stepped over so
    the next one is checked too."""

    def list_value(self, element: TypeRef) -> JSON:
        """A list's elements (packed for integers, floats and bools)."""
        r = self.r
        saved = self.enter()
        packed = packing(element)
        if packed is not None and packed.kind is PackKind.INT:
            count = r.count(1)
            out: list[JSON] = list(r.packed_ints(count, packed.signed, packed.size))
        elif packed is not None and packed.kind is PackKind.FLOAT:
            size = packed.size
            count = r.count(size)
            convert: Callable[[int], JSON] = float64_json if size == 8 else float32_json
            pos = r.pos
            data = r.data
            out = [convert(int.from_bytes(data[pos + i * size : pos + (i + 1) * size], "little")) for i in range(count)]
            r.pos = pos + count * size
        elif packed is not None:
            count = r.count(1)
            try:
                out = list(r.packed_bools(count))
            except ArchiveError as error:
                raise error.prepend(index_component(error.offset - r.pos if error.offset is not None else 0))
        else:
            count = r.count(1)
            out = []
            leaf_kind = _leaf_kind(element, self.schema_set)
            for index in range(count):
                start = r.pos
                component = index_component(index)
                self._path.append(component)
                try:
                    out.append(self.value(element))
                    failed = None
                except ArchiveError as error:
                    failed = error.prepend(component)
                    if not self.collecting or self.stopped or leaf_kind is None:
                        raise
                finally:
                    self._path.pop()
                if failed is not None and leaf_kind is not None:
                    # A leaf can be stepped over by its wire kind, so the next element is checked too.
                    r.pos = start
                    try:
                        r.skip(leaf_kind)
                    except ArchiveError:
                        raise failed from None
                    self.record_error(failed)
        self.leave(saved)
        return out

    def map(self, key: TypeRef, value: TypeRef) -> JSON:
        """A map's entries in the format's canonical key order, keyed by their JSON text."""
        r = self.r
        saved = self.enter()
        count = r.count(2)
        entries: list[tuple[Any, str, JSON]] = []
        seen: set[Any] = set()
        for _ in range(count):
            start = r.pos
            order, identity, text = self.map_key(key)
            component = key_component(text)
            # Keys compare by bytes, and canonically equivalent strings count as the same key.
            # The whole entry is read first: a bad value is reported, not the repeated key.
            repeated = identity in seen
            seen.add(identity)
            self._path.append(component)
            try:
                item = self.value(value)
            except ArchiveError as error:
                raise error.prepend(component)
            finally:
                self._path.pop()
            if repeated:
                failure = ArchiveError("duplicateMapKey", start, f"key {text} appears more than once").prepend(
                    component
                )
                if not self.collecting:
                    raise failure
                self.record_error(failure)
            entries.append((order, text, item))
        self.leave(saved)
        entries.sort(key=lambda entry: entry[0])
        return {text: item for _, text, item in entries}


def _leaf_kind(ref: TypeRef, schema_set: SchemaSet) -> int | None:
    """The wire kind of a list element that has nothing below it (a scalar, raw enum or
    option set), by which a failing element is stepped over; None for nested values."""
    if isinstance(ref, PrimitiveRef):
        return wire_kind(ref, schema_set.types)
    if isinstance(ref, NamedRef) and schema_set.types[ref.name].kind in (
        DeclarationKind.RAW_ENUM,
        DeclarationKind.OPTIONS,
    ):
        return wire_kind(ref, schema_set.types)
    return None

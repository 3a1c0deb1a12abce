"""The encoder's writers of lists (packed and unpacked) and maps."""

from __future__ import annotations

from typing import Any

from ..jsonform.errors import JSONFormError
from ..jsonform.text import quote
from ..schema.facts import PackKind, packing
from ..schema.model import ListRef, MapRef, PrimitiveRef, TypeRef
from ..wire.errors import index_component, key_component
from .write_scalars import ScalarWriter
from .write_state import wrong_type

__all__ = ["CollectionWriter"]


class CollectionWriter(ScalarWriter):
    """Writes lists and maps (map entries sorted by key)."""

    def list_value(self, value: Any, element: TypeRef) -> None:
        """Writes a list (integers packed at their minimal width)."""
        if not isinstance(value, list):
            raise wrong_type("an array", value, ListRef(element))
        w = self.w
        mark = w.begin()
        w.varint(len(value))
        packed = packing(element)
        if packed is not None and packed.kind is PackKind.INT and isinstance(element, PrimitiveRef):
            numbers = []
            for index, item in enumerate(value):
                try:
                    numbers.append(self.integer(item, element.primitive))
                except JSONFormError as error:
                    raise error.prepend(index_component(index))
            w.packed_ints(numbers, packed.signed)
        else:
            for index, item in enumerate(value):
                try:
                    self.value(item, element)
                except JSONFormError as error:
                    raise error.prepend(index_component(index))
        w.finish(mark)

    def map(self, value: Any, key: TypeRef, item: TypeRef) -> None:
        """Writes a map, its entries in the format's canonical key order."""
        if not isinstance(value, dict):
            raise wrong_type("an object", value, MapRef(key, item))
        entries = []
        seen: dict[Any, str] = {}
        for text, entry in value.items():
            if not isinstance(text, str):  # the JSON form's keys are the keys' text
                error = wrong_type("a string key (the key's text)", text, MapRef(key, item))
                raise error.prepend(key_component(str(text))).about_key()
            try:
                order, identity, encoded = self.map_key(text, key)
            except JSONFormError as error:
                raise error.prepend(key_component(text)).about_key()
            if identity in seen:
                message = f"key {quote(text)} denotes a key given earlier in this map"
                raise JSONFormError("duplicateMapKey", message).prepend(key_component(text)).about_key()
            seen[identity] = text
            entries.append((order, encoded, text, entry))
        entries.sort(key=lambda e: e[0])
        w = self.w
        mark = w.begin()
        w.varint(len(entries))
        for _, encoded, text, entry in entries:
            w.raw(encoded)
            try:
                self.value(entry, item)
            except JSONFormError as error:
                raise error.prepend(key_component(text))
        w.finish(mark)

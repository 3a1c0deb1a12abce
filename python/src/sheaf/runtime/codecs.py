"""`Codecs`: the bookkeeping of one schema set's compiled functions — which function reads
or writes which type, the constants the code refers to, and what the code writers
(`decoder.py`, `encoder.py`) ask of a field. `compiler.py` makes one per set."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Protocol

from sheaf.runtime.infos import SchemaSet, TypeInfo, attribute
from sheaf.runtime.source import Source
from sheaf.schema.facts import implicit_default, wire_kind
from sheaf.schema.model import DefaultKind, Field, GenericParameterRef, NamedRef, TypeRef


class CodeWriter(Protocol):
    """Writes the source of one type's decode or encode function."""

    def function(self, name: str, info: TypeInfo, bindings: dict[str, TypeRef]) -> None: ...


#: Makes the code writer of one function from the codecs and the source being written.
Builder = Callable[["Codecs", Source], CodeWriter]


class Codecs:
    """The compiled functions of one schema set, built on first use of each type."""

    def __init__(self, schemas: SchemaSet, namespace: dict[str, Any], decoder: Builder, encoder: Builder) -> None:
        self.schemas = schemas
        self.ns = namespace
        self.builders = {True: decoder, False: encoder}
        self.decoders: dict[str, str] = {}
        self.encoders: dict[str, str] = {}
        self.pending: list[tuple[str, NamedRef, bool, bool]] = []
        self.constants: dict[int, str] = {}

    def decoder(self, t: NamedRef) -> Callable[..., tuple[Any, int]]:
        """The decode function of the named type (or generic instance) `t`."""
        name = self.function(t, decode=True)
        self._flush()
        return self.ns[name]  # type: ignore[no-any-return]

    def encoder(self, t: NamedRef) -> Callable[..., None]:
        """The encode function of the named type (or generic instance) `t`."""
        name = self.function(t, decode=False)
        self._flush()
        return self.ns[name]  # type: ignore[no-any-return]

    # Bookkeeping

    def function(self, t: NamedRef, decode: bool, opaque: bool = False) -> str:
        """The name of the decode or encode function of `t` (with `opaque`: of the opaque
        members of the family `t`), compiled before the next call returns."""
        table = self.decoders if decode else self.encoders
        text = str(t) + (" opaque" if opaque else "")
        name = table.get(text)
        if name is None:
            suffix = "_opaque" if opaque else ""
            name = table[text] = f"{'d' if decode else 'e'}{len(table)}_{t.name}{suffix}"
            self.pending.append((name, t, decode, opaque))
        return name

    def _flush(self) -> None:
        while self.pending:
            name, t, decode, opaque = self.pending.pop()
            src = Source()
            info = self.schemas.info(t.name)
            if opaque:
                assert info.opaque is not None
                info = info.opaque
            bindings = dict(zip(info.params, t.arguments))
            builder = self.builders[decode](self, src)
            builder.function(name, info, bindings)
            code = compile(src.text(), f"<sheaf {name}: {t}>", "exec")
            exec(code, self.ns)

    def const(self, value: Any) -> str:
        """A global name in the compiled code bound to `value`."""
        key = id(value)
        name = self.constants.get(key)
        if name is None:
            name = self.constants[key] = f"K{len(self.constants)}"
            self.ns[name] = value
            self.ns[name + "_keep"] = value
        return name

    def wire_kind(self, t: TypeRef) -> int:
        """The wire kind of a field of type `t`."""
        return wire_kind(t, self.schemas.declarations)

    def field_default(self, info: TypeInfo, cls: type[Any], field: Field, t: TypeRef) -> Any:
        """The default of a field as generated (`dataclasses.MISSING` when it has none).

        A field whose declared type is a generic parameter follows its argument: it may be
        absent when the argument has a natural default (an optional, a list, a map, an
        option set).
        """
        spec = {f.name: f for f in dataclasses.fields(cls)}.get(attribute(field))
        if spec is not None and spec.default is not dataclasses.MISSING:
            return spec.default
        if spec is not None and spec.default_factory is not dataclasses.MISSING:
            return spec.default_factory()
        implicit = (
            implicit_default(t, self.schemas.declarations) if isinstance(field.type, GenericParameterRef) else None
        )
        if implicit is None:
            return dataclasses.MISSING
        if implicit.kind is DefaultKind.OPTIONS:
            assert isinstance(t, NamedRef)
            return self.schemas.info(t.name).cls(0)
        return {DefaultKind.NULL: None, DefaultKind.EMPTY_LIST: [], DefaultKind.EMPTY_MAP: {}}[implicit.kind]

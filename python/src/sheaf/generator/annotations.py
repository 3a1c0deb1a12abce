"""Python spellings of schema types and defaults, for generated modules."""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable

from sheaf.runtime.infos import python_name
from sheaf.schema.facts import field_default
from sheaf.schema.model import (
    Declaration,
    DeclarationKind,
    DefaultValue,
    Field,
    GenericParameterRef,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    PrimitiveRef,
    ProtocolRef,
    TypeRef,
)

_PRIMITIVES = {
    "bool": "bool",
    "float32": "float",
    "float64": "float",
    "string": "str",
    "bytes": "bytes",
    "timestamp": "datetime.datetime",
    "url": "str",
    "uuid": "uuid.UUID",
}

#: Qualifies a type name with its module when another module declares it.
Qualifier = Callable[[str], str]


def annotation(ref: TypeRef, qualify: Qualifier) -> str:
    """The Python type of a field of type `ref`."""
    if isinstance(ref, PrimitiveRef):
        return _PRIMITIVES.get(ref.primitive.value, "int")
    if isinstance(ref, OptionalRef):
        return f"{annotation(ref.wrapped, qualify)} | None"
    if isinstance(ref, ListRef):
        return f"list[{annotation(ref.element, qualify)}]"
    if isinstance(ref, MapRef):
        return f"dict[{annotation(ref.key, qualify)}, {annotation(ref.value, qualify)}]"
    if isinstance(ref, NamedRef) and ref.arguments:
        return f"{qualify(ref.name)}[{', '.join(annotation(a, qualify) for a in ref.arguments)}]"
    if isinstance(ref, (NamedRef, ProtocolRef)):
        return qualify(ref.name)
    assert isinstance(ref, GenericParameterRef)
    return ref.name


def default_expression(field: Field, declarations: dict[str, Declaration], qualify: Qualifier) -> str | None:
    """The dataclass default of a field (`= …` without the `=`), or None when required."""
    value = field_default(field, field.type, declarations)
    return None if value is None else literal(value, field.type, declarations, qualify)


def literal(value: DefaultValue, ref: TypeRef, declarations: dict[str, Declaration], qualify: Qualifier) -> str:
    """A declared default as a Python expression."""
    while isinstance(ref, OptionalRef):
        ref = ref.wrapped
    kind, raw = value.kind, value.value
    if kind == "null":
        return "None"
    if kind == "emptyList":
        return "dataclasses.field(default_factory=_sheaf.empty_list)"
    if kind == "emptyMap":
        return "dataclasses.field(default_factory=_sheaf.empty_dict)"
    if kind == "float":
        assert isinstance(raw, float)
        if math.isnan(raw):
            return 'float("nan")'
        if math.isinf(raw):
            return 'float("inf")' if raw > 0 else '-float("inf")'
        return repr(raw)
    if kind == "timestamp":
        assert isinstance(raw, int)
        instant = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc) + datetime.timedelta(microseconds=raw)
        parts = [instant.year, instant.month, instant.day, instant.hour, instant.minute, instant.second]
        if instant.microsecond:
            parts.append(instant.microsecond)
        return f"datetime.datetime({', '.join(str(p) for p in parts)}, tzinfo=datetime.timezone.utc)"
    if kind == "uuid":
        return f'uuid.UUID("{raw}")'
    if kind == "enumCase":
        assert isinstance(ref, NamedRef) and isinstance(raw, str)
        declaration = declarations[ref.name]
        if declaration.kind is DeclarationKind.PAYLOAD_ENUM:
            return f"{qualify(ref.name)}.{python_name(raw)}()"
        return f"{qualify(ref.name)}.{python_name(raw)}"
    if kind == "options":
        assert isinstance(ref, NamedRef) and isinstance(raw, tuple)
        name = qualify(ref.name)
        return " | ".join(f"{name}.{python_name(f)}" for f in raw) if raw else f"{name}(0)"
    return repr(raw)

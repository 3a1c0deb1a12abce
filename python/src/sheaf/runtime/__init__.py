"""The runtime of generated Python classes.

Modules written by `sheaf-py generate` declare their classes on these bases and register
each with its schema (`Schema.struct`, `Schema.klass`, …): field ids, schema names and
canonical type expressions. The decode and encode functions are compiled from those
registrations once per type, on first use (`compiler.py`).
"""

from __future__ import annotations

from typing import Any

from sheaf.runtime.infos import Case, Schema, TypeInfo, fields, python_name, schema_set
from sheaf.runtime.messages import (
    Class,
    Message,
    OpaqueMember,
    OpenEnum,
    Options,
    PayloadEnum,
    Protocol,
    RawEnum,
    Struct,
    UnknownFields,
    write_atomically,
)

__all__ = [
    "Class",
    "Message",
    "OpaqueMember",
    "OpenEnum",
    "Options",
    "PayloadEnum",
    "Protocol",
    "RawEnum",
    "Schema",
    "Struct",
    "UnknownFields",
    "empty_dict",
    "empty_list",
    "python_name",
    "register",
    "schema",
    "write_atomically",
]


def empty_list() -> list[Any]:
    """A new empty list: the default factory of list fields (a field may be named `list`)."""
    return []


def empty_dict() -> dict[Any, Any]:
    """A new empty dict: the default factory of map fields (a field may be named `dict`)."""
    return {}


def schema(module: str, siblings: tuple[str, ...], name: str, version: int, fingerprint: str) -> Schema:
    """The schema a generated module declares types of.

    `siblings` names every module of the same `generate` run (types may refer to each other
    across them); `fingerprint` is the schema's 16 hex digits.
    """
    return schema_set(module, siblings).schema(name, version, fingerprint)


def register(
    owner: Schema,
    cls: type[Any],
    name: str,
    kind: str,
    *,
    params: tuple[str, ...] = (),
    fields: tuple[tuple[int, str, str], ...] = (),
    tag: str = "",
    conforms: tuple[str, ...] = (),
    raw: str = "",
    open: bool = False,
    cases: tuple[tuple[int, str, type[Any], tuple[tuple[int, str, str], ...]], ...] = (),
    opaque: type[Any] | None = None,
) -> None:
    """Registers the generated class `cls` for the schema type `name`.

    `kind` is struct, class, enum, options, payload or protocol; `fields` are
    `(id, schema name, type expression)`; `cases` (payload enums) are
    `(id, name, case class, fields)`; `opaque` (protocols) is the class of the family's
    opaque members.
    """
    info = TypeInfo(
        schema=owner,
        name=name,
        cls=cls,
        kind=kind,
        params=params,
        fields=_fields(fields),
        tag=tag or name,
        conforms=conforms,
        raw=raw,
        open=open,
        cases=tuple(Case(i, n, c, _fields(f)) for i, n, c, f in cases),
    )
    if opaque is not None:
        info.opaque = TypeInfo(schema=owner, name=name, cls=opaque, kind="opaque", fields=info.fields, tag=name)
        opaque._sheaf_info = info.opaque
    owner.set.types[name] = info
    cls._sheaf_info = info
    for case in info.cases:
        # `Shape.circle(radius=1.5)` is how the case is reached, and how it prints.
        case.cls.__qualname__ = f"{cls.__qualname__}.{python_name(case.name)}"


def _fields(items: tuple[tuple[int, str, str], ...]) -> Any:
    return fields(*items)

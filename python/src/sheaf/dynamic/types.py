"""What the dynamic codec asks of a root type: its text resolved against a schema set, its
generic bindings, and the schema its archive carries. (Wire kinds, packing and
requiredness are the model's facts: `sheaf.schema.facts`.)"""

from __future__ import annotations

from ..schema.model import ListRef, MapRef, NamedRef, OptionalRef, ProtocolRef, SchemaSet, TypeRef
from ..schema.typetext import resolve_type_text as resolve

__all__ = ["first_declared_name", "resolve_type_text", "root_schema_name", "substitutions"]


def resolve_type_text(text: str, schema_set: SchemaSet) -> TypeRef:
    """Resolves a root type expression against the set; raises ValueError."""
    return resolve(text, schema_set.types)


def substitutions(ref: NamedRef, schema_set: SchemaSet) -> dict[str, TypeRef]:
    """The generic parameters of ``ref``'s declaration bound to its arguments."""
    declaration = schema_set.types[ref.name]
    return dict(zip(declaration.generic_parameters, ref.arguments))


def first_declared_name(ref: TypeRef) -> str | None:
    """The first declared type met reading the expression left to right (a generic type
    before its arguments, a map's key before its value)."""
    if isinstance(ref, (NamedRef, ProtocolRef)):
        return ref.name
    if isinstance(ref, OptionalRef):
        return first_declared_name(ref.wrapped)
    if isinstance(ref, ListRef):
        return first_declared_name(ref.element)
    if isinstance(ref, MapRef):
        return first_declared_name(ref.key) or first_declared_name(ref.value)
    return None


def root_schema_name(ref: TypeRef, schema_set: SchemaSet) -> str | None:
    """The schema an archive of this root type carries: the one declaring its first declared
    type; for a root type naming none, the set's only schema (None with several)."""
    name = first_declared_name(ref)
    if name is not None:
        return schema_set.types[name].schema_name
    return schema_set.schemas[0].name if len(schema_set.schemas) == 1 else None

"""Resolving and checking lists of fields: types, defaults, ``since``, and the uniqueness
of ids and names (aliases and inherited fields included) against reserved entries."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .diagnostics import DiagnosticCollector, Note, SourceLocation
from .model import Field
from .syntax_tree import FieldSyntax, Located
from .types import DefaultResolver, TypeResolver

__all__ = ["FieldIdentity", "FieldResolver", "check_uniqueness"]


class FieldResolver:
    """Resolves written fields; those whose type does not resolve are left out."""

    def __init__(self, types: TypeResolver, defaults: DefaultResolver) -> None:
        self.types = types
        self.defaults = defaults

    def resolve(
        self, fields: Sequence[FieldSyntax], generics: list[str], schema_version: int, diagnostics: DiagnosticCollector
    ) -> list[Field]:
        """The resolved fields, in written order."""
        result = []
        for syntax in fields:
            ref = self.types.resolve(syntax.type, generics, diagnostics)
            if ref is None:
                continue
            default = (
                self.defaults.resolve(syntax.default_node, ref, syntax.name.value, diagnostics)
                if syntax.default_node is not None
                else None
            )
            if syntax.since is not None and syntax.since.value > schema_version:
                diagnostics.error(
                    "since-after-version",
                    syntax.since.location,
                    f"field '{syntax.name.value}' is marked since version {syntax.since.value}, "
                    f"but the schema is at version {schema_version}",
                )
            result.append(
                Field(
                    name=syntax.name.value,
                    id=syntax.id.value,
                    type=ref,
                    default=default,
                    doc=syntax.doc,
                    since=syntax.since.value if syntax.since else None,
                    aliases=tuple(a.value for a in syntax.aliases),
                    location=syntax.name.location,
                )
            )
        return result


@dataclass
class FieldIdentity:
    """What must be unique about a field, from the syntax so unresolved fields count too."""

    name: str
    id: int
    aliases: Sequence[str]
    location: SourceLocation
    id_location: SourceLocation

    @staticmethod
    def of_field(field: Field) -> FieldIdentity:
        assert field.location is not None
        return FieldIdentity(field.name, field.id, field.aliases, field.location, field.location)

    @staticmethod
    def of_syntax(syntax: FieldSyntax) -> FieldIdentity:
        return FieldIdentity(
            syntax.name.value,
            syntax.id.value,
            [a.value for a in syntax.aliases],
            syntax.name.location,
            syntax.id.location,
        )


def check_uniqueness(
    fields: Sequence[FieldIdentity],
    reserved: Sequence[Located[int | str]],
    owner: str,
    diagnostics: DiagnosticCollector,
) -> None:
    """Reports ids and names (aliases included) used twice or reserved."""
    first_by_id: dict[int, FieldIdentity] = {}
    first_by_name: dict[str, FieldIdentity] = {}
    reserved_ids: dict[int, SourceLocation] = {}
    reserved_names: dict[str, SourceLocation] = {}
    for entry in reserved:
        if isinstance(entry.value, int):
            reserved_ids.setdefault(entry.value, entry.location)
        else:
            reserved_names.setdefault(entry.value, entry.location)
    for field in fields:
        first = first_by_id.get(field.id)
        if first is not None:
            diagnostics.error(
                "duplicate-field-id",
                field.id_location,
                f"field id {field.id} of '{field.name}' is already used by '{first.name}' in {owner}",
                [Note(first.location, f"'{first.name}' declared here")],
            )
        else:
            first_by_id[field.id] = field
        if field.id in reserved_ids:
            diagnostics.error(
                "reserved-field",
                field.id_location,
                f"field id {field.id} of '{field.name}' is reserved in {owner}",
                [Note(reserved_ids[field.id], "reserved here")],
            )
        for index, name in enumerate([field.name, *field.aliases]):
            what = "field name" if index == 0 else "alias"
            first = first_by_name.get(name)
            if first is not None:
                diagnostics.error(
                    "duplicate-field-name",
                    field.location,
                    f"{what} '{name}' is already used by field '{first.name}' in {owner}",
                    [Note(first.location, "first used here")],
                )
            else:
                first_by_name[name] = field
            if name in reserved_names:
                diagnostics.error(
                    "reserved-field",
                    field.location,
                    f"{what} '{name}' is reserved in {owner}",
                    [Note(reserved_names[name], "reserved here")],
                )

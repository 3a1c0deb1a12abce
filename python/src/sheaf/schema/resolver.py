"""From the syntax of every file to the resolved `SchemaSet`: groups files into schemas,
builds declarations, merges inherited fields, assigns family members, finds types that
contain themselves by value, and warns about naming style."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from .declarations import DeclarationBuilder
from .diagnostics import DiagnosticCollector, Note, SourceLocation
from .facts import tag_order
from .fields import FieldIdentity, FieldResolver, check_uniqueness
from .model import (
    Declaration,
    DeclarationKind,
    Field,
    GenericParameterRef,
    NamedRef,
    SchemaInfo,
    SchemaSet,
    TypeRef,
    substitute,
)
from .syntax_tree import SchemaFileSyntax, TypeSyntax
from .types import DefaultResolver, TypeResolver

__all__ = ["resolve"]


def _order(location: SourceLocation | None) -> tuple[tuple[int, ...], int, int]:
    assert location is not None
    return (tuple(ord(c) for c in location.file), location.line, location.column)


def resolve(files: Sequence[SchemaFileSyntax], diagnostics: DiagnosticCollector) -> SchemaSet:
    """Resolves the files; the set holds everything that could be resolved."""
    schemas = _group(files, diagnostics)
    syntax_by_name = _index(files, diagnostics)
    field_resolver = FieldResolver(TypeResolver(syntax_by_name), DefaultResolver(syntax_by_name))
    declarations: dict[str, Declaration] = {}
    own_fields: dict[str, Sequence[Field]] = {}
    for syntax in sorted(syntax_by_name.values(), key=lambda s: _order(s.name.location)):
        builder = DeclarationBuilder(syntax, syntax_by_name, field_resolver)
        declarations[syntax.name.value] = builder.build(diagnostics)
        own_fields[syntax.name.value] = builder.own_fields
    _inherit(declarations, syntax_by_name, own_fields, diagnostics)
    _assign_members(declarations, syntax_by_name, diagnostics)
    _check_recursion(declarations, diagnostics)
    _check_style(syntax_by_name.values(), diagnostics)
    infos = [
        replace(schema, type_names=tuple(sorted(d.name for d in declarations.values() if d.schema_name == schema.name)))
        for schema in schemas
    ]
    return SchemaSet(tuple(sorted(infos, key=lambda s: s.name)), declarations)


def _group(files: Sequence[SchemaFileSyntax], diagnostics: DiagnosticCollector) -> list[SchemaInfo]:
    schemas: dict[str, tuple[SchemaInfo, SourceLocation]] = {}
    for file in files:
        name = file.name.value
        existing = schemas.get(name)
        if existing is None:
            schemas[name] = (SchemaInfo(name, file.version.value, (file.file,), (), file.doc), file.version.location)
            continue
        schema, version_location = existing
        if schema.version != file.version.value:
            diagnostics.error(
                "schema-version-mismatch",
                file.version.location,
                f"schema '{name}' is at version {schema.version} in another file, not {file.version.value}",
                [Note(version_location, f"version {schema.version} declared here")],
            )
        schemas[name] = (
            replace(schema, files=(*schema.files, file.file), doc=file.doc if schema.doc is None else schema.doc),
            version_location,
        )
    return [schema for schema, _ in schemas.values()]


def _index(files: Sequence[SchemaFileSyntax], diagnostics: DiagnosticCollector) -> dict[str, TypeSyntax]:
    by_name: dict[str, TypeSyntax] = {}
    for file in files:
        for declared in file.types:
            first = by_name.get(declared.name.value)
            if first is not None:
                diagnostics.error(
                    "duplicate-type",
                    declared.name.location,
                    f"type '{declared.name.value}' is declared twice",
                    [Note(first.name.location, "first declared here")],
                )
                continue
            by_name[declared.name.value] = declared
    return by_name


def _same_field(a: Field, b: Field) -> bool:
    return a.name == b.name and a.id == b.id and a.type == b.type and a.default == b.default


def _inherit(
    declarations: dict[str, Declaration],
    syntax_by_name: dict[str, TypeSyntax],
    own_fields: dict[str, Sequence[Field]],
    diagnostics: DiagnosticCollector,
) -> None:
    """Gives each member its protocols' fields (first, in ``conforms`` order), then checks
    every complete field list."""
    for name in sorted(declarations):
        declaration = declarations[name]
        syntax = syntax_by_name.get(name)
        if syntax is None:
            continue
        inherited: list[Field] = []
        reserved = list(syntax.reserved)
        for protocol in declaration.conformances:
            protocol_syntax = syntax_by_name.get(protocol)
            if protocol_syntax is None:
                continue
            reserved += protocol_syntax.reserved
            location = next((c.location for c in syntax.conforms if c.value == protocol), syntax.name.location)
            for own in own_fields.get(protocol, []):
                field = replace(own, inherited_from=protocol)
                existing = next((f for f in inherited if f.name == field.name or f.id == field.id), None)
                if existing is not None:
                    if _same_field(existing, field):
                        continue
                    assert existing.location is not None and field.location is not None
                    diagnostics.error(
                        "conflicting-inherited-field",
                        location,
                        f"'{name}' inherits field '{field.name}' (id {field.id}) from '{protocol}', which conflicts "
                        f"with field '{existing.name}' (id {existing.id}) from '{existing.inherited_from or ''}'",
                        [
                            Note(existing.location, f"'{existing.name}' declared here"),
                            Note(field.location, f"'{field.name}' declared here"),
                        ],
                    )
                    continue
                inherited.append(field)
        check_uniqueness(
            [FieldIdentity.of_field(f) for f in inherited] + [FieldIdentity.of_syntax(f) for f in syntax.fields],
            reserved,
            f"{syntax.kind.value} '{name}'",
            diagnostics,
        )
        if declaration.kind in (DeclarationKind.STRUCT, DeclarationKind.CLASS):
            declarations[name] = replace(declaration, fields=(*inherited, *own_fields.get(name, [])))


def _assign_members(
    declarations: dict[str, Declaration], syntax_by_name: dict[str, TypeSyntax], diagnostics: DiagnosticCollector
) -> None:
    """Lists each family's members (sorted by tag) and checks that tags are unique."""
    for family in sorted(declarations):
        if declarations[family].kind is not DeclarationKind.PROTOCOL:
            continue
        members = sorted(
            (d for d in declarations.values() if family in d.conformances), key=lambda d: _order(d.location)
        )
        first_by_tag: dict[str, Declaration] = {}
        for member in members:
            if member.tag is None:
                continue
            first = first_by_tag.get(member.tag)
            if first is not None:
                member_tag = syntax_by_name[member.name].tag if member.name in syntax_by_name else None
                first_tag = syntax_by_name[first.name].tag if first.name in syntax_by_name else None
                location = member_tag.location if member_tag else member.location
                first_location = first_tag.location if first_tag else first.location
                assert location is not None and first_location is not None
                diagnostics.error(
                    "duplicate-tag",
                    location,
                    f"'{member.name}' and '{first.name}' both use tag '{member.tag}' in protocol family '{family}'",
                    [Note(first_location, f"'{first.name}' uses it here")],
                )
                continue
            first_by_tag[member.tag] = member
        declarations[family] = replace(
            declarations[family],
            members=tuple(d.name for d in sorted(first_by_tag.values(), key=lambda d: tag_order(d.tag or ""))),
        )


_MAXIMUM_PATH = 64


def _check_recursion(declarations: dict[str, Declaration], diagnostics: DiagnosticCollector) -> None:
    """Structs and payload enums that contain themselves by value would be infinitely large."""

    def is_value_aggregate(declaration: Declaration) -> bool:
        return declaration.kind in (DeclarationKind.STRUCT, DeclarationKind.PAYLOAD_ENUM)

    def by_value_fields(declaration: Declaration) -> Sequence[Field]:
        if declaration.kind is DeclarationKind.STRUCT:
            return declaration.fields
        if declaration.kind is DeclarationKind.PAYLOAD_ENUM:
            return [f for c in declaration.payload_cases for f in c.fields]
        return []

    def find(
        instance: TypeRef,
        target: TypeRef,
        path: list[tuple[TypeRef, Field]],
        visited: frozenset[TypeRef],
        explored: set[TypeRef],
    ) -> list[tuple[TypeRef, Field]] | None:
        if instance in explored or not isinstance(instance, NamedRef):
            return None
        declaration = declarations.get(instance.name)
        if declaration is None:
            return None
        substitutions: dict[str, TypeRef] = {}
        for parameter, argument in zip(declaration.generic_parameters, instance.arguments):
            substitutions.setdefault(parameter, argument)
        for field in by_value_fields(declaration):
            contained = substitute(field.type, substitutions)
            if not isinstance(contained, NamedRef):
                continue
            inner = declarations.get(contained.name)
            if inner is None or not is_value_aggregate(inner):
                continue
            path.append((instance, field))
            if contained == target or len(path) > _MAXIMUM_PATH:
                return list(path)
            if contained not in visited:
                cycle = find(contained, target, path, visited | {instance}, explored)
                if cycle is not None:
                    return cycle
            path.pop()
        explored.add(instance)
        return None

    reported: set[frozenset[str]] = set()
    for name in sorted(declarations):
        declaration = declarations[name]
        if not is_value_aggregate(declaration):
            continue
        root = NamedRef(name, tuple(GenericParameterRef(p) for p in declaration.generic_parameters))
        cycle = find(root, root, [], frozenset(), set())
        if cycle is None:
            continue
        names = frozenset(str(instance) for instance, _ in cycle)
        if names in reported:
            continue
        reported.add(names)
        route = " → ".join(
            f"'{instance.name if isinstance(instance, NamedRef) else instance}.{field.name}'"
            for instance, field in cycle
        )
        first = cycle[0][1]
        assert first.location is not None
        notes = []
        for _, field in cycle[1:]:
            assert field.location is not None
            notes.append(Note(field.location, f"'{field.name}' declared here"))
        diagnostics.error(
            "recursive-value-type",
            first.location,
            f"{declaration.kind.keyword} '{name}' contains itself by value through {route}; "
            "make one of these fields optional, a list or a map, or use a class",
            notes,
        )


# Swift's keywords that start with a capital letter: a member named after one is chosen on
# purpose (generated code escapes it), so it gets no style warning.
_CAPITALISED_KEYWORDS = frozenset({"Any", "Protocol", "Self", "Type"})


def _check_style(types: Iterable[TypeSyntax], diagnostics: DiagnosticCollector) -> None:
    """Warnings for names that do not follow Swift's conventions (generated code keeps them)."""
    for declared in types:
        name = declared.name.value
        if name and not ("A" <= name[0] <= "Z" and "_" not in name):
            diagnostics.warning("naming-style", declared.name.location, f"type name '{name}' should be UpperCamelCase")
        members = (
            [(f.name, "field") for f in declared.fields]
            + [(c.name, "case") for c in declared.cases]
            + [(f.name, "flag") for f in declared.flags]
            + [(f.name, "field") for c in declared.cases for f in c.fields]
        )
        for located, what in members:
            text = located.value
            if text and not ("a" <= text[0] <= "z" and "_" not in text) and text not in _CAPITALISED_KEYWORDS:
                diagnostics.warning("naming-style", located.location, f"{what} name '{text}' should be lowerCamelCase")

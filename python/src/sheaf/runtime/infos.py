"""What a generated module tells the runtime about each of its types, and the schema model
rebuilt from it.

Generated modules stay small: they declare the Python classes and register each type's
description (`Registration`: kind, field ids, names, type expressions, defaults, tags,
cases). When the set is first used, every module of the set is imported and the
registrations are rebuilt into the same frozen model the schema loader produces
(`sheaf.schema.model`) — as protobuf's generated modules carry their descriptors — so the
codecs read one model, and no YAML is needed.
"""

from __future__ import annotations

import importlib
import keyword
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sheaf.schema.facts import tag_order
from sheaf.schema.model import (
    Declaration,
    DeclarationKind,
    DefaultKind,
    DefaultValue,
    Field,
    OptionFlag,
    PayloadCase,
    Primitive,
    RawCase,
    SchemaInfo,
)
from sheaf.schema.model import SchemaSet as Model
from sheaf.schema.typetext import resolve_type_text

#: The attributes generated classes add to a schema's fields (the `sheaf_` names are theirs):
#: a schema name spelled like one gets an underscore.
TAKEN = frozenset({"sheaf_unknown_fields", "sheaf_tag"})

#: The methods every generated type has (`Message`). A schema name spelled like one comes
#: through unchanged and wins on its type; the function of the same name in `sheaf` still
#: does the work (`sheaf.to_bytes(value)`).
HELPERS = frozenset({"to_bytes", "from_bytes", "read", "write", "to_dict", "from_dict", "stream_writer", "read_stream"})

#: A field as registered: (id, name, type expression[, (default kind, value) or None[, aliases]]).
FieldSpec = (
    tuple[int, str, str]
    | tuple[int, str, str, tuple[str, Any] | None]
    | tuple[int, str, str, tuple[str, Any] | None, tuple[str, ...]]
)


def python_name(name: str) -> str:
    """The Python spelling of a schema name: the name itself, except that a keyword, or a
    `sheaf_` attribute generated classes add, gets a trailing underscore (`class_`)."""
    return name + "_" if keyword.iskeyword(name) or name in TAKEN else name


def attribute(field: Field) -> str:
    """The Python attribute that holds `field`."""
    return python_name(field.name)


@dataclass(frozen=True)
class Registration:
    """One type as its generated module describes it: what rebuilds its `Declaration`."""

    kind: DeclarationKind
    params: tuple[str, ...] = ()
    fields: tuple[FieldSpec, ...] = ()
    tag: str | None = None
    conforms: tuple[str, ...] = ()
    raw: str = ""
    open: bool = False
    raw_cases: tuple[tuple[str, int | str], ...] = ()
    cases: tuple[tuple[int, str, tuple[FieldSpec, ...]], ...] = ()
    flags: tuple[tuple[str, int], ...] = ()


@dataclass(eq=False)
class TypeInfo:
    """A schema type and the Python classes generated for it.

    `declaration` is the rebuilt model of the type (available once the set is loaded);
    `case_classes` are a payload enum's case classes in case order; `opaque` is a
    protocol's class of opaque members (itself a `TypeInfo` with `is_opaque`: the family's
    fields and a kept tag).
    """

    schema: Schema
    name: str
    cls: type[Any]
    registration: Registration
    case_classes: tuple[type[Any], ...] = ()
    opaque: TypeInfo | None = None
    is_opaque: bool = False
    _declaration: Declaration | None = None

    @property
    def declaration(self) -> Declaration:
        """The type's declaration in the rebuilt model."""
        if self._declaration is None:
            self.schema.set.load()
            assert self._declaration is not None, self.name
        return self._declaration

    @property
    def kind(self) -> DeclarationKind:
        """What the type is."""
        return self.declaration.kind

    @property
    def params(self) -> tuple[str, ...]:
        """The generic parameters."""
        return self.registration.params

    @property
    def fields(self) -> tuple[Field, ...]:
        """The fields of a struct, class or protocol (inherited ones first), in id order."""
        return self.declaration.fields

    @property
    def cases(self) -> tuple[tuple[PayloadCase, type[Any]], ...]:
        """A payload enum's cases, each with its class."""
        return tuple(zip(self.declaration.payload_cases, self.case_classes))


@dataclass(eq=False)
class Schema:
    """One schema (name, version, fingerprint) of a schema set, as written in headers."""

    name: str
    version: int
    fingerprint: bytes
    set: SchemaSet


@dataclass(eq=False)
class SchemaSet:
    """The generated modules of one `generate` run, which may use each other's types.

    Modules are imported lazily (a family's members may live in a module that imports the
    family's own), so lookups first make sure every module of the set is loaded; loading
    rebuilds the model (`model`) from the registrations.
    """

    modules: tuple[str, ...]
    types: dict[str, TypeInfo] = field(default_factory=dict)
    schemas: dict[str, Schema] = field(default_factory=dict)
    #: Each module's schema file, (base name, exact text), by module name.
    sources: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: The schema each module's file declares types of, by module name.
    owners: dict[str, str] = field(default_factory=dict)
    _model: Model | None = None
    _loaded: bool = False

    def schema(self, name: str, version: int, fingerprint: str) -> Schema:
        """The schema `name` of this set (created on first use)."""
        if name not in self.schemas:
            self.schemas[name] = Schema(name, version, bytes.fromhex(fingerprint), self)
        return self.schemas[name]

    def load(self) -> None:
        """Imports every module of the set, so that every type is registered, and rebuilds
        the model."""
        if not self._loaded:
            self._loaded = True
            for module in self.modules:
                importlib.import_module(module)
            self._model = rebuild(self)

    @property
    def model(self) -> Model:
        """The schema model of the set, rebuilt from the registrations."""
        self.load()
        assert self._model is not None
        return self._model

    @property
    def declarations(self) -> Mapping[str, Declaration]:
        """Every declaration of the set, by name."""
        return self.model.types

    def files(self) -> tuple[tuple[str, str], ...]:
        """Every schema file of the set, (base name, exact text), in load order."""
        self.load()
        return tuple(self.sources[m] for m in self.modules)

    def info(self, name: str) -> TypeInfo:
        """The registered type `name`; `KeyError` when the set has none."""
        self.load()
        return self.types[name]

    def members(self, protocol: str) -> list[TypeInfo]:
        """The members of a protocol family, in tag order."""
        return [self.types[m] for m in self.declarations[protocol].members]


def rebuild(schemas: SchemaSet) -> Model:
    """The model of a loaded set: each registration becomes its `Declaration` (type
    expressions resolved against the whole set), bound to its `TypeInfo`."""
    # Resolving a type expression needs each name's kind and generic parameters only.
    outline = {
        name: Declaration(name, info.schema.name, info.registration.kind, generic_parameters=info.registration.params)
        for name, info in schemas.types.items()
    }

    def fields(specs: tuple[FieldSpec, ...], params: tuple[str, ...]) -> tuple[Field, ...]:
        built = []
        for spec in specs:
            given = spec[3] if len(spec) > 3 else None
            default = DefaultValue(DefaultKind(given[0]), given[1]) if given is not None else None
            aliases = spec[4] if len(spec) > 4 else ()
            built.append(Field(spec[1], spec[0], resolve_type_text(spec[2], outline, params), default, aliases=aliases))
        return tuple(built)

    declarations: dict[str, Declaration] = {}
    for name, info in schemas.types.items():
        r = info.registration
        declarations[name] = Declaration(
            name=name,
            schema_name=info.schema.name,
            kind=r.kind,
            fields=fields(r.fields, r.params),
            generic_parameters=r.params,
            conformances=r.conforms,
            tag=r.tag,
            raw_type=Primitive(r.raw) if r.raw else None,
            raw_cases=tuple(RawCase(n, v) for n, v in r.raw_cases),
            is_open=r.open,
            payload_cases=tuple(PayloadCase(n, i, fields(f, r.params)) for i, n, f in r.cases),
            flags=tuple(OptionFlag(n, bit) for n, bit in r.flags),
            members=tuple(
                sorted(
                    (m for m, member in schemas.types.items() if name in member.registration.conforms),
                    key=lambda m: tag_order(schemas.types[m].registration.tag or m),
                )
            ),
        )
    for name, info in schemas.types.items():
        info._declaration = declarations[name]
        if info.opaque is not None:
            info.opaque._declaration = declarations[name]
    files_of: dict[str, list[str]] = {}
    for module in schemas.modules:
        files_of.setdefault(schemas.owners[module], []).append(schemas.sources[module][0])
    infos = tuple(
        SchemaInfo(
            s.name,
            s.version,
            tuple(files_of.get(s.name, ())),
            tuple(sorted(n for n, d in declarations.items() if d.schema_name == s.name)),
        )
        for s in sorted(schemas.schemas.values(), key=lambda s: s.name)
    )
    return Model(infos, declarations, tuple(schemas.sources[m] for m in schemas.modules))


_SETS: dict[tuple[str, ...], SchemaSet] = {}


def schema_set(module: str, siblings: tuple[str, ...]) -> SchemaSet:
    """The set that a generated module named `module` belongs to.

    `siblings` are the set's module names without package; they are qualified with the
    package of `module`, so generated folders work both as packages and on `sys.path`.
    """
    package = module.rpartition(".")[0]
    names = tuple(f"{package}.{s}" if package else s for s in siblings)
    found = _SETS.get(names)
    if found is None:
        found = _SETS[names] = SchemaSet(names)
    return found

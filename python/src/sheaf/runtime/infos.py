"""What a generated module tells the runtime about each of its types.

Generated modules stay small: they declare the Python classes and register one of these
descriptions per type (field ids, schema names, canonical type expressions). The codec
compiler (`compiler.py`) turns the descriptions into decode and encode functions once per
type, the first time a value of the schema set is read or written.
"""

from __future__ import annotations

import importlib
import keyword
from dataclasses import dataclass, field
from typing import Any

from sheaf.runtime.texpr import TExpr, parse

#: Names generated classes use themselves: a schema name spelled like one gets an underscore.
TAKEN = frozenset({"to_bytes", "from_bytes", "read", "write", "sheaf_unknown_fields", "sheaf_tag"})


def python_name(name: str) -> str:
    """The Python spelling of a schema name: a keyword, or a name generated classes use for
    their own methods, gets a trailing underscore (`class_`, `read_`)."""
    return name + "_" if keyword.iskeyword(name) or name in TAKEN else name


@dataclass(frozen=True)
class Field:
    """One field of a struct, class or payload case."""

    id: int
    name: str
    type: TExpr

    @property
    def attribute(self) -> str:
        """The Python attribute that holds the field."""
        return python_name(self.name)


def fields(*items: tuple[int, str, str]) -> tuple[Field, ...]:
    """Fields from `(id, name, type expression)` triples, in id order."""
    return tuple(sorted((Field(i, n, parse(t)) for i, n, t in items), key=lambda f: f.id))


@dataclass(eq=False)
class TypeInfo:
    """A schema type and the Python class generated for it."""

    schema: Schema
    name: str
    cls: type[Any]
    kind: str  # struct | class | enum | options | payload | protocol | opaque
    params: tuple[str, ...] = ()
    fields: tuple[Field, ...] = ()
    tag: str = ""
    conforms: tuple[str, ...] = ()
    raw: str = ""
    open: bool = False
    cases: tuple[Case, ...] = ()
    #: A protocol's opaque members (kind ``opaque``: the family's fields, a kept tag).
    opaque: TypeInfo | None = None


@dataclass(frozen=True)
class Case:
    """One case of a payload enum."""

    id: int
    name: str
    cls: type[Any]
    fields: tuple[Field, ...]


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
    family's own), so type lookups first make sure every module of the set is loaded.
    """

    modules: tuple[str, ...]
    types: dict[str, TypeInfo] = field(default_factory=dict)
    schemas: dict[str, Schema] = field(default_factory=dict)
    codecs: Any = None
    #: Each module's schema file, (base name, exact text), by module name.
    sources: dict[str, tuple[str, str]] = field(default_factory=dict)
    _loaded: bool = False

    def schema(self, name: str, version: int, fingerprint: str) -> Schema:
        """The schema `name` of this set (created on first use)."""
        if name not in self.schemas:
            self.schemas[name] = Schema(name, version, bytes.fromhex(fingerprint), self)
        return self.schemas[name]

    def load(self) -> None:
        """Imports every module of the set, so that every type is registered."""
        if not self._loaded:
            self._loaded = True
            for module in self.modules:
                importlib.import_module(module)

    def files(self) -> tuple[tuple[str, str], ...]:
        """Every schema file of the set, (base name, exact text), in load order."""
        self.load()
        return tuple(self.sources[m] for m in self.modules)

    def info(self, name: str) -> TypeInfo:
        """The registered type `name`; `KeyError` when the set has none."""
        self.load()
        return self.types[name]

    def codecs_for(self) -> Any:
        """The compiled codecs of this set (`compiler.Codecs`), created on first use."""
        if self.codecs is None:
            from sheaf.runtime.compiler import Codecs

            self.load()
            self.codecs = Codecs(self)
        return self.codecs

    def is_valid(self, t: TExpr) -> bool:
        """Whether every name in `t` is a type of this set used with its number of arguments."""
        if t.kind == "named":
            self.load()
            found = self.types.get(t.name)
            if found is None or len(found.params) != len(t.args):
                return False
        return all(self.is_valid(a) for a in t.args)

    def members(self, protocol: str) -> list[TypeInfo]:
        """The members of a protocol family, in the order their types were registered."""
        self.load()
        return [t for t in self.types.values() if protocol in t.conforms]


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

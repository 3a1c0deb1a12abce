"""Schema loading: YAML schema files → checked, resolved `SchemaSet`, with diagnostics
located at file:line:column, and the schema fingerprint."""

from .diagnostics import Diagnostic, DiagnosticRenderer, Note, SchemaError, SourceLocation
from .fingerprint import canonical_form, fingerprint, type_canonical_form
from .loader import LoadResult, load_paths, load_sources
from .model import (
    Declaration,
    DeclarationKind,
    DefaultValue,
    Field,
    GenericParameterRef,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    OptionFlag,
    PayloadCase,
    Primitive,
    PrimitiveRef,
    ProtocolRef,
    RawCase,
    SchemaInfo,
    SchemaSet,
    TypeRef,
)

__all__ = [
    "Declaration",
    "DeclarationKind",
    "DefaultValue",
    "Diagnostic",
    "DiagnosticRenderer",
    "Field",
    "GenericParameterRef",
    "ListRef",
    "LoadResult",
    "MapRef",
    "NamedRef",
    "Note",
    "OptionFlag",
    "OptionalRef",
    "PayloadCase",
    "Primitive",
    "PrimitiveRef",
    "ProtocolRef",
    "RawCase",
    "SchemaError",
    "SchemaInfo",
    "SchemaSet",
    "SourceLocation",
    "TypeRef",
    "canonical_form",
    "fingerprint",
    "load_paths",
    "load_sources",
    "type_canonical_form",
]

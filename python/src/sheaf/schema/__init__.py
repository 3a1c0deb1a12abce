"""Schema loading: YAML schema files → checked, resolved `SchemaSet`, with diagnostics
located at file:line:column, and the schema fingerprint.

The loader (and with it YAML) is imported on first use of `load_paths`, `load_sources` or
`LoadResult`: the model and the fingerprint are what generated classes need.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .diagnostics import Diagnostic, DiagnosticRenderer, Note, SchemaError, SourceLocation
from .fingerprint import canonical_form, fingerprint, type_canonical_form
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

if TYPE_CHECKING:
    from .loader import LoadResult, load_paths, load_sources

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


def __getattr__(name: str) -> Any:
    if name not in ("LoadResult", "load_paths", "load_sources"):
        raise AttributeError(f"module 'sheaf.schema' has no attribute {name!r}")
    value = getattr(importlib.import_module(".loader", __name__), name)
    globals()[name] = value
    return value

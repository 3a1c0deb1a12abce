"""Sheaf for Python: load schemas, read and write Sheaf archives and record streams, and their JSON form.

>>> import sheaf
>>> schema = sheaf.load_schema("schemas/")          # doctest: +SKIP
>>> schema.name, schema.version, schema.fingerprint  # doctest: +SKIP

The names below are imported on first use, so that generated classes (which import only
`sheaf.runtime`) load neither YAML nor the schema loader.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._version import __version__

if TYPE_CHECKING:
    from .api import Schema, load_schema
    from .errors import SheafError
    from .jsonform.errors import JSONFormError
    from .runtime.errors import WrongTypeError
    from .runtime.functions import from_bytes, from_dict, read, to_bytes, to_dict, write
    from .schema.diagnostics import Diagnostic, SchemaError
    from .schema.typeexpr import TypeExpressionError
    from .schema.yaml_reader import LibYAMLUnavailable
    from .streams import StreamClosedError, StreamError, read_stream
    from .wire.errors import ArchiveError

__all__ = [
    "ArchiveError",
    "Diagnostic",
    "JSONFormError",
    "LibYAMLUnavailable",
    "Schema",
    "SchemaError",
    "SheafError",
    "StreamClosedError",
    "StreamError",
    "TypeExpressionError",
    "WrongTypeError",
    "__version__",
    "from_bytes",
    "from_dict",
    "load_schema",
    "read",
    "read_stream",
    "to_bytes",
    "to_dict",
    "write",
]

#: Where each public name lives.
_HOMES = {
    "ArchiveError": ".wire.errors",
    "Diagnostic": ".schema.diagnostics",
    "JSONFormError": ".jsonform.errors",
    "LibYAMLUnavailable": ".schema.yaml_reader",
    "Schema": ".api",
    "SchemaError": ".schema.diagnostics",
    "SheafError": ".errors",
    "StreamClosedError": ".streams",
    "StreamError": ".streams",
    "TypeExpressionError": ".schema.typeexpr",
    "WrongTypeError": ".runtime.errors",
    "load_schema": ".api",
    "from_bytes": ".runtime.functions",
    "from_dict": ".runtime.functions",
    "read": ".runtime.functions",
    "to_bytes": ".runtime.functions",
    "to_dict": ".runtime.functions",
    "write": ".runtime.functions",
    "read_stream": ".streams",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'sheaf' has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

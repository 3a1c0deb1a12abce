"""The dynamic layer's C path: an archive body (or a stream block's records) read into the
JSON form by `sheaf._accel.Dynamic`, with the plans `plans.DynamicPlanner` compiles once per
schema set and root type.

The C code reads only bodies without tables and renders every value exactly as the Python
decoder (``decoder.py``) does; anything else stops it, and the caller reads the same bytes
with the Python decoder, whose value or `ArchiveError` is the one given — so every rule's
error has one implementation. With ``SHEAF_ACCEL_STRICT=1`` (the tests set it), a C
rejection of a body the Python decoder then reads is an `AssertionError`.
"""

from __future__ import annotations

from typing import Any

from .. import native
from ..runtime.accel import MAX_NATIVE_DEPTH, strict
from ..runtime.program_cache import ProgramCache
from ..schema.model import SchemaSet, TypeRef
from ..text.uri import is_uri_reference
from .plans import DynamicPlanner
from .timestamps import timestamp_text

__all__ = ["NOT_READ", "REJECTED", "body", "check_rejection", "records"]

#: `body`'s answer when the C code left the input to Python.
NOT_READ: Any = object()
#: `body`'s answer when the C code found the input invalid (the Python decoder must then
#: raise; with ``SHEAF_ACCEL_STRICT=1`` the caller checks that it does).
REJECTED: Any = object()

#: Each live schema set's programs by root type text.
_PROGRAMS = ProgramCache()


def _program(schema_set: SchemaSet, root: TypeRef) -> Any:
    def build() -> Any:
        planner = DynamicPlanner(schema_set)
        plan = planner.value(root)
        return native.module().Dynamic(tuple(planner.entries), plan, timestamp_text, is_uri_reference)

    return _PROGRAMS.get(schema_set, root, str(root), build)


def _usable(max_depth: int) -> Any:
    module = native.module()
    return module if module is not None and max_depth <= MAX_NATIVE_DEPTH else None


def body(data: bytes, p: int, e: int, root: TypeRef, schema_set: SchemaSet, max_depth: int) -> Any:
    """The JSON form of the body ``data[p:e]`` (bare: without `dump`'s ``$archive``
    wrapper, which a body without tables needs only for a map root that looks like it), or
    `NOT_READ` (then the Python decoder reads it: no accelerator, a deep limit, tables,
    a value the C code leaves to Python) or `REJECTED` (input that breaks a rule, or so the
    C code says: the Python decoder reads it too)."""
    module = _usable(max_depth)
    if module is None:
        return NOT_READ
    try:
        return _program(schema_set, root).body(data, p, e, max(1, max_depth))
    except module.Invalid as stop:
        return NOT_READ if stop.args else REJECTED
    except Exception:  # an error of a Python function it calls: the Python decoder reports it
        return NOT_READ


def records(data: bytes, count: int, root: TypeRef, schema_set: SchemaSet, max_depth: int) -> list[Any] | None:
    """A stream block's ``count`` records (``data``: the block's inflated data) in one call,
    when every one is a body without tables that the C code reads; None otherwise (then the
    caller reads them one by one, which reports any error)."""
    module = _usable(max_depth)
    if module is None:
        return None
    try:
        found: list[Any] = _program(schema_set, root).records(data, 0, len(data), count, max(1, max_depth))
    except Exception:  # Invalid, or an error of a Python function it calls: read one by one
        return None
    return found


def check_rejection(found: Any, root: TypeRef) -> None:
    """Called after the Python decoder read a body the C code answered `found` for: with
    ``SHEAF_ACCEL_STRICT=1``, a C rejection of a body Python reads is an `AssertionError`."""
    if found is REJECTED and strict():
        raise AssertionError(f"the C decoder rejected a {root} body that the Python decoder reads")

"""The C accelerator's programs (one per root type: `plans.Planner`'s plan tuple made a
`sheaf._accel.Program`) and the decode and encode that use them (`decode`, `encode`;
`bodies.decode_body` and `bodies.encode_body` call them, and a generated class's stream
writer keeps its pending block in C: `pending_block`).

When the C code meets input that breaks a rule, it stops (`Invalid`) and the bytes are read
again by the pure-Python decoder, whose `ArchiveError` (code, offset, path, message) is the
one raised: the rules' error reporting has one implementation. With
``SHEAF_ACCEL_STRICT=1`` (the tests set it), a C rejection of input that Python accepts is
an `AssertionError` instead of a silent second read. Writing works the same way: a value that
is not exactly what its type takes is written again by the compiled Python encoder, which
accepts it or raises its typed error.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any

from sheaf import native
from sheaf.runtime import slow
from sheaf.runtime.codecs import Codecs
from sheaf.runtime.plans import Planner
from sheaf.runtime.program_cache import ProgramCache
from sheaf.runtime.tables import ReadContext, WriteContext, check_origin, kept_fields
from sheaf.schema.model import NamedRef
from sheaf.text.uri import is_uri_reference
from sheaf.wire.tables import Tables

__all__ = [
    "MAX_NATIVE_DEPTH",
    "available",
    "decode",
    "enabled",
    "encode",
    "pending_block",
    "set_enabled",
    "why_not",
    "without",
]

available, enabled, set_enabled, why_not, without = (
    native.available,
    native.enabled,
    native.set_enabled,
    native.why_not,
    native.without,
)

#: Deeper limits than this are read in Python from the start. The C code recurses once per
#: level on the thread's own stack (which `stack_room` does not enlarge; a thread's may be
#: as small as 128 KiB) and stops at a budget of 48 KiB (csrc/accel.h: about 70 levels of
#: structs), leaving deeper values to a second read in Python; past this limit that second
#: read would be the usual case.
MAX_NATIVE_DEPTH = 200

#: Each schema set's programs by root type (gone with the set's codecs).
_PROGRAMS = ProgramCache()
_STRICT = os.environ.get("SHEAF_ACCEL_STRICT", "") not in ("", "0")


def _program(codecs: Codecs, root: NamedRef) -> Any:
    """The program of `root` (a stream reads every record with the same `root` object)."""

    def build() -> Any:
        planner = Planner(codecs)
        planner.named(root)
        return native.module().Program(
            tuple(planner.entries), kept_fields, slow.timestamp, slow.microseconds, check_origin, is_uri_reference
        )

    return _PROGRAMS.get(codecs, root, root, build)


#: `decode`'s answer when the C code found the input invalid.
REJECTED = "rejected"
#: `decode`'s answer when the pure-Python decoder reads the input (accelerator off, a deep
#: limit, a value the plans cannot build exactly, or an error raised by a Python decode function).
PYTHON_READS = "python"


def decode(codecs: Codecs, root: NamedRef, b: bytes, p: int, e: int, max_depth: int, c: ReadContext) -> Any:
    """The root value through the accelerator, as ``(value, p)``, or `REJECTED` or
    `PYTHON_READS` (then the pure-Python decoder reads it, with a fresh `ReadContext`)."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return PYTHON_READS
    try:
        return _program(codecs, root).decode(0, b, p, e, max_depth, c)
    except accelerated.Invalid as stop:
        return PYTHON_READS if stop.args else REJECTED
    except Exception:  # an error of a Python decode function: the second read reports it
        return PYTHON_READS


def decode_records(codecs: Codecs, root: NamedRef, b: bytes, count: int, max_depth: int) -> list[Any] | None:
    """A stream block's ``count`` records (``b``: the block's inflated data) through the
    accelerator in one call, when every one is a body without tables read exactly; None
    otherwise (then the caller reads them one by one, which reports any error)."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return None
    try:
        found: list[Any] = _program(codecs, root).decode_records(0, b, 0, len(b), count, max_depth, _NO_TABLES)
    except Exception:  # Invalid, or an error of a Python decode function: read one by one
        return None
    return found


def encode(
    codecs: Codecs, root: NamedRef, value: Any, max_depth: int, c: WriteContext, prefix: bytes = b""
) -> bytes | None:
    """`prefix`, then the body of `value` as `root` through the accelerator — its root's bare
    form after two placeholder bytes, which are the body's two empty tables when `c` stays
    empty — or None:
    then the compiled Python encoder writes it (with a fresh `WriteContext`), and raises the
    typed error of a value that does not fit. The C code writes only values that are exactly
    what their types take (`type(x) is int`, ...) and leaves every other one to Python, so
    the checks and their errors have one implementation. A `Restart` (kept bytes of an
    archive's tables) passes through."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return None
    try:
        found: bytes = _program(codecs, root).encode(0, value, max_depth, c, prefix)
    except Exception:  # Invalid, or an error of a Python encode function: Python writes it again
        return None
    return found


def pending_block(codecs: Codecs, root: NamedRef, max_depth: int) -> Callable[..., Any] | None:
    """What makes a stream writer's pending block in C (`sheaf._accel.PendingBlock` with the
    program of `root`): called with ``(target, limit, write, slow)``, see
    `sheaf.streams.writer.StreamWriter`. None when the accelerator is off or the limit is
    deeper than it goes: then the writer keeps its records in Python."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return None
    try:
        program = _program(codecs, root)
    except Exception:  # a plan the C code refuses: every record through the full path
        return None
    return functools.partial(accelerated.PendingBlock, program, 0, max_depth)


#: The read context of bodies without tables: nothing is bound in it, so one serves every record.
_NO_TABLES = ReadContext(b"", Tables([], []))


def strict() -> bool:
    """Whether a C rejection of input the pure-Python decoder accepts is an error
    (``SHEAF_ACCEL_STRICT=1``, set by the tests)."""
    return _STRICT

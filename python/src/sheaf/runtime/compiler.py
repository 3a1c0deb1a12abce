"""Compiles per-type decode and encode functions for generated classes.

For each type a value is read or written as (a generic type once per list of type
arguments), the compiler writes straight-line Python — one `if key == …` branch per field,
one-byte varints, keys and lengths read inline, nested lists and maps unrolled into loops —
and `exec`s it once; the slow paths and every error live in `slow.py`. This is the
fastavro approach applied to Sheaf's format: no walk over a type tree per value.

Conventions of the compiled functions:

- `dN(b, p, e, d, c) -> (value, p)` reads the bare form of one value from the bytes `b`
  at offset `p`, never past `e`; `d` is the depth budget left for this value (0 means the
  value would exceed the limit) and `c` the read's tables (`tables.ReadContext`: tags,
  entries, the instance bound to each entry).
- `eN(o, v, d, c)` appends the bare form of `v` to the bytearray `o`; `c` is the write's
  tables (`tables.WriteContext`: tag and instance numbers, entries written so far).
"""

from __future__ import annotations

import datetime
import struct
import unicodedata
import uuid
import weakref
from collections.abc import Callable
from typing import Any

from sheaf.runtime import checks, slow, tables
from sheaf.runtime.codecs import Codecs
from sheaf.runtime.decoder import Decoder
from sheaf.runtime.encoder import Encoder
from sheaf.runtime.errors import with_segment
from sheaf.runtime.infos import SchemaSet
from sheaf.wire.errors import ArchiveError
from sheaf.wire.tables import is_class_reference
from sheaf.wire.writer import varint_bytes

#: The compiled codecs of each schema set, made on first use.
_CODECS: weakref.WeakKeyDictionary[SchemaSet, Codecs] = weakref.WeakKeyDictionary()


def codecs_of(schemas: SchemaSet) -> Codecs:
    """The compiled codecs of a generated schema set (created, with the set loaded, on
    first use)."""
    found = _CODECS.get(schemas)
    if found is None:
        schemas.load()
        found = _CODECS[schemas] = Codecs(schemas, _base_namespace(), Decoder, Encoder)
    return found


def _base_namespace() -> dict[str, Any]:
    unpack_d = struct.Struct("<d").unpack_from
    unpack_f = struct.Struct("<f").unpack_from
    return {
        "_E": ArchiveError,
        "_seg": with_segment,
        "_rv": slow.read_varint,
        "_rs": slow.read_signed,
        "_ru": slow.read_unsigned,
        "_rb": slow.read_bool,
        "_rl": slow.read_length,
        "_ts": slow.timestamp,
        "_us": slow.microseconds,
        "_wv": slow.write_varint,
        "_f32": slow.float32_bytes,
        "_rfl": slow.read_floats,
        "_wfl": slow.write_floats,
        "_ri": slow.read_ints,
        "_wi": slow.write_ints,
        "_rbs": slow.read_bools,
        "_other": slow.other_field,
        "_sortu": slow.sorted_unknown,
        "_wu": slow.write_unknown,
        "_ud": unpack_d,
        "_uf": unpack_f,
        "_pd": struct.Struct("<d").pack,
        "_UUID": uuid.UUID,
        "_U": _UNSET,
        "_new": object.__new__,
        "_osa": object.__setattr__,
        "_dt": datetime.datetime,
        "_keytext": checks.key_text,
        "_wt": checks.wrong_type,
        "_cint": checks.checked_int,
        "_cfloat": checks.checked_float,
        "_cfls": checks.checked_floats,
        "_cstr": checks.checked_str,
        "_cbytes": checks.checked_bytes,
        "_cuuid": checks.checked_uuid,
        "_cts": checks.checked_timestamp,
        "_clist": checks.checked_list,
        "_cdict": checks.checked_dict,
        "_cinst": checks.checked_instance,
        "_fb": checks.first_bad,
        "_badkey": checks.first_bad_key,
        "_idx": _index_of,
        "_FLOAT": frozenset({float}),
        "_BOOL": frozenset({bool}),
        "_nfd": unicodedata.normalize,
        "_wf32": slow.widened_float32,
        "_nan32s": slow.keep_float32_nans,
        "_FL8": _FLOAT_RUNS[8],
        "_FL4": _FLOAT_RUNS[4],
        "_flk": _float_run,
        "_FP8": _FLOAT_PACKS,
        "_fpk": _float_pack,
        "_vb": varint_bytes,
        "_urlok": _url_check(),
        "_kept": tables.kept_fields,
        "_ko": tables.check_origin,
        "_isref": is_class_reference,
    }


_FLOAT_RUNS: dict[int, dict[int, Callable[..., tuple[float, ...]]]] = {8: {}, 4: {}}


def _float_run(count: int, size: int) -> Callable[..., tuple[float, ...]]:
    """`unpack_from` of `count` little-endian floats of `size` bytes (kept for small counts)."""
    unpack = struct.Struct(f"<{count}{'d' if size == 8 else 'f'}").unpack_from
    if count <= 64:
        _FLOAT_RUNS[size][count] = unpack
    return unpack


_FLOAT_PACKS: dict[int, Callable[..., bytes]] = {}


def _float_pack(count: int) -> Callable[..., bytes]:
    """`pack` of `count` little-endian float64s (kept for small counts)."""
    pack = struct.Struct(f"<{count}d").pack
    if count <= 64:
        _FLOAT_PACKS[count] = pack
    return pack


def _index_of(values: list[Any], item: Any) -> int:
    """The index of the first element that is `item`: where an error inside a list happened.
    (An element that failed, failed the first time it was written: an identical one before
    it would have failed there.) Found after the fact, so the loop does not count."""
    return next((i for i, value in enumerate(values) if value is item), -1)


class _Unset:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<unset>"


_UNSET = _Unset()


def _url_check() -> Callable[[str], bool]:
    from sheaf.text.uri import is_uri_reference

    return is_uri_reference

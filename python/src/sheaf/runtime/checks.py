"""The slow half of the checks compiled encoders make on every value they write.

A compiled encoder tests the exact type inline (`type(x) is int`: one comparison) and calls
these only when that fails. Each either returns the value to write — a subclass of the
expected type is accepted, an `int` where a float is expected is widened — or raises
`WrongTypeError` (code ``wrongType``): nothing is coerced (a `str` is not a list, `1` is not
a `bool`, `True` is not an int, an `int` is not an enum member, None is not a string).
"""

from __future__ import annotations

import datetime
import uuid
from typing import Any

from sheaf.errors import article
from sheaf.runtime.errors import WrongTypeError
from sheaf.wire.errors import ArchiveError, index_component, key_component

__all__ = [
    "checked_bytes",
    "checked_dict",
    "checked_float",
    "checked_floats",
    "checked_instance",
    "checked_int",
    "checked_list",
    "checked_str",
    "checked_timestamp",
    "checked_uuid",
    "described",
    "first_bad",
    "first_bad_key",
    "key_text",
    "wrong_type",
]


def described(value: Any) -> str:
    """How a message names a value: ``None``, ``True``, ``an int (3)``, ``a str ('abc')``, ``an
    Employee``."""
    if value is None or isinstance(value, bool):
        return repr(value)
    name = article(type(value).__name__)
    if isinstance(value, (int, float)):
        return f"{name} ({value!r})"
    if isinstance(value, (str, bytes)):
        shown = value if len(value) <= 40 else value[:40]
        return f"{name} ({shown!r}{'…' if len(value) > 40 else ''})"
    return name


def wrong_type(value: Any, expected: str, type_text: str) -> WrongTypeError:
    """The error for `value` where `expected` (``an int``) was wanted, for the schema type
    `type_text` (``int32``)."""
    return WrongTypeError(f"expected {expected} for '{type_text}', found {described(value)}")


def checked_int(value: Any, type_text: str) -> int:
    """An integer field's value: an `int` (a subclass such as an `IntEnum` too), never a bool."""
    if isinstance(value, int) and not isinstance(value, bool):
        return int(value)
    raise wrong_type(value, "an int", type_text)


def checked_float(value: Any, type_text: str) -> float:
    """A float field's value: a `float`, or an `int` (not a bool) widened as `float()` does."""
    if isinstance(value, float):
        return float(value)
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            return float(value)
        except OverflowError:
            raise ArchiveError("integerOverflow", None, f"{value} is too large for {type_text}") from None
    raise wrong_type(value, "a float", type_text)


def checked_floats(values: list[Any], type_text: str) -> list[float]:
    """A float list whose elements are not all exact floats: each checked, at its index."""
    result = []
    for index, value in enumerate(values):
        try:
            result.append(value if type(value) is float else checked_float(value, type_text))
        except ArchiveError as error:
            raise error.prepend(index_component(index)) from None
    return result


def first_bad(values: list[Any], wanted: type, expected: str, type_text: str) -> WrongTypeError:
    """The error for the first element of `values` whose type is not `wanted`, at its index
    (a packed list's elements are checked in one pass: this finds which one failed)."""
    for index, value in enumerate(values):
        if type(value) is not wanted and (wanted is bool or isinstance(value, bool) or not isinstance(value, wanted)):
            return wrong_type(value, expected, type_text).prepend(index_component(index))
    raise AssertionError("no element has the wrong type")


def checked_str(value: Any, type_text: str) -> str:
    """A string or url field's value: a `str` (a subclass too)."""
    if isinstance(value, str):
        return value
    raise wrong_type(value, "a str", type_text)


def checked_bytes(value: Any) -> bytes:
    """A bytes field's value: `bytes`, `bytearray` or `memoryview` (never an int, which
    `bytes()` would turn into that many zero bytes, nor a `str`)."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    raise wrong_type(value, "bytes", "bytes")


def checked_uuid(value: Any) -> uuid.UUID:
    """A uuid field's value: a `uuid.UUID`."""
    if isinstance(value, uuid.UUID):
        return value
    raise wrong_type(value, "a uuid.UUID", "uuid")


def checked_timestamp(value: Any) -> datetime.datetime:
    """A timestamp field's value: a timezone-aware `datetime.datetime`."""
    if isinstance(value, datetime.datetime) and value.tzinfo is not None:
        return value
    if isinstance(value, datetime.datetime):
        raise WrongTypeError("expected a timezone-aware datetime.datetime for 'timestamp', found a naive one")
    raise wrong_type(value, "a timezone-aware datetime.datetime", "timestamp")


def checked_list(value: Any, type_text: str) -> list[Any]:
    """A list field's value: a `list` (a subclass too; a str or a tuple is not one)."""
    if isinstance(value, list):
        return value
    raise wrong_type(value, "a list", type_text)


def checked_dict(value: Any, type_text: str) -> dict[Any, Any]:
    """A map field's value: a `dict` (a subclass too)."""
    if isinstance(value, dict):
        return value
    raise wrong_type(value, "a dict", type_text)


def checked_instance(value: Any, cls: type, type_text: str) -> Any:
    """A value of a generated type: an instance of its class (a subclass too)."""
    if isinstance(value, cls):
        return value
    raise wrong_type(value, article(cls.__qualname__), type_text)


def first_bad_key(mapping: dict[Any, Any], wanted: type, type_text: str) -> WrongTypeError:
    """The error for the first key of `mapping` that is not a `wanted` (a bool is not an int),
    at its place: keys of several types do not sort, so the map's sort failed."""
    for key in mapping:
        if type(key) is not wanted and (not isinstance(key, wanted) or isinstance(key, bool) != (wanted is bool)):
            error = wrong_type(key, f"{article(wanted.__name__)} key", type_text)
            return error.prepend(f"[{key_text(key)}]")
    return WrongTypeError(f"the keys of a '{type_text}' map cannot be put in order")


def key_text(key: Any) -> str:
    """A map key as paths show it: quoted, in the JSON form's spelling."""
    if isinstance(key, bool):
        text = "true" if key else "false"
    elif hasattr(key, "name") and hasattr(key, "value") and not isinstance(key, uuid.UUID):
        # An open enum's value no case names is `$raw:<value>`, as in the JSON form.
        text = f"$raw:{key.value}" if str(key.name).startswith("unrecognized(") else str(key.name)
    else:
        text = str(key)
    return key_component(text)[1:-1]

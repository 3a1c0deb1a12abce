"""`JSONFormError`: a JSON-form value that cannot become an archive."""

from __future__ import annotations

from typing import Any

from ..wire.errors import ValuePath

__all__ = ["JSONFormError", "json_kind"]


class JSONFormError(ValuePath, ValueError):
    """A value in the JSON form that does not fit its type: ``code`` is the JSON form's
    stable code (``wrongType``, ``numberOutOfRange``, ``unknownField``, …), ``path`` the
    value's path (``$.vehicles[2].cylinders``), ``message`` the explanation."""

    def __init__(self, code: str, message: str, path: str = "$") -> None:
        super().__init__(code, message)
        self.code = code
        self.message = message
        self._start_path(path)

    def __str__(self) -> str:
        return f"{self.code} ({self.path}): {self.message}"


def json_kind(value: Any) -> str:
    """What a JSON value is, as messages name it: ``null``, ``a bool``, ``a number``,
    ``a string``, ``an array``, ``an object``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a bool"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else "an object"

"""`JSONFormError`: a JSON-form value that cannot become an archive."""

from __future__ import annotations

from ..wire.errors import ValuePath

__all__ = ["JSONFormError"]


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

"""`ArchiveError`: every problem reading or writing an archive, with the format's stable
code, the byte offset and the path of the value (``$.vehicles[2].cylinders``)."""

from __future__ import annotations

from typing import TypeVar

from ..errors import SheafError

__all__ = ["ArchiveError", "ValuePath", "field_component", "index_component", "key_component"]

_P = TypeVar("_P", bound="ValuePath")


class ValuePath:
    """The path of a value (``$.items[2].title``), built as an error travels outwards: each
    record, list and map it leaves prepends its component, so nothing is built unless an
    error occurs. Mixed into `ArchiveError` and the JSON form's error."""

    _components: list[str]
    _base: str

    def _start_path(self, base: str) -> None:
        self._components = []
        self._base = base

    @property
    def path(self) -> str:
        """The path of the value, from ``$``."""
        return self._base + "".join(reversed(self._components))

    def prepend(self: _P, component: str) -> _P:
        """Adds a component (``.name``, ``[3]``, ``["key"]``) at the root end; returns self."""
        self._components.append(component)
        return self


class ArchiveError(ValuePath, SheafError):
    """An archive that cannot be read, or a value that cannot be written.

    ``code`` is the format's error code (``"truncated"``), ``offset`` the byte where the
    problem was found (None when writing), ``path`` the value's path (``$.items[2].title``;
    map keys quoted, unknown fields as ``.#6``), ``message`` the explanation. ``str()``
    reads ``truncated at byte 17 ($.name): string needs 5 bytes, 2 remain``.

    Decoders prepend path components as the error travels outwards (`prepend`), so no
    path is built unless an error occurs.
    """

    def __init__(self, code: str, offset: int | None, message: str, path: str = "$") -> None:
        super().__init__(code, offset, message)
        self.code = code
        self.offset = offset
        self.message = message
        self._start_path(path)

    def __str__(self) -> str:
        text = self.code
        if self.offset is not None:
            text += f" at byte {self.offset}"
        path = self.path
        if path != "$":
            text += f" ({path})"
        return f"{text}: {self.message}"

    def __repr__(self) -> str:
        return f"ArchiveError({self.code!r}, offset={self.offset!r}, path={self.path!r}, message={self.message!r})"


def field_component(name: str) -> str:
    """``.name``."""
    return "." + name


def index_component(index: int) -> str:
    """``[3]``."""
    return f"[{index}]"


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def key_component(key: str) -> str:
    """``["key"]``, quoted and escaped as JSON-like text."""
    out = []
    for char in key:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '["' + "".join(out) + '"]'

"""`JSONFormError`: JSON text, or a value in the JSON form, that cannot become an archive."""

from __future__ import annotations

import json

from ..errors import SheafError
from ..wire.errors import ValuePath

__all__ = ["JSONFormError", "Step"]

#: One step into a JSON document: an object member by key, or an array element by index.
Step = str | int


class JSONFormError(ValuePath, SheafError, ValueError):
    """JSON text or a JSON-form value that does not fit its type: ``code`` is the JSON form's
    stable code (``syntax``, ``wrongType``, ``numberOutOfRange``, ``unknownField``, …),
    ``path`` the value's path (``$.vehicles[2].cylinders``), ``message`` the explanation.

    Errors about text (`sheaf.jsonform.parse`, and what `sheaf pack` reads) also have
    ``line`` and ``column`` (from 1; columns count Unicode scalars) and the byte ``offset``
    (from 0) of what they are about; errors about values built in Python have None there."""

    #: True when the error is about an object key (an unknown field, a bad map key) rather
    #: than the value after it: its position is the key's.
    at_key = False
    #: The key the error is about when it is not on the path: a member of the object at the
    #: path (an unknown payload-enum case).
    located_key: str | None = None
    #: Where in the document the error is, when that is not its path: the steps to the
    #: object it is about (an instance whose ``$id`` an ``$archive`` wrapper contradicts).
    location: list[Step] | None = None

    def __init__(self, code: str, message: str, path: str = "$") -> None:
        super().__init__(code, message)
        self.code = code
        self.message = message
        self.line: int | None = None
        self.column: int | None = None
        self.offset: int | None = None
        self._keys: list[Step | None] = []
        self._start_path(path)

    def prepend(self, component: str, key: str | None = None) -> JSONFormError:
        """Adds a path component at the root end (`ValuePath.prepend`); ``key`` is the object
        key the value was written under, when it differs from the component's name (a field
        given by an alias). Returns self."""
        self._keys.append(key)
        return super().prepend(component)

    def about_key(self, key: str | None = None) -> JSONFormError:
        """Marks the error as one about an object key: ``key`` in the object at the error's
        path, or else the key of the path's last component. Returns self."""
        self.at_key = True
        self.located_key = key
        return self

    def at_member(self, key: str) -> JSONFormError:
        """Places the error at the value of ``key`` in the object at the error's path (the tag
        of a protocol value). Returns self."""
        self.located_key = key
        return self

    @property
    def steps(self) -> list[Step]:
        """The path as steps into the JSON document: keys and indexes, from the root."""
        steps: list[Step] = []
        for component, key in zip(reversed(self._components), reversed(self._keys)):
            if key is not None:
                steps.append(key)
            elif component.startswith('["'):
                steps.append(str(json.loads(component[1:-1])))
            elif component.startswith("["):
                steps.append(int(component[1:-1]))
            else:
                steps.append(component[1:])
        return steps

    def place(self, text: bytes, offset: int) -> None:
        """Sets ``line``, ``column`` and ``offset`` from a byte offset into UTF-8 text."""
        before = text[: min(offset, len(text))]
        line_start = before.rfind(b"\n") + 1
        self.line = before.count(b"\n") + 1
        self.column = 1 + sum(1 for byte in before[line_start:] if byte & 0xC0 != 0x80)
        self.offset = offset

    def __str__(self) -> str:
        if self.offset is None:
            return f"{self.code} ({self.path}): {self.message}"
        return f"{self.code} at {self.line}:{self.column} (byte {self.offset}, {self.path}): {self.message}"

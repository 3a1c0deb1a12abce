"""The errors of writing generated classes, and how compiled codecs attach a value's path to
an error on its way out.

Codecs raise errors with the path `$`; each enclosing struct, list or map adds its segment
while the error travels up, so the fast path never builds paths.
"""

from __future__ import annotations

from sheaf.wire.errors import ArchiveError

__all__ = ["WrongTypeError", "with_segment"]


class WrongTypeError(ArchiveError, TypeError):
    """A value of a generated class's field that is not of the field's type (a `str` where a
    list belongs, `1` for a bool or an enum, None for a required field, an instance of another
    class): an `ArchiveError` with code ``wrongType`` and the value's ``path``
    (``$.employees[2].age``), and a `TypeError`. Nothing is coerced."""

    def __init__(self, message: str) -> None:
        super().__init__("wrongType", None, message)

    def __repr__(self) -> str:
        return f"WrongTypeError(path={self.path!r}, message={self.message!r})"


def with_segment(error: BaseException, segment: str) -> BaseException:
    """`error` with `segment` (`.name`, `[3]`, `["key"]`) put in front of its path."""
    if isinstance(error, ArchiveError):
        error.prepend(segment)
    return error

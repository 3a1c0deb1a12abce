"""How compiled codecs attach a value's path to an error on its way out.

Decoders raise errors with the path `$`; each enclosing struct, list or map adds its
segment while the error travels up, so the fast path never builds paths.
"""

from __future__ import annotations

from sheaf.wire.errors import ArchiveError


def with_segment(error: BaseException, segment: str) -> BaseException:
    """`error` with `segment` (`.name`, `[3]`, `["key"]`) put in front of its path."""
    if isinstance(error, ArchiveError):
        error.prepend(segment)
    return error

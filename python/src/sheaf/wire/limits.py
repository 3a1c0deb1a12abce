"""Room on Python's call stack for the configured nesting limit.

Decoders and encoders recurse once per nesting level, a few Python frames each, so a limit
above the default (100) can need more than Python's default recursion limit. `stack_room`
raises the interpreter's limit for the duration of one call, enough for ``max_depth``
levels; the nesting limit itself, checked before every level, is what bounds recursion.
"""

from __future__ import annotations

import sys

__all__ = ["MAX_DEPTH_CEILING", "stack_room"]

#: The largest nesting limit the command line accepts, as the Swift tool: beyond it a run could
#: need more stack than the tool can count on, so a larger ``--max-depth`` is a usage error.
MAX_DEPTH_CEILING = 100_000

#: Python frames one nesting level may take (value → delimited → reader → value …).
FRAMES_PER_LEVEL = 12


class stack_room:  # named as the function it replaces: ``with stack_room(depth):``
    """Makes sure ``max_depth`` levels of recursion fit, restoring the old limit afterwards.
    A class rather than a generator-based context manager: a stream enters it once a record,
    and the generator's machinery cost more than the record's own bookkeeping."""

    __slots__ = ("needed", "old")

    def __init__(self, max_depth: int) -> None:
        self.needed = max_depth * FRAMES_PER_LEVEL + 1000
        self.old = 0

    def __enter__(self) -> None:
        self.old = sys.getrecursionlimit()
        if self.needed > self.old:
            sys.setrecursionlimit(self.needed)

    def __exit__(self, *exc: object) -> None:
        if self.needed > self.old:
            sys.setrecursionlimit(self.old)

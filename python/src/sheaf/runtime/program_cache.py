"""The accelerator's compiled programs, kept per owner (a schema set, or its codecs) and key,
with the last one used in front: a stream or a loop decodes the same root type again and again."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import Any

__all__ = ["ProgramCache"]


class ProgramCache:
    """Programs built once per owner and key, dropped with their owner.

    The last program used is one tuple (owner, root, program), read once and replaced whole,
    so that a thread never pairs one root with the program another thread stored."""

    def __init__(self) -> None:
        self._by_owner: dict[int, tuple[weakref.ref[Any], dict[Hashable, Any]]] = {}
        self._last: tuple[Any, Any, Any] = (None, None, None)

    def get(self, owner: Any, root: Any, key: Hashable, build: Callable[[], Any]) -> Any:
        """The program of ``root`` for ``owner`` (stored under ``key``), built by ``build``
        the first time."""
        last = self._last
        if last[0] is owner and last[1] is root:
            return last[2]
        ident = id(owner)
        known = self._by_owner.get(ident)
        if known is None or known[0]() is not owner:
            known = self._by_owner[ident] = (weakref.ref(owner, lambda _: self._by_owner.pop(ident, None)), {})
        program = known[1].get(key)
        if program is None:
            program = known[1][key] = build()
        self._last = (owner, root, program)
        return program

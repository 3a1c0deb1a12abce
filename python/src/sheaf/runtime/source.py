"""A small builder of Python source text, for the codec compiler."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class Source:
    """Lines of Python with the current indentation and fresh local names."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 0
        self.counter = 0

    def line(self, text: str) -> None:
        """Appends one line at the current indentation."""
        self.lines.append("    " * self.depth + text)

    @contextmanager
    def block(self, header: str, colon: bool = True) -> Iterator[None]:
        """A `header:` line (or `header` alone) and an indented body."""
        self.line(header + ":" if colon else header)
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1

    def fresh(self, stem: str) -> str:
        """A local name not used before in this source."""
        self.counter += 1
        return f"{stem}{self.counter}"

    def text(self) -> str:
        """The source so far."""
        return "\n".join(self.lines) + "\n"

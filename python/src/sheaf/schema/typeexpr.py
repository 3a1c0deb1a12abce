"""The type-expression grammar, parsed with positions for diagnostics::

type := base '?'*
base := '[' type ']' | '[' type ':' type ']' | NAME ('<' type (',' type)* '>')?
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import SheafError
from .diagnostics import SourceLocation

__all__ = ["TypeExpression", "TypeExpressionError", "is_identifier", "parse_type_expression"]

MAXIMUM_DEPTH = 64
_START = frozenset("_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_CONTINUE = _START | frozenset("0123456789")


def is_identifier(text: str) -> bool:
    """``[A-Za-z_][A-Za-z0-9_]*``."""
    return bool(text) and text[0] in _START and all(c in _CONTINUE for c in text)


def is_identifier_continuation(char: str) -> bool:
    """A letter, digit or ``_``."""
    return char in _CONTINUE


@dataclass
class TypeExpression:
    """A type expression as written: ``kind`` is ``name``, ``optional``, ``list`` or ``map``."""

    kind: str
    location: SourceLocation
    name: str = ""
    arguments: list[TypeExpression] = field(default_factory=list)


class TypeExpressionError(SheafError, ValueError):
    """A type expression that does not parse (with the place inside the text), or, given as
    text to the library (`Schema.pack`'s ``type``), does not name a type of the schema set:
    ``code`` is ``invalidTypeExpression``; ``location`` is None for the latter."""

    code = "invalidTypeExpression"

    def __init__(self, message: str, location: SourceLocation | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.location = location


class _Parser:
    def __init__(self, text: str, start: SourceLocation) -> None:
        self.text = text
        self.start = start
        self.single_line = "\n" not in text
        self.position = 0
        self.depth = 0

    @property
    def peek(self) -> str | None:
        return self.text[self.position] if self.position < len(self.text) else None

    @property
    def here(self) -> SourceLocation:
        return self.start.shifted(self.position) if self.single_line else self.start

    def fail(self, message: str) -> TypeExpressionError:
        return TypeExpressionError(message, self.here)

    def skip_spaces(self) -> None:
        while self.peek in (" ", "\t"):
            self.position += 1

    def consume(self, char: str) -> bool:
        self.skip_spaces()
        if self.peek != char:
            return False
        self.position += 1
        return True

    def expect(self, char: str, context: str) -> None:
        if self.consume(char):
            return
        found = f"'{self.peek}'" if self.peek is not None else "the end"
        raise self.fail(f"expected '{char}' {context}, found {found}")

    def parse(self) -> TypeExpression:
        self.skip_spaces()
        if self.position == len(self.text):
            raise self.fail("empty type expression")
        expression = self.type()
        self.skip_spaces()
        if self.position < len(self.text):
            raise self.fail(f"unexpected '{self.text[self.position]}' in type expression")
        return expression

    def type(self) -> TypeExpression:
        self.depth += 1
        try:
            if self.depth > MAXIMUM_DEPTH:
                raise self.fail("type expression nests too deeply")
            self.skip_spaces()
            location = self.here
            expression = self.base()
            self.skip_spaces()
            while self.peek == "?":
                self.position += 1
                expression = TypeExpression("optional", location, arguments=[expression])
                self.skip_spaces()
            return expression
        finally:
            self.depth -= 1

    def base(self) -> TypeExpression:
        location = self.here
        first = self.peek
        if first is None:
            raise self.fail("expected a type at the end of the expression")
        if first == "[":
            self.position += 1
            element = self.type()
            self.skip_spaces()
            if self.peek == ":":
                self.position += 1
                value = self.type()
                self.expect("]", "to close the map type")
                return TypeExpression("map", location, arguments=[element, value])
            self.expect("]", "to close the list type")
            return TypeExpression("list", location, arguments=[element])
        if first not in _START:
            raise self.fail(f"expected a type name, '[' or '[K: V]', found '{first}'")
        begin = self.position
        while self.peek is not None and self.peek in _CONTINUE:
            self.position += 1
        name = self.text[begin : self.position]
        self.skip_spaces()
        arguments: list[TypeExpression] = []
        if self.peek == "<":
            self.position += 1
            while True:
                arguments.append(self.type())
                self.skip_spaces()
                if not self.consume(","):
                    break
            self.expect(">", f"to close the generic arguments of '{name}'")
        return TypeExpression("name", location, name=name, arguments=arguments)


def parse_type_expression(text: str, start: SourceLocation) -> TypeExpression:
    """Parses ``text`` whose first character is at ``start``; raises `TypeExpressionError`."""
    return _Parser(text, start).parse()

"""Reads one schema file into a small tree of `Node`s with libyaml's event parser.

The reader accepts the subset of YAML a schema needs and reports everything else, with
the same rules and messages as the Swift reader: one document per file, no anchors or
aliases (reported once per file, never expanded), at most `MAXIMUM_DEPTH` nested
collections, scalar keys none of which repeats in one mapping, tags ignored, UTF-8 only
(an optional byte order mark), libyaml's own syntax errors at libyaml's position.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

from ..errors import SheafError
from .diagnostics import DiagnosticCollector, Note, SourceLocation
from .yaml_node import BLOCK, PLAIN, QUOTED, Node

_CParser: Any
try:
    from yaml._yaml import CParser as _CParser
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    _CParser = None

__all__ = ["BLOCK", "MAXIMUM_DEPTH", "PLAIN", "QUOTED", "Node", "parse_yaml", "require_libyaml"]

#: The deepest nesting of collections a schema file may have.
MAXIMUM_DEPTH = 64


class LibYAMLUnavailable(SheafError, RuntimeError):
    """PyYAML was installed without its libyaml extension; Sheaf needs the C parser so its
    diagnostics (positions, messages) are libyaml's, as in every other Sheaf tool. ``code``
    is ``libyamlUnavailable``."""

    code = "libyamlUnavailable"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def require_libyaml() -> None:
    """Raises `LibYAMLUnavailable` when PyYAML's C loader is missing."""
    if _CParser is None or not getattr(yaml, "__with_libyaml__", False):
        raise LibYAMLUnavailable(
            "PyYAML was built without libyaml (yaml.__with_libyaml__ is False); Sheaf needs "
            "its C parser. Install libyaml (Debian: libyaml-dev) and reinstall PyYAML: "
            "pip install --force-reinstall --no-binary pyyaml pyyaml"
        )


@dataclass
class _Frame:
    location: SourceLocation
    is_mapping: bool
    items: list[Node] = field(default_factory=list)
    pairs: list[tuple[Node, Node]] = field(default_factory=list)
    pending_key: Node | None = None
    first_keys: dict[str, SourceLocation] = field(default_factory=dict)


class _Builder:
    """Assembles nodes from start/end/scalar events on an explicit stack (no recursion)."""

    def __init__(self, diagnostics: DiagnosticCollector) -> None:
        self.stack: list[_Frame] = []
        self.root: Node | None = None
        self.has_errors = False
        self.diagnostics = diagnostics

    def close(self) -> None:
        if not self.stack:
            return
        frame = self.stack.pop()
        if frame.is_mapping:
            self.add(Node(frame.pairs, frame.location, "mapping"))
        else:
            self.add(Node(frame.items, frame.location, "sequence"))

    def add(self, node: Node) -> None:
        if not self.stack:
            self.root = node
            return
        top = self.stack[-1]
        if not top.is_mapping:
            top.items.append(node)
        elif top.pending_key is not None:
            top.pairs.append((top.pending_key, node))
            top.pending_key = None
        else:
            if not self._check_key(node, top):
                self.has_errors = True
            top.pending_key = node

    def _check_key(self, key: Node, frame: _Frame) -> bool:
        text = key.scalar
        if text is None:
            self.diagnostics.error(
                "wrong-node-kind", key.location, f"a mapping key must be a scalar, not {key.kind_description}"
            )
            return False
        first = frame.first_keys.get(text)
        if first is not None:
            self.diagnostics.error(
                "duplicate-key", key.location, f"duplicate key '{text}'", [Note(first, "first declared here")]
            )
            return False
        frame.first_keys[text] = key.location
        return True


def parse_yaml(data: bytes, file: str, diagnostics: DiagnosticCollector) -> Node | None:
    """Parses one file's bytes; returns its single document's root, or None after an error."""
    require_libyaml()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        # Schema files are UTF-8; libyaml would otherwise switch to UTF-16 here. Report what
        # the UTF-8 reader reports for such a first byte.
        diagnostics.error("yaml-syntax", SourceLocation(file, 1, 1), f"invalid leading UTF-8 octet 0x{data[0]:02X}")
        return None
    parser: Any = _CParser(data)
    try:
        return _read(parser, data, file, diagnostics)
    finally:
        parser.dispose()


def _location(mark: Any, file: str) -> SourceLocation:
    return SourceLocation(file, mark.line + 1, mark.column + 1)


def _read(parser: Any, data: bytes, file: str, diagnostics: DiagnosticCollector) -> Node | None:
    builder = _Builder(diagnostics)
    documents = 0
    alias_reported = False
    has_errors = False

    def report_alias(location: SourceLocation) -> None:
        nonlocal alias_reported, has_errors
        has_errors = True
        if not alias_reported:
            alias_reported = True
            diagnostics.error(
                "yaml-alias", location, "anchors and aliases are not supported in schemas; write the value out"
            )

    while True:
        try:
            event = parser.get_event()
        except yaml.YAMLError as error:
            location, message = _syntax_error(error, data, file)
            diagnostics.error("yaml-syntax", location, message)
            return None
        if isinstance(event, (yaml.StreamStartEvent, yaml.DocumentEndEvent)):
            continue
        location = _location(event.start_mark, file)
        if isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                diagnostics.error(
                    "yaml-document-count",
                    location,
                    "the file holds more than one YAML document; a schema file holds exactly one",
                )
                return None
        elif isinstance(event, yaml.StreamEndEvent):
            if documents == 0:
                diagnostics.error("yaml-document-count", SourceLocation(file, 1, 1), "the file holds no YAML document")
                return None
            return None if has_errors or builder.has_errors else builder.root
        elif isinstance(event, yaml.AliasEvent):
            report_alias(location)
            builder.add(Node("", location))
        elif isinstance(event, yaml.ScalarEvent):
            if event.anchor is not None:
                report_alias(location)
            style = event.style or ""
            kind = QUOTED if style in ("'", '"') else BLOCK if style in ("|", ">") else PLAIN
            builder.add(Node(event.value, location, "scalar", kind))
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if event.anchor is not None:
                report_alias(location)
            if len(builder.stack) >= MAXIMUM_DEPTH:
                diagnostics.error("yaml-too-deep", location, f"collections nest more than {MAXIMUM_DEPTH} levels deep")
                return None
            builder.stack.append(_Frame(location, isinstance(event, yaml.MappingStartEvent)))
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            builder.close()


def _syntax_error(error: yaml.YAMLError, data: bytes, file: str) -> tuple[SourceLocation, str]:
    if isinstance(error, yaml.reader.ReaderError):
        location = _location_of_offset(data, error.position, file)
        problem = error.reason
        if error.character is not None and error.character >= 0:
            if "octet" in problem:
                problem += f" 0x{error.character:02X}"
            elif "character" in problem:
                problem += f" (U+{error.character:04X})"
        return location, problem
    if not isinstance(error, yaml.MarkedYAMLError) or error.problem_mark is None:
        return SourceLocation(file, 1, 1), str(error)
    end = _location_of_offset(data, len(data), file)

    def clamp(location: SourceLocation) -> SourceLocation:
        return end if (location.line, location.column) > (end.line, end.column) else location

    problem_location = clamp(_location(error.problem_mark, file))
    message = error.problem or "unknown YAML error"
    if message == "found character that cannot start any token" and _character_at(problem_location, data) == "\t":
        message += " (a tab: YAML indentation must use spaces)"
    if error.context is not None and error.context_mark is not None:
        context_location = clamp(_location(error.context_mark, file))
        if context_location != problem_location:
            message += f" ({error.context} started at line {context_location.line}, column {context_location.column})"
    return problem_location, message


def _break_length(data: bytes, index: int) -> int:
    byte = data[index]
    if byte == 0x0A:
        return 1
    if byte == 0x0D:
        return 2 if data[index + 1 : index + 2] == b"\n" else 1
    if byte == 0xC2 and data[index + 1 : index + 2] == b"\x85":
        return 2
    if byte == 0xE2 and data[index + 1 : index + 3] in (b"\x80\xa8", b"\x80\xa9"):
        return 3
    return 0


def _location_of_offset(data: bytes, offset: int, file: str) -> SourceLocation:
    """Line and column of a byte offset, counting as libyaml does."""
    line, column, index = 1, 1, 0
    end = min(max(offset, 0), len(data))
    while index < end:
        length = _break_length(data, index)
        if length:
            line += 1
            column = 1
            index += length
            continue
        if data[index] & 0xC0 != 0x80:
            column += 1
        index += 1
    return SourceLocation(file, line, column)


def _character_at(location: SourceLocation, data: bytes) -> str | None:
    line, column = 1, 1
    previous_cr = False
    for char in data.decode("utf-8", errors="replace"):
        if previous_cr and char == "\n":
            previous_cr = False
            continue
        previous_cr = char == "\r"
        if line == location.line and column == location.column:
            return char
        if char in "\n\r\x85\u2028\u2029":
            if line == location.line:
                return None
            line += 1
            column = 1
        else:
            column += 1
    return None

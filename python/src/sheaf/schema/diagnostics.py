"""Schema diagnostics: locations, severities, stable codes, and their rendering.

The rendered text is the same, byte for byte, as the Swift tool's: a header
``PATH:LINE:COLUMN: SEVERITY: MESSAGE``, then the source line and a caret under the
column, then the notes in the same shape.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..errors import SheafError

__all__ = [
    "Diagnostic",
    "DiagnosticCollector",
    "DiagnosticRenderer",
    "Note",
    "SchemaError",
    "SourceFile",
    "SourceLocation",
    "summary",
]

#: Every stable diagnostic code; codes never change once released.
CODES = frozenset(
    {
        "unreadable-file",
        "no-schema-files",
        "not-schema-file",
        "yaml-syntax",
        "duplicate-key",
        "yaml-alias",
        "yaml-too-deep",
        "yaml-document-count",
        "wrong-node-kind",
        "unknown-key",
        "missing-key",
        "invalid-name",
        "invalid-value",
        "invalid-type-expression",
        "invalid-kind",
        "duplicate-type",
        "schema-version-mismatch",
        "unknown-type",
        "generic-arity",
        "invalid-generic-parameter",
        "invalid-conformance",
        "field-id-out-of-range",
        "duplicate-field-id",
        "duplicate-field-name",
        "reserved-field",
        "invalid-default",
        "since-after-version",
        "invalid-map-key",
        "nested-optional",
        "recursive-value-type",
        "conflicting-inherited-field",
        "duplicate-tag",
        "tag-without-family",
        "invalid-raw-type",
        "invalid-raw-value",
        "duplicate-enum-value",
        "option-bit-out-of-range",
        "duplicate-option-bit",
        "empty-declaration",
        "naming-style",
    }
)


@dataclass(frozen=True, order=True)
class SourceLocation:
    """A 1-based line and column (counted in Unicode scalars) in a file named as the user gave it."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def shifted(self, columns: int) -> SourceLocation:
        """The location ``columns`` further right on the same line."""
        return SourceLocation(self.file, self.line, self.column + columns)


@dataclass(frozen=True)
class Note:
    """A secondary location that explains a diagnostic ("first declared here")."""

    location: SourceLocation
    message: str


@dataclass(frozen=True)
class Diagnostic:
    """One problem found in a schema, at the offending YAML node.

    ``severity`` is ``"error"``, ``"warning"`` or ``"note"``; ``code`` is the stable code
    of the check (``"unknown-type"``); ``str()`` gives the header line as the Swift tool
    prints it.
    """

    severity: str
    code: str
    location: SourceLocation
    message: str
    notes: tuple[Note, ...] = ()

    @property
    def file(self) -> str:
        """The file as the user named it."""
        return self.location.file

    @property
    def line(self) -> int:
        """The 1-based line."""
        return self.location.line

    @property
    def column(self) -> int:
        """The 1-based column, in Unicode scalars."""
        return self.location.column

    def __str__(self) -> str:
        return f"{self.location}: {self.severity}: {self.message}"

    def header_lines(self) -> list[str]:
        """The header line of the diagnostic and of each note, without source lines."""
        return [str(self)] + [f"{note.location}: note: {note.message}" for note in self.notes]


@dataclass
class DiagnosticCollector:
    """Gathers diagnostics from every stage, so one run reports every problem."""

    diagnostics: list[Diagnostic] = field(default_factory=list)

    def error(self, code: str, location: SourceLocation, message: str, notes: Sequence[Note] = ()) -> None:
        """Records an error."""
        self.diagnostics.append(Diagnostic("error", code, location, message, tuple(notes)))

    def warning(self, code: str, location: SourceLocation, message: str, notes: Sequence[Note] = ()) -> None:
        """Records a warning."""
        self.diagnostics.append(Diagnostic("warning", code, location, message, tuple(notes)))

    @property
    def has_errors(self) -> bool:
        """Whether any error (not a warning) was recorded."""
        return any(d.severity == "error" for d in self.diagnostics)

    def sorted(self) -> list[Diagnostic]:
        """Ordered by file, line and column; ties keep the order of recording."""
        return [
            d
            for _, d in sorted(enumerate(self.diagnostics), key=lambda pair: (_location_key(pair[1].location), pair[0]))
        ]


def _location_key(location: SourceLocation) -> tuple[tuple[int, ...], int, int]:
    # Swift orders strings by Unicode scalars; code points compare the same way.
    return (tuple(ord(c) for c in location.file), location.line, location.column)


_LINE_BREAKS = "\n\r\x85\u2028\u2029"


class SourceFile:
    """The text of one schema file split into lines where libyaml counts line breaks."""

    def __init__(self, path: str, data: bytes) -> None:
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        self.path = path
        self.text = data.decode("utf-8", errors="replace")
        self.lines = _split_lines(self.text)

    def line(self, number: int) -> str | None:
        """The text of a 1-based line without its line break, or None."""
        return self.lines[number - 1] if 1 <= number <= len(self.lines) else None


def _split_lines(text: str) -> list[str]:
    lines: list[str] = []
    current: list[str] = []
    previous_cr = False
    for char in text:
        if previous_cr and char == "\n":
            previous_cr = False
            continue
        previous_cr = char == "\r"
        if char in _LINE_BREAKS:
            lines.append("".join(current))
            current = []
        else:
            current.append(char)
    lines.append("".join(current))
    return lines


def summary(diagnostics: Iterable[Diagnostic]) -> str:
    """``1 error``, ``2 errors, 1 warning``, ``3 warnings`` or ``no errors``."""
    items = list(diagnostics)
    errors = sum(1 for d in items if d.severity == "error")
    warnings = sum(1 for d in items if d.severity == "warning")
    parts = []
    if errors:
        parts.append("1 error" if errors == 1 else f"{errors} errors")
    if warnings:
        parts.append("1 warning" if warnings == 1 else f"{warnings} warnings")
    return ", ".join(parts) if parts else "no errors"


class DiagnosticRenderer:
    """Formats diagnostics as compilers do, showing the source line and a caret."""

    def __init__(self, sources: Sequence[SourceFile] = (), include_codes: bool = False) -> None:
        self._sources: dict[str, SourceFile] = {}
        for source in sources:
            self._sources.setdefault(source.path, source)
        self._include_codes = include_codes

    def render_one(self, diagnostic: Diagnostic) -> str:
        """One diagnostic and its notes, each line ending in a line break."""
        code = f" [{diagnostic.code}]" if self._include_codes else ""
        out = self._block(diagnostic.location, diagnostic.severity, diagnostic.message + code)
        for note in diagnostic.notes:
            out += self._block(note.location, "note", note.message)
        return out

    def render(self, diagnostics: Sequence[Diagnostic]) -> str:
        """Several diagnostics then the summary line; the empty string for none."""
        if not diagnostics:
            return ""
        return "".join(self.render_one(d) for d in diagnostics) + summary(diagnostics) + "\n"

    def _block(self, location: SourceLocation, severity: str, message: str) -> str:
        out = f"{location}: {severity}: {message}\n"
        source = self._sources.get(location.file)
        line = source.line(location.line) if source else None
        if line is not None:
            out += _displayed(line) + "\n" + _caret(location.column, line) + "\n"
        return out


def _displayed(line: str) -> str:
    # Control characters other than tab must not drive the terminal.
    return "".join("\ufffd" if (ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F) and c != "\t" else c for c in line)


def _caret(column: int, line: str) -> str:
    remaining = max(column, 1) - 1
    prefix = "".join("\t" if c == "\t" else " " for c in line[:remaining])
    return prefix + " " * (remaining - len(prefix)) + "^"


class SchemaError(SheafError):
    """Schemas that could not be loaded: ``.diagnostics`` lists every problem (errors and
    warnings, sorted by place), each with its own ``code``; ``str()`` is the rendered report as
    ``sheaf check`` prints it. ``code`` is ``invalidSchema``."""

    code = "invalidSchema"

    def __init__(self, diagnostics: Sequence[Diagnostic], rendered: str) -> None:
        super().__init__(rendered.rstrip("\n"))
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        self.rendered = rendered

"""The front door of schema loading: paths in, checked and resolved schema set out.

Stages: the file finder (paths → files), the YAML reader (bytes → node trees), the syntax
decoder (trees → per-file syntax), the resolver (syntax → `SchemaSet` with every check).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Union

from .diagnostics import Diagnostic, DiagnosticCollector, DiagnosticRenderer, SourceFile, SourceLocation
from .model import SchemaSet
from .resolver import resolve
from .syntax import SchemaFileSyntax, SyntaxDecoder
from .yaml_reader import Node, parse_yaml

__all__ = ["SCHEMA_FILE_EXTENSION", "LoadResult", "is_schema_file_name", "load_paths", "load_sources", "schema_files"]

#: The largest schema file read; schemas are a few kilobytes of hand-written text.
MAXIMUM_FILE_SIZE = 16 * 1024 * 1024
PathLike = Union[str, "os.PathLike[str]"]


@dataclass
class LoadResult:
    """The set (only what resolved, when there are errors), every diagnostic sorted by
    place, and the files read (to render diagnostics with their source lines)."""

    schema_set: SchemaSet
    diagnostics: list[Diagnostic]
    sources: list[SourceFile]

    @property
    def has_errors(self) -> bool:
        """Whether any diagnostic is an error."""
        return any(d.severity == "error" for d in self.diagnostics)

    def render(self, warnings: bool = True) -> str:
        """The diagnostics as ``sheaf check`` prints them (with the summary line)."""
        shown = [d for d in self.diagnostics if warnings or d.severity == "error"]
        return DiagnosticRenderer(self.sources).render(shown)


def _start(path: str) -> SourceLocation:
    return SourceLocation(path, 1, 1)


def _normalized(path: str) -> str:
    parts = [p for p in path.split("/") if p and p != "."]
    joined = "/".join(parts)
    if path.startswith("/"):
        return "/" + joined
    return joined or "."


#: How every schema file's name ends, in a folder or named on its own.
SCHEMA_FILE_EXTENSION = ".yaml"


def is_schema_file_name(path: str) -> bool:
    """Whether a path's last component names a schema file (ends in ``.yaml``)."""
    return _file_name(path).endswith(SCHEMA_FILE_EXTENSION)


def _file_name(path: str) -> str:
    return next((part for part in reversed(path.split("/")) if part), path)


def _not_schema_file(path: str) -> str:
    """Why a named file is not read, with the name to rename a ``.yml`` file to."""
    name = _file_name(path)
    message = f"not a schema file: schema file names end in {SCHEMA_FILE_EXTENSION}"
    if name.endswith(".yml"):
        message += f"; rename it to '{name[:-4]}{SCHEMA_FILE_EXTENSION}'"
    return message


def schema_files(paths: Sequence[str], diagnostics: DiagnosticCollector) -> list[str]:
    """The files named by command-line paths: files whose names end in ``.yaml`` (any other
    name is a ``not-schema-file`` error); for a folder, the ``*.yaml`` files directly inside
    it (not in subfolders; no names starting with ``.``), sorted by the bytes of their UTF-8
    paths; each file once, at its first place."""
    files: list[str] = []
    seen: set[str] = set()

    def add(file: str) -> None:
        key = _normalized(file)
        if key not in seen:
            seen.add(key)
            files.append(file)

    for path in paths:
        if not os.path.exists(path):
            diagnostics.error("unreadable-file", _start(path), "no such file or folder")
        elif os.path.isdir(path):
            for file in _folder(path, diagnostics):
                add(file)
        elif not is_schema_file_name(path):
            diagnostics.error("not-schema-file", _start(path), _not_schema_file(path))
        else:
            add(path)
    return files


def _folder(folder: str, diagnostics: DiagnosticCollector) -> list[str]:
    try:
        names = os.listdir(folder)
    except OSError:
        diagnostics.error("unreadable-file", _start(folder), "cannot list the folder")
        return []
    prefix = folder if folder.endswith("/") else folder + "/"
    found = [
        prefix + name
        for name in names
        if not name.startswith(".") and name.endswith(SCHEMA_FILE_EXTENSION) and not os.path.isdir(prefix + name)
    ]
    found.sort(key=lambda p: p.encode("utf-8", "surrogateescape"))
    if not found:
        # `.yml` files are the likely mistake; naming them says why nothing was found.
        near = sorted(
            (f"'{n}'" for n in names if not n.startswith(".") and n.lower().endswith(".yml")),
            key=lambda n: n.encode("utf-8", "surrogateescape"),
        )
        why = ""
        if near:
            listed = near[0] if len(near) == 1 else ", ".join(near[:-1]) + " and " + near[-1]
            why = f"; schema files end in .yaml, so {listed} {'is' if len(near) == 1 else 'are'} not read"
        diagnostics.error("no-schema-files", _start(folder), "the folder holds no *.yaml file" + why)
    return found


def _read(path: str) -> bytes:
    """The file's bytes, refusing files over the size cap (also endless ones such as /dev/zero)."""
    with open(path, "rb") as handle:
        data = handle.read(MAXIMUM_FILE_SIZE + 1)
    if len(data) > MAXIMUM_FILE_SIZE:
        raise OSError(f"the file is larger than {MAXIMUM_FILE_SIZE // (1024 * 1024)} MiB")
    return data


def load_paths(paths: Sequence[PathLike]) -> LoadResult:
    """Loads the schema files named by paths (files, or folders whose ``*.yaml`` files are
    taken, not recursively)."""
    diagnostics = DiagnosticCollector()
    texts: list[tuple[str, bytes]] = []
    for file in schema_files([os.fspath(p) for p in paths], diagnostics):
        try:
            texts.append((file, _read(file)))
        except OSError as error:
            reason = str(error) if error.strerror is None else error.strerror
            diagnostics.error("unreadable-file", _start(file), f"cannot read the file: {reason}")
    return _load(texts, diagnostics)


def load_sources(sources: Sequence[tuple[str, bytes]]) -> LoadResult:
    """Loads schema files from (path, bytes) pairs already in memory, in the given order."""
    return _load(list(sources), DiagnosticCollector())


def _load(texts: list[tuple[str, bytes]], diagnostics: DiagnosticCollector) -> LoadResult:
    parsed: list[tuple[SourceFile, Node | None]] = [
        (SourceFile(path, data), parse_yaml(data, path, diagnostics)) for path, data in texts
    ]
    decoder = SyntaxDecoder(diagnostics)
    syntax: list[SchemaFileSyntax] = []
    for source, root in parsed:
        if root is None:
            continue
        decoded = decoder.decode(root, source.path)
        if decoded is not None:
            syntax.append(decoded)
    schema_set = resolve(syntax, diagnostics)
    # The exact text of every file, for generated modules to carry (a BOM included).
    schema_set = replace(
        schema_set, sources=tuple((path, data.decode("utf-8", errors="replace")) for path, data in texts)
    )
    return LoadResult(schema_set, diagnostics.sorted(), [source for source, _ in parsed])

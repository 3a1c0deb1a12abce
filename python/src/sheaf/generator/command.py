"""`sheaf-py generate SCHEMA… --output DIR`: the command-line front of the generator."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from sheaf.generator import generate, write_modules
from sheaf.generator.checks import check_names
from sheaf.schema.diagnostics import DiagnosticCollector, DiagnosticRenderer
from sheaf.schema.loader import load_paths

EXIT_INVALID = 1
EXIT_USAGE = 64
EXIT_CANNOT_WRITE = 74


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of `generate`, as the Swift tool takes them."""
    parser.add_argument("schemas", nargs="+", metavar="SCHEMA", help="schema files or folders (their *.yaml files)")
    parser.add_argument("--output", required=True, metavar="DIR", help="folder for the generated modules")
    parser.add_argument(
        "--visibility",
        choices=("public", "package", "internal"),
        default="internal",
        help="accepted for the Swift tool's sake; Python modules have no access levels",
    )


def run(arguments: argparse.Namespace, stderr: TextIO | None = None) -> int:
    """Checks the schemas, writes one module per schema file, removes stale ones."""
    stderr = stderr or sys.stderr
    result = load_paths(arguments.schemas)
    if result.has_errors:
        stderr.write(result.render())
        return EXIT_INVALID
    names = DiagnosticCollector()
    check_names(result.schema_set, names)
    if names.has_errors:
        stderr.write(DiagnosticRenderer(result.sources).render(names.sorted()))
        return EXIT_INVALID
    try:
        write_modules(generate(result.schema_set), arguments.output)
    except OSError as error:
        stderr.write(f"error: cannot write to {arguments.output}: {error.strerror or error}\n")
        return EXIT_CANNOT_WRITE
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Runs `generate` on its own (the package's CLI routes its `generate` here)."""
    parser = argparse.ArgumentParser(
        prog="sheaf-py generate", description="Writes Python modules for schemas.", allow_abbrev=False
    )
    add_arguments(parser)
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as exit:
        return EXIT_USAGE if exit.code else 0
    return run(arguments)

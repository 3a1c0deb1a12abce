"""The command line, ``sheaf-py`` or ``python -m sheaf``: the Swift tool's commands,
arguments, output and exit statuses (0 success, 1 invalid input with diagnostics on
standard error, 64 usage errors, 74 when standard output cannot be written).

Output goes to standard output as it is produced. When its reader goes away (``sheaf-py dump
… | head``), the command stops writing and exits with status 0, printing nothing more; any
other failure to write it prints one line on standard error and exits with status 74.

Each command is a function taking the parsed arguments and returning the exit status;
`COMMANDS` maps command names to (configure, run) pairs, so another command (``generate``)
adds itself with one entry.
"""

from __future__ import annotations

import argparse
import errno
import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn

from ._version import __version__
from .dynamic.decoder import decode_archive, validate_archive
from .dynamic.encoder import encode_archive
from .dynamic.types import resolve_type_text
from .files import write_atomically
from .generator import command as generate_command
from .jsonform.errors import JSONFormError
from .jsonform.hints import closest
from .jsonform.parse import parse_json, syntax_depth
from .jsonform.text import dump
from .schema.diagnostics import summary
from .schema.fingerprint import canonical_form, fingerprint, type_canonical_form
from .schema.loader import LoadResult, is_schema_file_name, load_paths
from .schema.model import DeclarationKind, SchemaSet
from .streams import commands as streams
from .streams import inspect as inspect_command
from .wire.errors import ArchiveError
from .wire.header import DEFAULT_MAX_ARCHIVE_SIZE, read_header
from .wire.limits import MAX_DEPTH_CEILING, stack_room
from .wire.reader import DEFAULT_MAX_DEPTH

__all__ = ["COMMANDS", "main"]

USAGE_ERROR = 64
#: Standard output could not be written (EX_IOERR).
OUTPUT_ERROR = 74


class UsageError(Exception):
    """Wrong arguments: exit status 64."""


class UnknownOption(UsageError):
    """An option the command does not have: reported with the closest one it has, or else
    with the command's usage."""

    def __init__(self, parser: argparse.ArgumentParser, option: str) -> None:
        self.option = option
        self.suggestion = closest(option, [o for o in parser._option_string_actions if o.startswith("--")])
        self.usage = parser.format_usage()
        self.prog = parser.prog
        super().__init__(f"unknown option '{option}'")

    def report(self) -> str:
        """The text for standard error."""
        if self.suggestion is not None:
            return f"{self.prog}: error: {self}; did you mean '{self.suggestion}'?\n"
        return f"{self.usage}{self.prog}: error: {self}\n"


#: What argparse takes for a negative number, not an option.
_NEGATIVE_NUMBER = re.compile(r"-\d+\Z|-\d*\.\d+\Z")


class _Parser(argparse.ArgumentParser):
    """Options are spelled out (no abbreviations); one the parser does not have is an
    `UnknownOption`, found before anything else is checked; help and the version are
    printed as the rest of the output is (`_write`)."""

    #: Whether a command name follows this parser's options (the top level): the arguments
    #: from the first one that is not an option onwards are the command's.
    commands_follow = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def parse_known_args(self, args: Iterable[str] | None = None, namespace: Any = None) -> Any:
        arguments = list(sys.argv[1:] if args is None else args)
        for argument in arguments:
            if argument == "--" or (self.commands_follow and not argument.startswith("-")):
                break
            option = argument.split("=", 1)[0]
            if (
                option.startswith("-")
                and option != "-"
                and option not in self._option_string_actions
                and not _NEGATIVE_NUMBER.match(argument)
                and " " not in argument
            ):
                raise UnknownOption(self, option)
        return super().parse_known_args(arguments, namespace)

    def print_help(self, file: Any = None) -> None:
        if file is None:
            _write(self.format_help())
        else:
            super().print_help(file)


class _Version(argparse.Action):
    """``--version``: prints ``sheaf-py 0.2.0`` (the tool's name and the version; the Swift
    tool prints ``sheaf 0.2.0``) and ends the command."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help="Show the version.")

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        _write(f"sheaf-py {__version__}\n")
        parser.exit()


class _OutputFailed(Exception):
    """Writing standard output failed; ``error`` says why."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


def _stdout() -> Any:
    """Standard output; None (the program started with its descriptor closed) fails as a
    write to a closed descriptor does."""
    if sys.stdout is None:
        raise _OutputFailed(OSError(errno.EBADF, os.strerror(errno.EBADF)))
    return sys.stdout


def _write(text: str) -> None:
    """Writes text to standard output; a failure ends the command (`main` reports it)."""
    try:
        _stdout().write(text)
    except OSError as error:
        raise _OutputFailed(error) from None


def _flush() -> None:
    try:
        _stdout().flush()
    except OSError as error:
        raise _OutputFailed(error) from None


def _discard(stream: Any) -> None:
    """Points a standard stream's descriptor at the null device, so that what is still
    buffered for it (flushed at exit) goes nowhere instead of failing again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(null, stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass  # not a real descriptor (a test's capture): nothing is flushed to it at exit
    finally:
        os.close(null)


def _output_failed(error: OSError) -> int:
    """The exit status after standard output failed: 0, quietly, when its reader went away;
    else 74, with the reason on standard error."""
    _discard(sys.stdout)
    if error.errno == errno.EPIPE:
        return 0
    reason = error.strerror or (os.strerror(error.errno) if error.errno else str(error))
    _err(f"sheaf-py: cannot write to standard output: {reason}")
    return OUTPUT_ERROR


_MAX_DEPTH_HELP = f"The nesting limit (1 to {MAX_DEPTH_CEILING}; default {DEFAULT_MAX_DEPTH})."


def _check_max_depth(max_depth: int) -> None:
    if max_depth < 1:
        raise UsageError("--max-depth must be at least 1.")
    if max_depth > MAX_DEPTH_CEILING:
        raise UsageError(
            f"--max-depth must be at most {MAX_DEPTH_CEILING}: deeper nesting needs more stack than sheaf reserves."
        )


def _err(text: str) -> None:
    """Prints to standard error; a failure to is ignored (it is where failures are told)."""
    if text:
        try:
            sys.stderr.write(text if text.endswith("\n") else text + "\n")
            sys.stderr.flush()
        except OSError:
            _discard(sys.stderr)


def _out(text: str) -> None:
    _write(text + "\n")


def _load(paths: Sequence[str], warnings: bool = True) -> LoadResult | None:
    """Loads schemas and prints their diagnostics; None when any is an error."""
    result = load_paths(paths)
    _err(result.render(warnings=warnings))
    return None if result.has_errors else result


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


# check


def _configure_check(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("schemas", nargs="*", help="Schema files (*.yaml) or folders.")


def _load_arguments(args: argparse.Namespace) -> LoadResult | None:
    """The schemas named by the positional arguments (at least one), diagnostics printed."""
    if not args.schemas:
        raise UsageError("Missing expected argument '<schemas> ...'")
    return _load(args.schemas)


def _run_check(args: argparse.Namespace) -> int:
    result = _load_arguments(args)
    if result is None:
        return 1
    schema_set = result.schema_set
    declarations = [schema_set.types[n] for n in sorted(schema_set.types)]
    fields = 0
    for declaration in declarations:
        if declaration.kind is DeclarationKind.PAYLOAD_ENUM:
            fields += sum(len(c.fields) for c in declaration.payload_cases)
        else:
            fields += sum(1 for f in declaration.fields if f.inherited_from is None)
    line = (
        f"ok: {_plural(len(result.sources), 'file')}, {_plural(len(schema_set.schemas), 'schema')}, "
        f"{_plural(len(declarations), 'type')}, {_plural(fields, 'field')}"
    )
    if result.diagnostics:
        line += "; " + summary(result.diagnostics)
    _out(line)
    for schema in schema_set.schemas:
        types = schema_set.declarations_in(schema)
        kinds: dict[str, int] = {}
        for declaration in types:
            kinds[declaration.kind.keyword] = kinds.get(declaration.kind.keyword, 0) + 1
        count = _plural(len(types), "type")
        detail = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        _out(f"  {schema.name} v{schema.version}: " + (f"{count} ({detail})" if types else count))
    return 0


# fingerprint


def _configure_fingerprint(parser: argparse.ArgumentParser) -> None:
    _configure_check(parser)
    parser.add_argument("--types", action="store_true", help="Also print each type's fingerprint.")


def _run_fingerprint(args: argparse.Namespace) -> int:
    result = _load_arguments(args)
    if result is None:
        return 1
    schema_set = result.schema_set
    for schema in schema_set.schemas:
        _out(f"{schema.name} {schema.version} {fingerprint(canonical_form(schema, schema_set))}")
        if args.types:
            for declaration in schema_set.declarations_in(schema):
                _out(f"  {declaration.name} {fingerprint(type_canonical_form(declaration.name, schema_set))}")
    return 0


# dump and validate


def _is_schema_path(path: str) -> bool:
    """A folder or a schema file's name (``*.yaml``): what ``--schema`` takes."""
    return os.path.isdir(path) or is_schema_file_name(path)


def _split_archives(schemas: list[str], archives: list[str]) -> tuple[list[str], list[str]]:
    """``--schema a.yaml Schemas x.shf`` hands every path to --schema: split off the archives."""
    for index, path in enumerate(schemas):
        if not _is_schema_path(path):
            return schemas[:index], schemas[index:] + archives
    return schemas, archives


def _read_archive(path: str, limit: int = DEFAULT_MAX_ARCHIVE_SIZE) -> bytes:
    """An archive file's bytes; files over the size limit are refused before reading."""
    where = os.path.abspath(path)
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError as error:
        raise ArchiveError("ioError", None, f"cannot open {where}: {error.strerror}") from None
    try:
        try:
            size = os.fstat(descriptor).st_size
        except OSError as error:
            raise ArchiveError("ioError", None, f"cannot inspect {where}: {error.strerror}") from None
        if size > limit:
            raise ArchiveError("archiveTooLarge", 0, f"{where} has {size} bytes, more than the limit of {limit}")
        chunks = []
        remaining = size
        while remaining > 0:
            try:
                chunk = os.read(descriptor, remaining)
            except OSError as error:
                raise ArchiveError("ioError", None, f"cannot read {where}: {error.strerror}") from None
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def _error_line(error: ArchiveError, path: str) -> str:
    if error.offset is None and error.path == "$":
        return f"{path}: {error.message} [{error.code}]"
    offset = f"offset {error.offset}: " if error.offset is not None else ""
    return f"{path}: {offset}{error.path}: {error.message} [{error.code}]"


def _json_error_line(error: JSONFormError, path: str) -> str:
    """``FILE:LINE:COLUMN: error: MESSAGE (at PATH, byte N) [code]``, or without the position
    for an error that has none in the text."""
    if error.offset is None:
        return f"{path}: error: {error.message} (at {error.path}) [{error.code}]"
    return f"{path}:{error.line}:{error.column}: error: {error.message} (at {error.path}, byte {error.offset}) [{error.code}]"


def _configure_archive_command(parser: argparse.ArgumentParser, archives: str) -> None:
    # The archives are taken with nargs="*" because --schema takes every path up to the
    # first that names no schema (_split_archives): the usage shows them as they must be given.
    parser.usage = f"%(prog)s --schema SCHEMA [SCHEMA ...] [--max-depth MAX_DEPTH] {archives}"
    parser.epilog = "--schema takes schema files (*.yaml) and folders; the first other path " + (
        "is the archive." if archives == "archive" else "ends the list and starts the archives (or put them after --)."
    )
    parser.add_argument("--schema", nargs="+", action="extend", default=[], help="Schema files (*.yaml) or folders.")
    parser.add_argument(
        "archives",
        nargs="*",
        metavar="archive",
        help="The archive file." if archives == "archive" else "Archive files.",
    )
    parser.add_argument("--max-depth", type=int, default=DEFAULT_MAX_DEPTH, help=_MAX_DEPTH_HELP)


def _configure_dump(parser: argparse.ArgumentParser) -> None:
    _configure_archive_command(parser, "archive")


def _configure_validate(parser: argparse.ArgumentParser) -> None:
    _configure_archive_command(parser, "archive [archive ...]")


def _stream_schema(schemas: list[str]) -> tuple[bool, SchemaSet | None]:
    """For a stream: (loaded, the --schema set or None for the embedded one)."""
    if not schemas:
        return True, None
    result = _load(schemas, warnings=False)
    return result is not None, None if result is None else result.schema_set


def _run_dump(args: argparse.Namespace) -> int:
    schemas, archives = _split_archives(args.schema, args.archives)
    if len(archives) > 1:
        raise UsageError("Give exactly one archive to dump.")
    if archives and streams.is_stream(archives[0]):
        _check_max_depth(args.max_depth)
        loaded, schema_set = _stream_schema(schemas)
        error = streams.stream_records(archives[0], schema_set, args.max_depth, _write)[2] if loaded else None
        if error is not None:
            _err(streams.stream_error_line(error, archives[0]))
        return 0 if loaded and error is None else 1
    if not schemas:
        raise UsageError("Give at least one schema file or folder with --schema (or see the file with inspect).")
    if not archives:
        raise UsageError("Give the archive to dump.")
    _check_max_depth(args.max_depth)
    result = _load(schemas, warnings=False)
    if result is None:
        return 1
    path = archives[0]
    try:
        _, value = decode_archive(_read_archive(path), result.schema_set, max_depth=args.max_depth)
    except ArchiveError as error:
        _err(_error_line(error, path))
        return 1
    with stack_room(args.max_depth):
        dump(value, _write)  # printed as it is produced
    return 0


def _identity(data: bytes, schema_set: SchemaSet) -> str | None:
    """The archive's identity line, also when only its checksum is wrong."""
    try:
        header = read_header(data)
    except ArchiveError as error:
        if error.code != "checksumMismatch":
            return None
        try:
            header = read_header(data[:5] + bytes([data[5] & ~1]) + data[6:-4])
        except ArchiveError:
            return None
    text = f"{header.schema_name} v{header.version} (fingerprint {header.fingerprint}), root {header.root_type}; "
    schema = next((s for s in schema_set.schemas if s.name == header.schema_name), None)
    if schema is None:
        return text + f"no schema '{header.schema_name}' was given"
    if header.version == schema.version:
        text += "same version as the schema"
    elif header.version < schema.version:
        text += f"older than the schema (v{schema.version})"
    else:
        text += f"newer than the schema (v{schema.version})"
    own = fingerprint(canonical_form(schema, schema_set))
    return text + (", fingerprint matches" if own == header.fingerprint else f", fingerprint differs (schema {own})")


def _run_validate(args: argparse.Namespace) -> int:
    schemas, archives = _split_archives(args.schema, args.archives)
    if archives and all(streams.is_stream(path) for path in archives):
        _check_max_depth(args.max_depth)
        loaded, schema_set = _stream_schema(schemas)
        return inspect_command.validate_streams(archives, schema_set, args.max_depth, _out, _err) if loaded else 1
    if not schemas:
        raise UsageError("Give at least one schema file or folder with --schema.")
    if not archives:
        raise UsageError("Give at least one archive to validate.")
    _check_max_depth(args.max_depth)
    result = _load(schemas, warnings=False)
    if result is None:
        return 1
    all_valid = True
    for path in archives:
        identity = None
        notes: list[tuple[int, str, str]] = []
        try:
            data = _read_archive(path)
        except ArchiveError as error:
            errors, stopped = [error], False
        else:
            identity = _identity(data, result.schema_set)
            errors, stopped, notes = validate_archive(data, result.schema_set, max_depth=args.max_depth)
        if notes:
            _err("\n".join(f"{path}: note: offset {offset}: {where}: {message}" for offset, where, message in notes))
        if not errors:
            _out(f"{path}: ok" + (f": {identity}" if identity else ""))
            continue
        all_valid = False
        count = _plural(len(errors), "error") + (", stopped there" if stopped else "")
        lines = [_error_line(error, path) for error in errors]
        lines.append(f"{path}: invalid ({count})" + (f": {identity}" if identity else ""))
        _err("\n".join(lines))
    return 0 if all_valid else 1


# pack


def _configure_pack(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--schema", nargs="+", action="extend", default=[], help="Schema files (*.yaml) or folders.")
    parser.add_argument("--type", required=True, help="The root type, a type expression.")
    parser.add_argument("--input", help="The JSON file to read (default: standard input).")
    parser.add_argument("--output", required=True, help="The archive file to write.")
    parser.add_argument("--checksum", action="store_true", help="Append a CRC-32C checksum to the archive.")
    parser.add_argument("--stream", action="store_true", help="Write a record stream from JSON Lines.")
    parser.add_argument("--codec", choices=["none", "deflate"], help="The stream's codec (default: none).")
    parser.add_argument("--max-depth", type=int, default=DEFAULT_MAX_DEPTH, help=_MAX_DEPTH_HELP)


def _run_pack(args: argparse.Namespace) -> int:
    if not args.schema:
        raise UsageError("Give at least one schema file or folder with --schema.")
    if args.stream and args.checksum:
        raise UsageError("--checksum is for archives: a stream's blocks carry their own checksums.")
    if args.codec and not args.stream:
        raise UsageError("--codec is for streams: add --stream.")
    _check_max_depth(args.max_depth)
    result = _load(args.schema, warnings=False)
    if result is None:
        return 1
    try:
        root = resolve_type_text(args.type, result.schema_set)
    except ValueError as error:
        _err(f"error: --type '{args.type}': {error}")
        return 1
    if args.stream:
        line = streams.pack_stream(
            args.input, args.output, result.schema_set, root, args.codec or "none", args.max_depth
        )
        if line is not None:
            _err(line)
        return 0 if line is None else 1
    source = args.input or "<stdin>"
    try:
        if args.input:
            with open(args.input, "rb") as handle:
                text = handle.read()
        else:
            text = sys.stdin.buffer.read()
    except OSError:
        _err(f"{source}: error: cannot read the file")
        return 1
    document = None
    try:
        document = parse_json(text, syntax_depth(args.max_depth))
        data = encode_archive(
            document.value,
            root,
            result.schema_set,
            checksum=args.checksum,
            max_depth=args.max_depth,
            document_size=len(text),
        )
    except JSONFormError as error:
        if document is not None:
            document.locate(error)
        _err(_json_error_line(error, source))
        return 1
    except ArchiveError as error:
        _err(_error_line(error, source))
        return 1
    try:
        write_atomically(args.output, data)
    except OSError as error:
        _err(f"{args.output}: error: cannot write the file: {error.strerror or error}")
        return 1
    return 0


# export


def _configure_export(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="The stream (or, with --schema and --records, the archive) to export.")
    parser.add_argument("--to", required=True, choices=["parquet", "arrow"], help="Parquet, or an Arrow IPC file.")
    parser.add_argument("--output", required=True, help="The file to write (replaced only when the export succeeds).")
    parser.add_argument(
        "--schema",
        nargs="+",
        action="extend",
        default=[],
        help="Schema files (*.yaml) or folders (archives need them).",
    )
    parser.add_argument("--records", help="An archive's root field that holds the list of records.")
    parser.add_argument(
        "--recursion",
        type=int,
        default=3,
        help="How many levels deep a type nested in itself gets columns (default: 3).",
    )
    parser.add_argument("--max-depth", type=int, default=DEFAULT_MAX_DEPTH, help=_MAX_DEPTH_HELP)


def _run_export(args: argparse.Namespace) -> int:
    _check_max_depth(args.max_depth)
    if args.recursion < 1:
        raise UsageError("--recursion must be at least 1.")
    is_stream = streams.is_stream(args.file)
    if not is_stream and not (args.schema and args.records):
        raise UsageError("An archive has no schema of its own: give --schema and --records FIELD (or export a stream).")
    try:
        from . import arrow
        from .arrow.archive import read_archive_records
        from .arrow.export import write_batches
    except ImportError as error:
        _err(
            f"error: sheaf-py export needs pyarrow ({error}); install the arrow extra: pip install 'sheaf-format[arrow]'"
        )
        return 1
    schema = None
    if args.schema:
        result = _load(args.schema, warnings=False)
        if result is None:
            return 1
        from .api import Schema

        schema = Schema(result.schema_set)
    terminal = sys.stderr.isatty()

    def progress(rows: int) -> None:
        _err_partial(f"\r{args.output}: {rows:,} records written")

    try:
        if is_stream:
            reader = arrow.read_stream(args.file, schema, recursion=args.recursion, max_depth=args.max_depth)
        else:
            assert schema is not None
            data = _read_archive(args.file)
            reader = read_archive_records(
                data, schema, args.records, recursion=args.recursion, max_depth=args.max_depth
            )
        rows = write_batches(reader, args.output, args.to, progress if terminal else None)
    except ArchiveError as error:
        if terminal:
            _err_partial("\n")
        line = streams.stream_error_line(error, args.file) if is_stream else _error_line(error, args.file)
        _err(line)
        return 1
    except ValueError as error:
        _err(f"{args.file}: error: {error}")
        return 1
    except OSError as error:
        _err(f"{args.output}: error: cannot write the file: {error.strerror or error}")
        return 1
    if terminal:
        _err(f"\r{args.output}: {rows:,} records written")
    return 0


def _err_partial(text: str) -> None:
    """Standard error without a line end (a progress line rewritten in place)."""
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except OSError:
        _discard(sys.stderr)


#: Command name → (argument setup, runner, one-line help).
COMMANDS: dict[str, tuple[Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int], str]] = {
    "check": (_configure_check, _run_check, "Parse and check schemas; print every problem with file:line:column."),
    "fingerprint": (_configure_fingerprint, _run_fingerprint, "Print each schema's name, version and fingerprint."),
    "pack": (_configure_pack, _run_pack, "Turn a value in the JSON form into an archive."),
    "dump": (
        _configure_dump,
        _run_dump,
        "Print an archive's value in the JSON form, or a stream's records as JSON Lines.",
    ),
    "validate": (_configure_validate, _run_validate, "Check archives against schemas, and streams."),
    "inspect": (
        inspect_command.configure,
        lambda args: inspect_command.run(args, _out, _err),
        "Show an archive's or a stream's insides, no schema needed.",
    ),
    "export": (
        _configure_export,
        _run_export,
        "Write a stream's records (or an archive's list of records) as a Parquet or Arrow IPC file.",
    ),
    "generate": (
        generate_command.add_arguments,
        generate_command.run,
        "Write a Python module for each schema file; remove the ones of schema files that are gone.",
    ),
}


_OVERVIEW_EPILOG = (
    "SCHEMA arguments are schema files (*.yaml) or folders (every *.yaml directly inside). "
    "Exit status: 0 success, 1 invalid input, 64 usage error, 74 standard output could not be "
    "written. When the reader of standard output goes away (sheaf-py dump ... | head), sheaf-py "
    "stops writing and exits with status 0."
)


def _parser() -> _Parser:
    parser = _Parser(prog="sheaf-py", description="Sheaf schemas and archives, in Python.", epilog=_OVERVIEW_EPILOG)
    parser.commands_follow = True
    parser.add_argument("--version", action=_Version)
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name, (configure, _, help_text) in COMMANDS.items():
        command = commands.add_parser(name, help=help_text, description=help_text)
        configure(command)
        command.add_argument("--version", action=_Version)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs one command; returns its exit status.

    A failure to write standard output ends the command: when the reader went away, with
    status 0 and nothing on standard error; otherwise with status 74 and one line there.
    Either way the descriptor then points at the null device, so the flush at exit cannot
    fail again.
    """
    try:
        status = _main(argv)
        _flush()
    except _OutputFailed as failure:
        return _output_failed(failure.error)
    except BrokenPipeError as error:  # a write that did not go through _write
        return _output_failed(error)
    return status


def _main(argv: Sequence[str] | None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()  # as the Swift tool: no command shows the overview
            return 0
        return COMMANDS[args.command][1](args)
    except UnknownOption as error:
        _err(error.report())
        return USAGE_ERROR
    except UsageError as error:
        _err(f"Error: {error}\nUsage: {parser.prog} <subcommand>\n  See '{parser.prog} --help' for more information.")
        return USAGE_ERROR
    except SystemExit as exit:  # --help and --version end the parse
        return exit.code if isinstance(exit.code, int) else 0 if exit.code is None else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

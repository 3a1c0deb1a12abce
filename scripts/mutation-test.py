#!/usr/bin/env python3
"""The mutation check: mutmut mutates the functions of the shipped Python package that
implement the rule groups the conformance corpus claims to pin (Conformance/README.md,
"Mutation check"), and the corpus — every case of Conformance/manifest.json through the
package, python/tests/test_conformance_manifest.py — must kill every mutant.

A surviving mutant fails the run unless it only changes an error's message text (the corpus
pins codes, offsets and values, not wording) or is listed in EQUIVALENT below with the
reason no archive can tell it from the original. The bound keeps the run to a few minutes on
two cores: only the functions named in RULE_GROUPS are mutated and run.

Usage (from the repository root, with the package's virtual environment):
    .venv-python/bin/python scripts/mutation-test.py [-v] [--group WORD]
``--group WORD`` checks only the rule groups whose description contains WORD.
Prints one line per rule group (mutants, killed) and every unexplained survivor's diff.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from fnmatch import fnmatch
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parent.parent / "python"
MUTMUT = [sys.executable, "-m", "mutmut"]

#: rule group → the functions implementing it (mutmut names: module.x_function, or
#: module.xǁClassǁmethod for methods).
RULE_GROUPS: dict[str, list[str]] = {
    "header checks and their order (checksum before the header's strings, schema name after the root type)": [
        "sheaf.wire.header.x_read_header",
    ],
    "varints, zig-zag, keys and lengths": [
        "sheaf.wire.reader.xǁReaderǁvarint",
        "sheaf.wire.reader.xǁReaderǁzigzag",
        "sheaf.wire.reader.xǁReaderǁkey",
        "sheaf.wire.reader.xǁReaderǁlength",
        "sheaf.wire.reader.xǁReaderǁ_need",
    ],
    "depth: every structured value and class value a level, checked before its length": [
        "sheaf.wire.reader.xǁReaderǁenter",
        "sheaf.wire.reader.xǁReaderǁleave",
        "sheaf.dynamic.read_state.xǁReadStateǁenter",
        "sheaf.dynamic.read_state.xǁReadStateǁleave",
    ],
    "counts and packed lists (minimum sizes, width before room, zig-zag, the packed tie)": [
        "sheaf.wire.reader.xǁReaderǁcount",
        "sheaf.wire.packed.xǁPackedListsǁpacked_ints",
        "sheaf.wire.packed.xǁPackedListsǁ_packed_varints",
        "sheaf.wire.packed.xǁPackedListsǁpacked_bools",
        "sheaf.wire.writer.x_packed_width",
        "sheaf.wire.writer.xǁWriterǁpacked_ints",
    ],
    "floats: float32 in float64 fields, NaN bits kept": [
        "sheaf.wire.reader.x_widen_float32_bits",
    ],
    "text values: UTF-8, uuids, urls, timestamps before year 1": [
        "sheaf.wire.reader.xǁReaderǁstring",
        "sheaf.wire.reader.xǁReaderǁuuid_bytes",
        "sheaf.wire.reader.xǁReaderǁbool_",
        "sheaf.wire.reader.xǁReaderǁpresence",
        "sheaf.text.uri.x_is_uri_reference",
        "sheaf.text.rfc3339.x_civil_from_days",
    ],
    "maps: UTF-8 key order, a repeated key after its value, equivalent keys": [
        "sheaf.dynamic.read_collections.xǁCollectionReaderǁmap",
        "sheaf.dynamic.read_scalars.xǁScalarReaderǁmap_key",
    ],
    "tables: tags, entries, numbering, entries no reference reaches": [
        "sheaf.wire.tables.x_read_tables",
        "sheaf.wire.tables.x_unreached_entry_errors",
        "sheaf.wire.tables.x_entry_error",
        "sheaf.wire.tables.x_is_class_reference",
        "sheaf.dynamic.read_records.xǁRecordReaderǁinstance",
        "sheaf.dynamic.read_records.xǁRecordReaderǁprotocol",
        "sheaf.dynamic.read_records.xǁRecordReaderǁopaque_member",
    ],
    "streams: the header's checks and their order, block framing, limits, CRC, marker, inflating, the torn tail": [
        "sheaf.streams.header.x_read_stream_header",
        "sheaf.streams.header.x__fields",
        "sheaf.streams.header.x__name_problem",
        "sheaf.streams.block.x_check_frame",
        "sheaf.streams.block.x_find_block",
        "sheaf.streams.block.x_inflate",
        "sheaf.streams.reader.xǁBlockWalkǁframe",
        "sheaf.streams.reader.xǁBlockWalkǁstart",
    ],
}

#: Survivors no archive can tell from the original: (function, the line as written) → why.
#: Every mutation of that line is accepted. Matched on text, so line numbers and mutmut's
#: numbering do not matter; a line that changes drops out of the list and its survivors fail.
EQUIVALENT: dict[tuple[str, str], str] = {
    ("sheaf.wire.header.x_read_header", "end = len(data)"): "a Reader's end defaults to the data's length",
    (
        "sheaf.wire.header.x_read_header",
        "fingerprint = data[at : at + 8].hex()",
    ): "the fingerprint is reported, never checked (another fingerprint is not an error)",
    (
        "sheaf.wire.header.x_read_header",
        "return Header(schema_name, version, fingerprint, root_type, root_type_offset, has_checksum, reader)",
    ): "version, fingerprint and the checksum flag are reported, not used to decode (the trailer is checked above)",
    (
        "sheaf.wire.header.x_read_header",
        "whole = Reader(data, 0, len(data), max_depth)",
    ): "this reader only words the truncation errors (their offsets are passed explicitly)",
    ("sheaf.wire.reader.xǁReaderǁlength", "if self.end == self.input_end"): "chooses the message's wording",
    (
        "sheaf.dynamic.read_state.xǁReadStateǁenter",
        "self._starts.append(self._last_enter)",
    ): "the start is only named in lengthMismatch's message",
    (
        "sheaf.dynamic.read_state.xǁReadStateǁleave",
        "self.r.leave(saved, self._starts[-1])",
    ): "the start is only named in lengthMismatch's message",
    (
        "sheaf.dynamic.read_state.xǁReadStateǁenter",
        "self._frames.append((saved, self.r.end))",
    ): "frames only let validation resume after an error; decoding stops at the first",
    (
        "sheaf.wire.packed.xǁPackedListsǁ_packed_varints",
        'kind = "signed" if signed else "unsigned"',
    ): "only words the message",
    (
        "sheaf.wire.reader.x_widen_float32_bits",
        "if bits32 & 0x7F800000 == 0x7F800000 and bits32 & 0x007FFFFF:",
    ): "widening an infinity bit by bit as if a NaN gives the same bits as converting it",
    (
        "sheaf.wire.tables.x_unreached_entry_errors",
        "error = None if reached else entry_error(data, tables, index + 1)",
    ): "a reached entry was read already: checking it again finds nothing",
    (
        "sheaf.dynamic.read_collections.xǁCollectionReaderǁmap",
        "entries.sort(key=lambda entry: entry[0])",
    ): "the order of a map's members in the JSON form is not part of its value",
    (
        "sheaf.dynamic.read_collections.xǁCollectionReaderǁmap",
        "self._path.append(component)",
    ): "validation only: the path of `sheaf validate`'s notes (errors take theirs from prepend)",
    (
        "sheaf.dynamic.read_collections.xǁCollectionReaderǁmap",
        "self.record_error(failure)",
    ): "validation only: decoding raises before it",
    (
        "sheaf.dynamic.read_records.xǁRecordReaderǁinstance",
        "self.record_error(error)",
    ): "validation only: decoding raises before it",
    (
        "sheaf.dynamic.read_records.xǁRecordReaderǁinstance",
        "r.pos, r.end, r.depth = after, outer, depth",
    ): "validation only: resumes after an entry that failed",
    (
        "sheaf.dynamic.read_records.xǁRecordReaderǁopaque_member",
        "errors = len(self.errors)",
    ): "validation only: notes for `sheaf validate`",
    (
        "sheaf.dynamic.read_records.xǁRecordReaderǁopaque_member",
        "if self.collecting and len(self.errors) == errors:",
    ): "validation only: notes for `sheaf validate`",
    (
        "sheaf.dynamic.read_records.xǁRecordReaderǁopaque_member",
        'self.notes.append((tag_at, "$" + "".join(self._path), message))',
    ): "validation only: notes for `sheaf validate`",
    (
        "sheaf.wire.packed.xǁPackedListsǁpacked_bools",
        'bad = next((i for i, b in enumerate(chunk) if b > 1), None) if chunk.translate(None, b"\\x00\\x01") else None',
    ): "a fast path: the scan below finds the same byte",
    **{
        ("sheaf.streams.block.x_check_frame", line): "a block cut short has nothing after it, so it is always the "
        "stream's torn tail: its own code and offset only word tornTail's message"
        for line in (
            "if size > file_size - data_offset:",
            "if len(whole) < crc_at + 4:",
            'raise StreamError("truncated", offset + crc_at, f"block CRC needs 4 bytes, the input has '
            '{len(whole) - crc_at}")',
            "if len(whole) < crc_at + 4 + MARKER_SIZE:",
            'raise StreamError("truncated", offset + crc_at + 4, f"sync marker needs 16 bytes, the input has {left}")',
        )
    },
    ("sheaf.streams.block.x_check_frame", "head = file.read(30)"): "three varints take 30 bytes at most",
    (
        "sheaf.streams.block.x_check_frame",
        'raise StreamError("blockTooLarge", offset + raw_at, message)',
    ): "only words the message",
    (
        "sheaf.streams.block.x_find_block",
        "chunk = file.read(_CHUNK + MARKER_SIZE - 1)",
    ): "reading more per chunk finds the same markers (less is caught by test_stream_block_search)",
    (
        "sheaf.streams.block.x_find_block",
        "if p >= start and p < file_size:",
    ): "a marker found at or after start - 16 puts p at or after start; at the file's end there is no block to check",
    (
        "sheaf.streams.block.x_find_block",
        "found = chunk.find(marker, found + 1)",
    ): "a 16-byte sync marker from a hash cannot overlap itself",
    (
        "sheaf.streams.block.x_find_block",
        "position = max(0, start - MARKER_SIZE)",
    ): "a search starts after the header, which is longer than the marker",
    ("sheaf.wire.tables.x_is_class_reference", "reader = Reader(data, start, end)"): "a varint that runs past "
    "the member's end ends after it: not one varint ending there, whether the reader stops at the end or not",
    ("sheaf.streams.block.x_find_block", "while position < file_size:"): "a chunk read at the file's end is empty",
    (
        "sheaf.streams.block.x_inflate",
        "if not inflater.eof and inflater.decompress(inflater.unconsumed_tail, 1):",
    ): "every inflate failure is decompressionFailed at the data's first byte: which check finds it only words "
    "the message",
    (
        "sheaf.streams.header.x__fields",
        "marker = data[end + 4 : end + 4 + MARKER_SIZE]",
    ): "the data read ends with the marker: a longer slice is the same",
    (
        "sheaf.streams.header.x__fields",
        "codec, schema_name, version, fingerprint, root_type, files, marker, end + 4 + MARKER_SIZE,",
    ): "the version is reported (inspect), not used to read",
    **{
        ("sheaf.streams.header.x_read_stream_header", line): "reading more of the file than the checks need "
        "changes nothing"
        for line in ("head = _read_at(file, 0, 16)", "data = _read_at(file, 0, fields_end + 4 + MARKER_SIZE)")
    },
    (
        "sheaf.streams.header.x_read_stream_header",
        "if head[:4] == ARCHIVE_MAGIC:",
    ): "badMagic at 0 either way: the archive's magic only changes the message",
    (
        "sheaf.streams.reader.xǁBlockWalkǁframe",
        "if find_block(self.file, offset + 1, h.codec, h.marker, self.size) is None:",
    ): "no block starts within a byte of another (16 marker bytes precede each); from offset - 1 the failing "
    "block is found and passed over again",
    (
        "sheaf.streams.reader.xǁBlockWalkǁframe",
        'raise StreamError("tornTail", offset, message) from None',
    ): "only words the message",
    (
        "sheaf.streams.reader.xǁBlockWalkǁstart",
        "if start <= h.first_block:",
    ): "a search from the first block's offset finds it (the header's marker precedes it)",
    (
        "sheaf.wire.writer.xǁWriterǁpacked_ints",
        "if width > 1:",
    ): "a varint takes a byte at least: varints are never strictly fewer bytes than width 1",
}

#: Survivors that are rules the corpus does not pin yet: (function, the line as written) →
#: the case that would pin it. They are printed and counted, and do not fail the run; each is
#: a case to write (Conformance/README.md, "Mutation check").
NOT_YET_PINNED: dict[tuple[str, str], str] = {
    (
        "sheaf.dynamic.read_records.xǁRecordReaderǁprotocol",
        'out = None if value is None else {"$type": tag, **value}',
    ): "a protocol value whose member reads as nothing",
}
_STRING = re.compile(r"""[rbfu]*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')""")
#: Local names that, in the functions above, only feed an error's message.
_MESSAGE_NAMES = re.compile(r"^(where|left|problem|names|message|plural|size) = ")
#: ``truncated(at, needed, what)``: only ``at`` is the error's offset; the rest is wording.
_TRUNCATED = re.compile(r"truncated\(([^,]*),.*\)$")


def message_only(removed: str, added: str) -> bool:
    """Whether a mutation only changes the wording of a message: the lines are equal once
    every string literal is blanked, or one literal became ``None``."""
    if _MESSAGE_NAMES.match(removed):
        return True
    if _TRUNCATED.search(removed) and _TRUNCATED.search(added):
        return _TRUNCATED.search(removed).group(1) == _TRUNCATED.search(added).group(1)
    # Adjacent literals are one string (implicit concatenation).
    before, after = (re.sub(r"S(\s*S)+", "S", _STRING.sub("S", line)) for line in (removed, added))
    if before == after:
        return True
    return any(before[: m.start()] + "None" + before[m.end() :] == after for m in re.finditer("S", before))


def mutants_of(results: str, functions: list[str]) -> dict[str, str]:
    """{mutant name: status} of the listed functions, from ``mutmut results --all true``."""
    found = {}
    for line in results.splitlines():
        name, _, status = line.strip().partition(": ")
        if any(fnmatch(name, function + "__mutmut_*") for function in functions):
            found[name] = status.strip()
    return found


def diff_lines(name: str) -> tuple[str, str]:
    """The mutated line(s) of a mutant as written and as mutated (mutmut's own diff, asked in
    this process: one `mutmut show` a survivor would cost a second each)."""
    from mutmut.__main__ import find_mutant, get_diff_for_mutant

    shown = get_diff_for_mutant(name, path=find_mutant(name).path)
    removed = [line[1:].strip() for line in shown.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line[1:].strip() for line in shown.splitlines() if line.startswith("+") and not line.startswith("+++")]
    return " ".join(removed), " ".join(added)


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    word = argv[argv.index("--group") + 1] if "--group" in argv else ""
    groups = {group: functions for group, functions in RULE_GROUPS.items() if word in group}
    started = time.monotonic()
    shutil.rmtree(PYTHON_DIR / "mutants", ignore_errors=True)
    functions = [f for group in groups.values() for f in group]
    run = subprocess.run(
        [*MUTMUT, "run", *[f + "__mutmut_*" for f in functions]], cwd=PYTHON_DIR, capture_output=True, text=True
    )
    if run.returncode != 0:
        print(run.stdout[-3000:] + run.stderr[-3000:])
        print("mutation check: mutmut failed")
        return 1
    os.chdir(PYTHON_DIR)
    results = subprocess.run(
        [*MUTMUT, "results", "--all", "true"], cwd=PYTHON_DIR, capture_output=True, text=True
    ).stdout
    total = killed = explained = 0
    unexplained = []
    not_yet: dict[str, int] = {}
    for group, group_functions in groups.items():
        statuses = mutants_of(results, group_functions)
        missing = [f for f in group_functions if not any(n.startswith(f + "__") for n in statuses)]
        if missing:
            unexplained.append(f"{group}: no mutants of {missing} (renamed, or its file not in only_mutate?)")
        group_killed = sum(s in ("killed", "timeout") for s in statuses.values())
        group_unexplained = 0
        for name, status in sorted(statuses.items()):
            if status in ("killed", "timeout"):
                continue
            function = name.rsplit("__mutmut_", 1)[0]
            removed, added = diff_lines(name)
            if status == "survived" and (message_only(removed, added) or (function, removed) in EQUIVALENT):
                explained += 1
                continue
            if status == "survived" and (function, removed) in NOT_YET_PINNED:
                why = NOT_YET_PINNED[(function, removed)]
                not_yet[why] = not_yet.get(why, 0) + 1
                continue
            group_unexplained += 1
            unexplained.append(f"{name} ({status}):\n    - {removed}\n    + {added}")
        total += len(statuses)
        killed += group_killed
        print(f"{len(statuses):5d} mutants, {group_killed:5d} killed, {group_unexplained:3d} unexplained  {group}")
    elapsed = time.monotonic() - started
    for problem in unexplained:
        print("NOT KILLED  " + problem)
    for why, count in sorted(not_yet.items()):
        print(f"not yet pinned ({count} mutant{'' if count == 1 else 's'}): {why}")
    print(
        f"mutation check: {total} mutants of {len(functions)} functions, {killed} killed, {explained} only change "
        f"messages or are equivalent, {sum(not_yet.values())} not yet pinned, {len(unexplained)} unexplained "
        f"({elapsed:.0f} s)"
    )
    if verbose:
        print(run.stdout[-2000:])
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

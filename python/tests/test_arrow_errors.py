"""Bad input to `sheaf.arrow` and `sheaf-py export`: a torn stream, a corrupt block, a record
that breaks a rule under a valid checksum, a schema or root type that does not match, an
invalid url the C decoder leaves to the grammar check, no accelerator, no pyarrow — each a
`sheaf.SheafError` with its location (or exit status 1 and the error line), and no output
file left behind."""

from __future__ import annotations

import builtins
import os
import sys
from pathlib import Path
from typing import Any

import pytest

pa = pytest.importorskip("pyarrow")

from arrow_records import SCHEMA, events  # noqa: E402
from conftest import CONFORMANCE, run_main  # noqa: E402

import sheaf  # noqa: E402
import sheaf.arrow  # noqa: E402
from sheaf import native  # noqa: E402
from sheaf.streams import block_bytes, read_stream_header  # noqa: E402
from sheaf.streams.reader import StreamReader  # noqa: E402
from sheaf.wire.reader import Reader  # noqa: E402

COMPANY = CONFORMANCE / "schemas" / "company.yaml"


@pytest.fixture
def staff(tmp_path: Path) -> Path:
    """Three blocks of Employee records, codec none."""
    path = tmp_path / "staff.sheafs"
    company = sheaf.load_schema(str(COMPANY))
    with company.stream_writer(path, type="Employee", codec="none") as writer:
        for i in range(30):
            writer.append({"name": f"E{i}", "age": 30 + i})
            if i % 10 == 9:
                writer.flush()
    return path


def _read(path: Path, **options: Any) -> Any:
    return sheaf.arrow.read_stream(path, **options).read_all()


def _frames(path: Path) -> list[int]:
    return [frame.offset for _, frame, _ in StreamReader(path).block_data()]


def _export(path: Path, output: Path, capfd: pytest.CaptureFixture[str], *more: str) -> tuple[int, str, str]:
    return run_main(["export", str(path), "--to", "parquet", "--output", str(output), *more], capfd)


def _leftovers(folder: Path) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.startswith(".sheaf-") or name.endswith(".parquet"))


def test_a_torn_tail_fails_with_its_block(staff: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    last = _frames(staff)[-1]
    staff.write_bytes(staff.read_bytes()[:-7])
    with pytest.raises(sheaf.SheafError) as caught:
        _read(staff)
    error = caught.value
    assert (error.code, error.block, error.block_offset) == ("tornTail", 2, last)  # type: ignore[attr-defined]
    status, _, err = _export(staff, tmp_path / "out.parquet", capfd)
    assert status == 1
    assert err == f"{staff}: block 2, offset {last}: {error.message} [tornTail]\n"
    assert _leftovers(tmp_path) == []


def test_a_corrupt_block_fails_with_its_offset(staff: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    middle = _frames(staff)[1]
    data = bytearray(staff.read_bytes())
    data[middle + 8] ^= 0xFF  # inside the records: the CRC no longer matches
    staff.write_bytes(bytes(data))
    with pytest.raises(sheaf.SheafError) as caught:
        _read(staff)
    assert (caught.value.code, caught.value.block) == ("checksumMismatch", 1)  # type: ignore[attr-defined]
    (tmp_path / "out.parquet").write_bytes(b"an older export")
    status, _, err = _export(staff, tmp_path / "out.parquet", capfd)
    assert (status, err.endswith("[checksumMismatch]\n")) == (1, True)
    assert (tmp_path / "out.parquet").read_bytes() == b"an older export"  # not replaced
    assert _leftovers(tmp_path) == ["out.parquet"]


def _with_bad_record(staff: Path, body: bytes) -> None:
    """Appends a block whose checksum is right and whose one record is ``body``."""
    with open(staff, "rb") as file:
        header = read_stream_header(file)
    with open(staff, "ab") as file:
        file.write(block_bytes([body], "none", header.marker))


def test_a_record_that_breaks_a_rule_fails_as_the_stream_reader_says(staff: Path) -> None:
    # tag table 0, instance table 0, Employee of 4 bytes: field 1 a string of invalid UTF-8.
    _with_bad_record(staff, bytes([0, 0, 4, 0x0A, 2, 0xC3, 0x28]))
    with pytest.raises(sheaf.SheafError) as expected:
        list(sheaf.read_stream(staff))
    reader = sheaf.arrow.read_stream(staff, batch_rows=5)
    with pytest.raises(sheaf.SheafError) as caught:
        for _ in reader:
            pass
    error = caught.value
    assert (error.code, error.path, error.block, error.record) == ("invalidUTF8", "$.name", 3, 0)  # type: ignore[attr-defined]
    assert (error.offset, error.message) == (expected.value.offset, expected.value.message)  # type: ignore[attr-defined]


def test_a_missing_required_field_fails(staff: Path) -> None:
    _with_bad_record(staff, bytes([0, 0, 2, 0x10, 0x02]))  # age only: no name
    with pytest.raises(sheaf.SheafError) as caught:
        _read(staff)
    assert (caught.value.code, caught.value.block) == ("missingRequiredField", 3)  # type: ignore[attr-defined]


def test_an_invalid_url_fails_though_the_c_decoder_only_checks_utf8(tmp_path: Path) -> None:
    schema = sheaf.load_schema(str(SCHEMA))
    path = tmp_path / "events.sheafs"
    with schema.stream_writer(path, type="Event", codec="none") as writer:
        writer.append(events(1)[0])
    # Its link gets a space: valid UTF-8, but no URI reference (the block is rebuilt around it).
    ((_, _, data),) = list(StreamReader(path).block_data())
    prefix = Reader(data)
    size = prefix.length()
    body = data[prefix.pos : prefix.pos + size]
    for text in (b"example.com", b"relative/path", b"mailto:x@y.z"):
        body = body.replace(text, text[:1] + b" " + text[2:])
    with open(path, "rb") as file:
        header = read_stream_header(file)
    bad = tmp_path / "bad.sheafs"
    bad.write_bytes(path.read_bytes()[: header.first_block] + block_bytes([body], "none", header.marker))
    with pytest.raises(sheaf.SheafError) as caught:
        _read(bad)
    assert (caught.value.code, caught.value.path) == ("invalidURL", "$.link")  # type: ignore[attr-defined]


def test_a_schema_that_does_not_match_the_stream(staff: Path) -> None:
    other = sheaf.load_schema(str(SCHEMA))
    with pytest.raises(sheaf.SheafError) as caught:
        sheaf.arrow.read_stream(staff, other)
    assert caught.value.code == "schemaMismatch"
    with pytest.raises(sheaf.SheafError) as caught:
        sheaf.arrow.read_stream(staff, type="Garage")
    assert (caught.value.code, caught.value.offset) == ("rootTypeMismatch", _root_type_offset(staff))  # type: ignore[attr-defined]


def _root_type_offset(path: Path) -> int:
    with open(path, "rb") as file:
        return read_stream_header(file).root_type_offset


def test_a_missing_file(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(sheaf.SheafError) as caught:
        sheaf.arrow.read_stream(tmp_path / "nothing.sheafs")
    assert caught.value.code == "ioError"


def test_without_the_accelerator_the_error_says_why(staff: Path) -> None:
    previous = native.set_enabled(False)
    try:
        with pytest.raises(sheaf.SheafError) as caught:
            sheaf.arrow.read_stream(staff)
    finally:
        native.set_enabled(previous)
    assert caught.value.code == "accelerator"
    assert "C accelerator" in caught.value.message


def test_export_without_pyarrow_says_to_install_the_extra(
    staff: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_import = builtins.__import__

    def no_pyarrow(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "pyarrow" or name.startswith("pyarrow."):
            raise ImportError("No module named 'pyarrow'")
        return real_import(name, *args, **kwargs)

    for name in [m for m in sys.modules if m.startswith("sheaf.arrow")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    status, _, err = _export(staff, tmp_path / "out.parquet", capfd)
    assert status == 1
    assert "pip install 'sheaf-format[arrow]'" in err
    assert _leftovers(tmp_path) == []


def test_export_usage_errors(staff: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "company.sheaf"
    archive.write_bytes(b"\x89SHF")
    status, _, err = _export(archive, tmp_path / "out.parquet", capfd)
    assert status == 64 and "--records" in err
    status, _, err = _export(staff, tmp_path / "out.parquet", capfd, "--recursion", "0")
    assert status == 64 and "--recursion" in err


URL_TEXTS = [
    "https://example.com/a?b=c#d", "relative/path", "mailto:x@y.z", "a b", "", "http://[::1]:80/x",
    "http://[V1.x]/", "é", "%zz", "%C3%A9", "a:b", "./a:b", "#frag", "//host", "http://[1:2:3:4:5:6:7:8]/",
    "http://[1::2::3]/", "a#b#c", "http://256.1.1.1/", "http://h:8a/", "[x]", "HTTP://EX.com/../a", "?", "a\x7f",
]  # fmt: skip


@pytest.mark.parametrize("text", URL_TEXTS)
def test_the_url_column_check_is_the_formats_grammar(text: str) -> None:
    from sheaf.arrow.reader import urls_valid
    from sheaf.text.uri import is_uri_reference

    data = text.encode()
    offsets = (0).to_bytes(4, "little") + len(data).to_bytes(4, "little")
    assert urls_valid((1, 0, None, b"", offsets, data, None)) == is_uri_reference(text)


def test_a_damaged_archive_fails_its_export(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    company = sheaf.load_schema(str(COMPANY))
    garage = {"vehicles": [{"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}], "stacks": []}
    data = company.pack(garage, "Garage")
    (tmp_path / "garage.sheaf").write_bytes(data[:-3])
    with pytest.raises(sheaf.SheafError) as expected:
        company.dump(data[:-3])
    more = ("--schema", str(COMPANY), "--records", "vehicles")
    status, _, err = _export(tmp_path / "garage.sheaf", tmp_path / "out.parquet", capfd, *more)
    assert status == 1
    assert err.endswith(f"[{expected.value.code}]\n") and f"offset {expected.value.offset}" in err  # type: ignore[attr-defined]
    assert _leftovers(tmp_path) == []

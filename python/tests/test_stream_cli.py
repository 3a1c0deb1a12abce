"""``sheaf-py pack --stream``, ``dump`` and ``validate`` of streams, with expectations written
from the documented formats."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_main
from stream_cases import block_offsets, point_body, point_schema, write_points

from sheaf.streams import block_bytes

SHOWCASE = Path(__file__).resolve().parents[2] / "Schemas"


def test_pack_stream_reads_json_lines_and_dump_prints_them_compact(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "in.jsonl").write_text(
        '{"name": "Ann", "age": 30}\n\n  \n{"name":"B\\u00e9a\\n", "scores": {"q": [1.5, 2]}}\n'
    )
    for codec in ("none", "deflate"):
        arguments = ["pack", "--stream", "--schema", str(SHOWCASE / "company.yaml"), "--type", "Employee"]
        arguments += ["--codec", codec, "--input", "in.jsonl", "--output", "s.sheafs"]
        assert run_main(arguments, capfd, tmp_path) == (0, "", "")
        status, out, err = run_main(["dump", "s.sheafs"], capfd, tmp_path)
        assert (status, err) == (0, "")
        assert out == '{"name":"Ann","age":30}\n{"name":"Béa\\n","scores":{"q":[1.5,2.0]}}\n'


def test_pack_stream_names_the_failing_line_and_leaves_nothing(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "in.jsonl").write_text('{"name": "Ann"}\n\n{"name": "Bo", "age": "x"}\n')
    arguments = ["pack", "--stream", "--schema", str(SHOWCASE / "company.yaml"), "--type", "Employee"]
    status, out, err = run_main([*arguments, "--input", "in.jsonl", "--output", "s.sheafs"], capfd, tmp_path)
    assert (status, out) == (1, "")
    assert err.startswith("in.jsonl:3: error: ") and "(at $.age) [wrongType]" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl"]
    (tmp_path / "in.jsonl").write_text('{"name": "Ann"}\n{"name": \n')
    status, _, err = run_main([*arguments, "--input", "in.jsonl", "--output", "s.sheafs"], capfd, tmp_path)
    assert status == 1 and err.startswith("in.jsonl:2: error: ") and "[syntax]" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl"]


def test_stream_options_are_refused_where_they_do_not_apply(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    base = ["pack", "--schema", str(SHOWCASE / "company.yaml"), "--type", "Employee", "--output", "x"]
    status, _, err = run_main([*base, "--codec", "deflate"], capfd, tmp_path)
    assert status == 64 and "--codec is for streams" in err
    status, _, err = run_main([*base, "--stream", "--checksum"], capfd, tmp_path)
    assert status == 64 and "--checksum is for archives" in err


def test_dump_of_an_archive_without_a_schema_is_a_usage_error(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    schema = point_schema(tmp_path)
    (tmp_path / "a.shf").write_bytes(schema.pack({"n": 1}, "P"))
    status, out, err = run_main(["dump", "a.shf"], capfd, tmp_path)
    assert (status, out) == (64, "")
    assert "--schema" in err and "inspect" in err


def test_dump_prints_the_records_before_an_error_then_the_error_line(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1, 2], [3]])
    last = block_offsets(path)[1]
    path.write_bytes(path.read_bytes()[:-3])
    status, out, err = run_main(["dump", "s.sheafs"], capfd, tmp_path)
    assert (status, out) == (1, '{"n":1}\n{"n":2}\n')
    assert err.startswith(f"s.sheafs: block 1, offset {last}: ") and err.endswith("[tornTail]\n")
    # With another schema (here: the same one, given): read with it.
    write_points(path, schema, [[4]])
    assert run_main(["dump", "--schema", "t.yaml", "s.sheafs"], capfd, tmp_path) == (0, '{"n":4}\n', "")


def _dump_peak_rss(path: Path) -> int:
    """Peak resident memory (bytes) of ``sheaf-py dump`` of ``path`` in a child process."""
    child = subprocess.Popen([sys.executable, "-m", "sheaf", "dump", str(path)], stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    assert child.returncode == 0
    return usage.ru_maxrss * 1024  # kilobytes on Linux


def test_dump_of_a_large_stream_holds_one_block_at_a_time(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    small, large = tmp_path / "small.sheafs", tmp_path / "large.sheafs"
    for path, blocks in ((small, 1), (large, 16)):
        with schema.stream_writer(path, "Q") as writer:
            for _ in range(blocks * 1040):  # 1040 records of 1008 bytes fill a block of 1 MiB
                writer.append({"s": "z" * 1000})
    assert large.stat().st_size > 16 << 20
    # Sixteen times the records, the same memory: one block at a time (give or take one).
    assert _dump_peak_rss(large) - _dump_peak_rss(small) < 4 << 20


def test_validate_reports_streams_in_the_documented_lines(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    schema = point_schema(tmp_path)
    good, bad = tmp_path / "good.sheafs", tmp_path / "bad.sheafs"
    write_points(good, schema, [[1, 2], [3]])
    assert run_main(["validate", "good.sheafs"], capfd, tmp_path) == (
        0,
        "good.sheafs: ok (3 records in 2 blocks)\n",
        "",
    )
    whole = good.read_bytes()
    marker = whole[-16:]
    second = block_offsets(good)[1]
    bad.write_bytes(whole[:second] + block_bytes([point_body(4), point_body(5) + b"\x07"], "none", marker))
    status, out, err = run_main(["validate", "good.sheafs", "bad.sheafs"], capfd, tmp_path)
    assert (status, out) == (1, "good.sheafs: ok (3 records in 2 blocks)\n")
    offset = second + 2 + 6 + 1 + 5  # the second record's body ends after its five bytes
    assert err == (
        f"bad.sheafs: block 1, record 1, offset {offset}, $: 1 byte follow the root value [trailingBytes]\n"
        "bad.sheafs: invalid (1 error)\n"
    )

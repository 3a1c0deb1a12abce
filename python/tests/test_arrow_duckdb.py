"""DuckDB over the Arrow bridge: Event records written by Python and by the Swift tool, exported
with ``sheaf-py export`` to Parquet and read through `sheaf.arrow.read_stream` directly; every
answer equal to the one worked out from Sheaf's own reading of the records (arrow_queries.py).
Also: an Arrow IPC export, an archive's list of records, and the progress line on a terminal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from sheaf import native

pa = pytest.importorskip("pyarrow")
duckdb = pytest.importorskip("duckdb")
if not native.enabled():
    pytest.skip(
        "sheaf.arrow needs the C accelerator (test_arrow_errors.py checks its message)", allow_module_level=True
    )

from arrow_queries import CUTOFF, answers, assert_same  # noqa: E402
from arrow_records import SCHEMA, events, json_lines  # noqa: E402
from conftest import CONFORMANCE, run_main, swift_binary  # noqa: E402

import sheaf  # noqa: E402
import sheaf.arrow  # noqa: E402

COUNT = 500


@pytest.fixture(scope="module", params=["python", "swift"])
def stream(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp(request.param)
    path = folder / "events.sheafs"
    records = events(COUNT, seed=11)
    if request.param == "python":
        schema = sheaf.load_schema(str(SCHEMA))
        with schema.stream_writer(path, type="Event", codec="deflate") as writer:
            for record in records:
                writer.append(record)
    else:
        (folder / "events.jsonl").write_text(json_lines(records))
        pack = [swift_binary(), "pack", "--stream", "--schema", str(SCHEMA), "--type", "Event", "--codec", "deflate"]
        done = subprocess.run(
            [*pack, "--input", "events.jsonl", "--output", str(path)], cwd=folder, capture_output=True
        )
        assert done.returncode == 0, done.stderr.decode()
    return path


@pytest.fixture(scope="module")
def expected(stream: Path) -> dict[str, Any]:
    return answers(list(sheaf.read_stream(stream)))


def ask(source: Any, probe: str) -> dict[str, Any]:
    """Every question in DuckDB SQL over ``source`` (a function giving a fresh relation
    name bound in the connection it is given)."""

    def one(sql: str) -> Any:
        connection = duckdb.connect()
        table = source(connection)
        return connection.sql(sql.replace("EVENTS", table)).fetchall()

    def scalar(sql: str) -> Any:
        return one(sql)[0][0]

    return {
        "count": scalar("SELECT count(*) FROM EVENTS"),
        "sum_i32": scalar("SELECT sum(i32) FROM EVENTS"),
        "sum_u64": scalar("SELECT sum(u64) FROM EVENTS"),
        "sum_i8_flagged": scalar("SELECT sum(i8) FROM EVENTS WHERE flag"),
        "levels": dict(one("SELECT level::VARCHAR, count(*) FROM EVENTS GROUP BY level")),
        "red": scalar("SELECT count(*) FROM EVENTS WHERE colour = 'red'"),
        "writers": scalar("SELECT count(*) FROM EVENTS WHERE list_contains(perms, 'write')"),
        "by_key": [r[0] for r in one(f"SELECT text FROM EVENTS WHERE key = UUID '{probe}'")],
        "probe": probe,
        "before_cutoff": scalar(
            f"SELECT count(*) FROM EVENTS WHERE \"at\" < TIMESTAMPTZ '{CUTOFF.replace('Z', '+00')}'"
        ),
        "grid_cells": scalar("SELECT sum(len(flatten(grid))) FROM EVENTS"),
        "grid_first": scalar("SELECT sum(grid[1][1]) FROM EVENTS WHERE len(grid) > 0 AND len(grid[1]) > 0"),
        "red_tags": scalar("SELECT sum(len(tags['red'])) FROM EVENTS WHERE map_contains(tags, 'red')"),
        "index_entries": scalar("SELECT sum(cardinality(v)) FROM (SELECT unnest(map_values(index)) AS v FROM EVENTS)"),
        "payment_cases": dict(one('SELECT payment."$case"::VARCHAR, count(*) FROM EVENTS GROUP BY 1')),
        "cash": scalar("SELECT sum(payment.cash.amount) FROM EVENTS WHERE payment.\"$case\" = 'cash'"),
        "circle_radius": scalar("SELECT sum(shape.circle.radius) FROM EVENTS WHERE shape.\"$type\" = 'circle'"),
        "circle_labels": [
            r[0] for r in one("SELECT shape.label FROM EVENTS WHERE shape.\"$type\" = 'circle' ORDER BY 1")
        ],
        "people": scalar("SELECT sum(len(people)) FROM EVENTS"),
    }


def test_duckdb_over_the_exported_parquet(
    stream: Path, expected: dict[str, Any], tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "events.parquet"
    status, _, err = run_main(["export", str(stream), "--to", "parquet", "--output", str(output)], capfd)
    assert (status, err) == (0, "")

    def parquet(connection: Any) -> str:
        return f"read_parquet('{output}')"

    assert_same(ask(parquet, expected["probe"]), expected)


def test_duckdb_over_the_batch_reader(stream: Path, expected: dict[str, Any]) -> None:
    def batches(connection: Any) -> str:
        connection.register("events", sheaf.arrow.read_stream(stream, batch_rows=128))
        return "events"

    assert_same(ask(batches, expected["probe"]), expected)


def test_an_arrow_ipc_export_holds_the_same_table(
    stream: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "events.arrow"
    assert run_main(["export", str(stream), "--to", "arrow", "--output", str(output)], capfd)[0] == 0
    with pa.ipc.open_file(output) as file:
        exported = file.read_all()
    assert exported.equals(sheaf.arrow.read_stream(stream).read_all())


def test_an_archives_list_of_records(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    company = CONFORMANCE / "schemas" / "company.yaml"
    garage = {
        "vehicles": [
            {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4},
            {"$type": "car", "make": "Volvo", "model": "240", "cylinders": 6},
        ],
        "stacks": [],
    }
    (tmp_path / "garage.json").write_text(__import__("json").dumps(garage))
    pack = ["pack", "--schema", str(company), "--type", "Garage", "--input", "garage.json", "--output", "garage.sheaf"]
    assert run_main(pack, capfd, tmp_path)[0] == 0
    output = tmp_path / "vehicles.parquet"
    export = ["export", "garage.sheaf", "--to", "parquet", "--output", str(output), "--schema", str(company)]
    status, _, err = run_main([*export, "--records", "vehicles"], capfd, tmp_path)
    assert (status, err) == (0, "")
    rows = duckdb.sql(f"SELECT \"$type\", make, car.cylinders FROM read_parquet('{output}') ORDER BY make").fetchall()
    assert rows == [("car", v["make"], v["cylinders"]) for v in garage["vehicles"]]
    status, _, err = run_main([*export, "--records", "shapes"], capfd, tmp_path)
    assert status == 1 and "no list field 'shapes'" in err


def test_a_terminal_sees_a_progress_line(
    stream: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    output = tmp_path / "events.parquet"
    status, out, err = run_main(["export", str(stream), "--to", "parquet", "--output", str(output)], capfd)
    assert (status, out) == (0, "")
    assert err.endswith(f"\r{output}: {COUNT} records written\n")

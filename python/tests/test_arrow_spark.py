"""Spark (pyspark, local mode) over a Parquet file written by ``sheaf-py export``: the questions
of arrow_queries.py in Spark SQL, every answer equal to the one worked out from Sheaf's own
reading of the records. Runs where `java` is on the path; one small session for the module."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sheaf import native

pytest.importorskip("pyarrow")
pytest.importorskip("pyspark")
if shutil.which("java") is None:
    pytest.skip("Spark needs Java: no `java` on the path", allow_module_level=True)
if not native.enabled():
    pytest.skip(
        "sheaf.arrow needs the C accelerator (test_arrow_errors.py checks its message)", allow_module_level=True
    )

from arrow_queries import CUTOFF, answers, assert_same
from arrow_records import SCHEMA, events
from conftest import run_main

import sheaf


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    from pyspark.sql import SparkSession

    os.environ.setdefault("PYSPARK_PYTHON", __import__("sys").executable)
    session = (
        SparkSession.builder.master("local[1]")
        .appName("sheaf-arrow-test")
        .config("spark.sql.session.timeZone", "UTC")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "1")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def test_spark_over_the_exported_parquet(spark: Any, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "events.sheafs"
    schema = sheaf.load_schema(str(SCHEMA))
    with schema.stream_writer(path, type="Event", codec="deflate") as writer:
        for record in events(300, seed=5):
            writer.append(record)
    expected = answers(list(sheaf.read_stream(path)))
    output = tmp_path / "events.parquet"
    assert run_main(["export", str(path), "--to", "parquet", "--output", str(output)], capfd)[0] == 0
    spark.read.parquet(str(output)).createOrReplaceTempView("events")

    def rows(sql: str) -> list[Any]:
        return [tuple(r) for r in spark.sql(sql).collect()]

    def scalar(sql: str) -> Any:
        return rows(sql)[0][0]

    probe = expected["probe"]
    got = {
        "count": scalar("SELECT count(*) FROM events"),
        "sum_i32": scalar("SELECT sum(i32) FROM events"),
        "sum_u64": int(scalar("SELECT sum(u64) FROM events")),  # unsigned 64 bits: a decimal in Spark
        "sum_i8_flagged": scalar("SELECT sum(i8) FROM events WHERE flag"),
        "levels": dict(rows("SELECT level, count(*) FROM events GROUP BY level")),
        "red": scalar("SELECT count(*) FROM events WHERE colour = 'red'"),
        "writers": scalar("SELECT count(*) FROM events WHERE array_contains(perms, 'write')"),
        "by_key": [r[0] for r in rows(f"SELECT text FROM events WHERE key = '{probe}'")],
        "probe": probe,
        "before_cutoff": scalar(f"SELECT count(*) FROM events WHERE at < timestamp'{CUTOFF[:19].replace('T', ' ')}'"),
        "grid_cells": scalar("SELECT sum(size(flatten(grid))) FROM events"),
        "grid_first": scalar("SELECT sum(grid[0][0]) FROM events WHERE size(grid) > 0 AND size(grid[0]) > 0"),
        "red_tags": scalar("SELECT sum(size(tags['red'])) FROM events WHERE tags['red'] IS NOT NULL"),
        "index_entries": scalar("SELECT sum(size(v)) FROM (SELECT explode(map_values(index)) AS v FROM events)"),
        "payment_cases": dict(rows("SELECT payment.`$case`, count(*) FROM events GROUP BY 1")),
        "cash": scalar("SELECT sum(payment.cash.amount) FROM events WHERE payment.`$case` = 'cash'"),
        "circle_radius": scalar("SELECT sum(shape.circle.radius) FROM events WHERE shape.`$type` = 'circle'"),
        "circle_labels": [
            r[0] for r in rows("SELECT shape.label FROM events WHERE shape.`$type` = 'circle' ORDER BY 1")
        ],
        "people": scalar("SELECT sum(size(people)) FROM events"),
    }
    assert_same(got, expected)

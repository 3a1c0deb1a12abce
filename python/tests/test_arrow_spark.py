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
        # Small data: planning and code generation would cost more than they save.
        .config("spark.sql.adaptive.enabled", "false")
        .config("spark.sql.codegen.wholeStage", "false")
        .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
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

    probe = expected["probe"]
    cutoff = CUTOFF[:19].replace("T", " ")
    # The scalar questions in one pass (each Spark job costs seconds on a small machine).
    totals = rows(
        f"""SELECT count(*), sum(i32), sum(u64), sum(IF(flag, i8, 0)), count_if(colour = 'red'),
        count_if(array_contains(perms, 'write')), count_if(at < timestamp'{cutoff}'), sum(size(flatten(grid))),
        sum(IF(size(grid) > 0 AND size(grid[0]) > 0, grid[0][0], 0)),
        sum(IF(tags['red'] IS NOT NULL, size(tags['red']), 0)),
        sum(IF(payment.`$case` = 'cash', payment.cash.amount, 0)),
        sum(IF(shape.`$type` = 'circle', shape.circle.radius, 0.0)), sum(size(people)) FROM events"""
    )[0]
    names = ["count", "sum_i32", "sum_u64", "sum_i8_flagged", "red", "writers", "before_cutoff", "grid_cells"]
    names += ["grid_first", "red_tags", "cash", "circle_radius", "people"]
    got = dict(zip(names, totals))
    got["sum_u64"] = int(got["sum_u64"])  # unsigned 64 bits: a decimal in Spark
    got["levels"] = dict(rows("SELECT level, count(*) FROM events GROUP BY level"))
    got["by_key"] = [r[0] for r in rows(f"SELECT text FROM events WHERE key = '{probe}'")]
    got["probe"] = probe
    got["index_entries"] = rows("SELECT sum(size(v)) FROM (SELECT explode(map_values(index)) AS v FROM events)")[0][0]
    got["payment_cases"] = dict(rows("SELECT payment.`$case`, count(*) FROM events GROUP BY 1"))
    labels = rows("SELECT shape.label FROM events WHERE shape.`$type` = 'circle' ORDER BY 1")
    got["circle_labels"] = [r[0] for r in labels]
    assert_same(got, expected)

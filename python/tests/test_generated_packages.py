"""Generated modules of one schema set work inside a package of the user's (relative imports:
`from .models.company_fleet_sheaf import Bus`) and with their folder on `sys.path` (plain
imports), and `mypy --strict` checks them inside the package — with a real folder layout,
in fresh processes."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SHOWCASE, mypy_strict_package

import sheaf
from sheaf.generator import generate, write_modules

USE = """\
from __future__ import annotations

from .models.company_fleet_sheaf import Bus
from .models.company_sheaf import Garage


def round_trip() -> int:
    garage = Garage(vehicles=[Bus(make="MAN", model="Lion", seats=40)])
    back = Garage.from_bytes(garage.to_bytes())
    bus = back.vehicles[0]
    assert isinstance(bus, Bus)
    return bus.seats
"""


@pytest.fixture(scope="module")
def layout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tmp/app/__init__.py, tmp/app/use.py and the generated tmp/app/models/."""
    root = tmp_path_factory.mktemp("layout")
    models = root / "app" / "models"
    schema = sheaf.load_schema(SHOWCASE / "company.yaml", SHOWCASE / "company-fleet.yaml")
    write_modules(generate(schema.schema_set), str(models))
    (root / "app" / "__init__.py").write_text("")
    (models / "__init__.py").write_text("")
    (root / "app" / "use.py").write_text(USE)
    return root


def run(code: str, cwd: Path, path: Path) -> str:
    environment = {**os.environ, "PYTHONPATH": str(path)}
    done = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=environment, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_inside_a_package_modules_import_each_other_relatively(layout: Path) -> None:
    out = run("import app.use, sys; print(app.use.round_trip(), 'company_sheaf' in sys.modules)", layout, layout)
    assert out == "40 False\n"  # the sibling came in as app.models.company_sheaf, not as a top-level module


def test_on_sys_path_modules_import_each_other_by_name(layout: Path) -> None:
    code = (
        "from company_fleet_sheaf import Bus\nfrom company_sheaf import Garage\n"
        "g = Garage(vehicles=[Bus(make='MAN', model='Lion', seats=40)])\n"
        "print(Garage.from_bytes(g.to_bytes()).vehicles[0].seats, Bus.__module__)"
    )
    assert run(code, layout, layout / "app" / "models") == "40 company_fleet_sheaf\n"


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_mypy_strict_passes_over_the_generated_package(layout: Path) -> None:
    mypy_strict_package(layout, "app")

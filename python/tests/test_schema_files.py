"""Generated modules carry their schema files as data: `sheaf.runtime.schema_files` gives
them back exactly, in load order, and importing or using the classes loads no YAML."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest
from conftest import SHOWCASE
from generated_sets import GENERATED, modules

from sheaf.runtime import schema_files
from sheaf.schema import canonical_form, fingerprint, load_sources

company = modules("showcase")["company_sheaf"]
fleet = modules("showcase")["company_fleet_sheaf"]


def test_every_file_of_the_set_comes_back_exactly_in_load_order() -> None:
    on_disk = sorted(SHOWCASE.glob("*.yaml"), key=lambda p: p.name.encode())  # a folder's load order
    expected = tuple((p.name, p.read_bytes().decode("utf-8")) for p in on_disk)
    assert schema_files(company.Employee) == expected
    # Any class of the set answers the same: another module's, a payload case's, an opaque member's.
    assert schema_files(fleet.Truck) == expected
    assert schema_files(company.Shape.circle) == expected
    assert schema_files(company.Vehicle_Opaque) == expected


def test_the_files_load_back_to_the_same_schemas() -> None:
    result = load_sources([(name, text.encode()) for name, text in schema_files(company.Employee)])
    assert not result.has_errors
    for generated in modules("showcase").values():
        owner = generated._SCHEMA
        info = next(s for s in result.schema_set.schemas if s.name == owner.name)
        assert (info.version, fingerprint(canonical_form(info, result.schema_set))) == (
            owner.version,
            owner.fingerprint.hex(),
        )


def test_a_class_that_was_not_generated_is_refused() -> None:
    class Plain:
        pass

    with pytest.raises(TypeError, match="not a generated Sheaf class"):
        schema_files(Plain)


def test_importing_and_using_generated_classes_loads_no_yaml() -> None:
    script = (
        "import sys, company_sheaf as c\n"
        "ann = c.Employee(name='Ann')\n"
        "assert c.Employee.from_bytes(ann.to_bytes()) == ann\n"
        "print(' '.join(sorted(m for m in sys.modules if 'yaml' in m or m.startswith('sheaf.schema.loader')"
        " or m.startswith('sheaf.dynamic'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", script],
        cwd=GENERATED / "showcase",
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == ""
    imported = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if "|" in line]
    assert "company_sheaf" in imported  # the import-time report was read
    assert not [m for m in imported if "yaml" in m or m == "sheaf.schema.loader"]


def test_a_module_imports_only_what_its_classes_use_and_carries_odd_text_exactly() -> None:
    from sheaf.generator import generate

    text = (
        '\ufeff# Mentions uuid.UUID and datetime.datetime, "quotes", a \\ and a tab:\t.\r\n'
        "schema: notes\nversion: 1\ntypes:\n  Note:\n    kind: struct\n    fields:\n"
        "      text: { id: 1, type: string }\n      when: { id: 2, type: timestamp }"  # no final line break
    )
    result = load_sources([("dir/notes.yaml", text.encode())])
    assert not result.has_errors
    module = generate(result.schema_set)["notes_sheaf.py"]
    imports = [line for line in module.splitlines() if line.startswith("import ")]
    assert imports == ["import dataclasses", "import datetime"]
    carried = next(
        node.value
        for node in ast.parse(module).body
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "_SOURCE_TEXT"
    )
    assert ast.literal_eval(carried) == text
    assert 'schema_file(_SCHEMA, __name__, "notes.yaml", _SOURCE_TEXT)' in module

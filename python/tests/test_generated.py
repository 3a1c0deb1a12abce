"""Generated Python classes: the committed modules match the generator, and they read and
write every conformance case through the generated classes.

Re-record the golden modules with `SHEAF_RECORD_GOLDENS=1` (the recording run fails, so
nobody records by accident).
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from typing import Any

import pytest
from conftest import CONFORMANCE, REPO, annotated_hex
from generated_sets import modules

import sheaf
from sheaf.generator import generate, write_modules
from sheaf.schema.model import DeclarationKind, NamedRef, ProtocolRef, TypeRef
from sheaf.schema.typetext import resolve_type_text

GENERATED = Path(__file__).resolve().parent / "generated"
SETS = {"showcase": "Schemas", "conformance": "Conformance/schemas"}
MANIFEST = json.loads((CONFORMANCE / "manifest.json").read_text())


def _generated(name: str) -> dict[str, str]:
    cwd = os.getcwd()
    os.chdir(REPO)  # the `# Source:` line names the schema as given, relative to the repository
    try:
        return generate(sheaf.load_schema(SETS[name]).schema_set)
    finally:
        os.chdir(cwd)


@pytest.mark.parametrize("name", sorted(SETS))
def test_golden_modules_match_the_generator(name: str) -> None:
    modules = _generated(name)
    folder = GENERATED / name
    if os.environ.get("SHEAF_RECORD_GOLDENS"):
        write_modules(modules, str(folder))
        pytest.fail(f"recorded {folder}; unset SHEAF_RECORD_GOLDENS and run again")
    committed = sorted(p.name for p in folder.glob("*_sheaf.py"))
    assert committed == sorted(modules)
    for file, text in modules.items():
        old = (folder / file).read_text()
        if old != text:
            diff = "".join(difflib.unified_diff(old.splitlines(True), text.splitlines(True), file, file + " (now)"))
            pytest.fail(f"{name}/{file} differs from the generator:\n{diff}")


def test_generation_is_deterministic() -> None:
    assert _generated("showcase") == _generated("showcase")


def _root(case: dict[str, Any]) -> TypeRef:
    return resolve_type_text(case["root"], _dynamic_schema().schema_set.types)


def _class(case: dict[str, Any]) -> Any:
    root = _root(case)
    if not isinstance(root, (NamedRef, ProtocolRef)):
        return None
    for module in modules("conformance").values():
        found = getattr(module, root.name, None)
        if found is not None:
            return found
    return None


_SCHEMA: list[sheaf.Schema] = []


def _dynamic_schema() -> sheaf.Schema:
    if not _SCHEMA:
        _SCHEMA.append(sheaf.load_schema(CONFORMANCE / "schemas"))
    return _SCHEMA[0]


CASES = [c for c in MANIFEST["cases"] if isinstance(_root(c), (NamedRef, ProtocolRef))]

_PARAMS = [pytest.param(c, id=c["id"]) for c in CASES]


def _holds_kept_bytes(value: Any) -> bool:
    """Whether a JSON-form value keeps bytes its schema does not know (``$unknown``)."""
    if isinstance(value, dict):
        return "$unknown" in value or any(_holds_kept_bytes(v) for v in value.values())
    if isinstance(value, list):
        return any(_holds_kept_bytes(v) for v in value)
    return False


def _outside_datetime(value: Any) -> bool:
    """Whether the JSON-form value holds a timestamp before year 1 or after year 9999, which
    generated classes cannot hold: they use `datetime.datetime`, and an archive's instant
    outside its range raises `ArchiveError` (`integerOverflow`), as python/README.md says."""
    if isinstance(value, dict):
        return any(_outside_datetime(v) for v in value.values())
    if isinstance(value, list):
        return any(_outside_datetime(v) for v in value)
    if isinstance(value, str) and len(value) > 20 and value.endswith("Z") and "T" in value:
        year = value.split("T", 1)[0].rsplit("-", 2)[0]
        return year.startswith("-") or len(year) > 4 or year == "0000"
    return False


@pytest.mark.parametrize("case", _PARAMS)
def test_conformance_case_through_generated_classes(case: dict[str, Any]) -> None:
    cls = _class(case)
    assert cls is not None, case["root"]
    data = annotated_hex(CONFORMANCE / case["archive"])
    options = case.get("options", {})
    root = _root(case)
    arguments = tuple(str(a) for a in root.arguments) if isinstance(root, NamedRef) else ()
    limits = {"max_depth": options.get("maxDepth", 100), "max_archive_size": options.get("maxArchiveSize", 1 << 30)}
    read = lambda: cls.from_bytes(data, type_arguments=arguments, **limits)  # noqa: E731
    if case["expect"] == "error":
        with pytest.raises(sheaf.ArchiveError) as caught:
            read()
        assert caught.value.code == case["error"]
        if "offset" in case:
            assert caught.value.offset == case["offset"]
        return
    expected = json.loads((CONFORMANCE / case["value"]).read_text())
    if _outside_datetime(expected):
        with pytest.raises(sheaf.ArchiveError) as caught:
            read()
        assert caught.value.code == "integerOverflow"
        return
    value = read()
    family = cls if cls._sheaf_info.kind is DeclarationKind.PROTOCOL else None
    again = value.to_bytes(checksum=bool(case.get("checksum")), type_arguments=arguments, family=family)
    if case.get("canonical"):
        assert again == data
    # Re-encoding is canonical and stable: reading it back writes the same bytes.
    checksum = bool(case.get("checksum"))
    # The value is the case's: the dynamic encoder writes the same bytes for the case's value
    # in the JSON form. Generated classes keep an archive's tables only with kept bytes (the
    # dynamic layer keeps them with every wrapped document): without any, entries nothing
    # refers to are not written again, and the value is written canonically.
    if isinstance(expected, dict) and set(expected) == {"$archive", "$root"} and not _holds_kept_bytes(expected):
        expected = expected["$root"]
    assert _dynamic_schema().pack(expected, type=case["root"], checksum=bool(case.get("checksum"))) == again
    back = cls.from_bytes(again, type_arguments=arguments)
    assert back.to_bytes(checksum=checksum, type_arguments=arguments, family=family) == again

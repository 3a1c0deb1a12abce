"""Generated Python: one module per schema file, on the `sheaf.runtime` base classes."""

from __future__ import annotations

import os

from sheaf.generator.module import HEADER, ModuleWriter, module_name
from sheaf.schema.model import SchemaSet

__all__ = ["generate", "module_name", "write_modules"]


def generate(schema_set: SchemaSet) -> dict[str, str]:
    """The modules of a loaded schema set: file name (`company_sheaf.py`) → source."""
    declared = {f for s in schema_set.schemas for f in s.files}
    files = [path for path, _ in schema_set.sources if path in declared]  # load order
    modules = {f: module_name(f) for f in files}
    return {modules[f] + ".py": ModuleWriter(schema_set, f, modules).text() for f in files}


def write_modules(modules: dict[str, str], output: str) -> list[str]:
    """Writes `modules` into the folder `output` (created when missing) and removes the
    modules an earlier run wrote there for schema files that are gone (recognised by
    their first line). Files whose contents would not change are left alone. Returns the
    paths removed."""
    os.makedirs(output, exist_ok=True)
    for name, text in modules.items():
        path = os.path.join(output, name)
        if _read(path) != text:
            with open(path, "w", encoding="utf-8", newline="\n") as file:
                file.write(text)
    removed = []
    for name in sorted(os.listdir(output)):
        path = os.path.join(output, name)
        if name.endswith("_sheaf.py") and name not in modules and _is_generated(path):
            os.remove(path)
            removed.append(path)
    return removed


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", newline="") as file:
            return file.read()
    except (OSError, UnicodeDecodeError):
        return None


def _is_generated(path: str) -> bool:
    text = _read(path)
    return text is not None and text.split("\n", 1)[0] == HEADER

"""Imports one folder of golden generated modules.

The showcase and conformance folders both hold a `company_sheaf` (each schema set has a
`company.yaml`), so each folder is imported on its own: modules of the other folder leave
`sys.modules` first, and every module of the set is loaded before the folder leaves
`sys.path` again.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

GENERATED = Path(__file__).resolve().parent / "generated"
_LOADED: dict[str, dict[str, ModuleType]] = {}


def modules(name: str) -> dict[str, ModuleType]:
    """The modules of `generated/<name>`, by module name."""
    if name not in _LOADED:
        folder = GENERATED / name
        for module in [m for m in sys.modules if m.endswith("_sheaf")]:
            del sys.modules[module]
        sys.path.insert(0, str(folder))
        try:
            loaded = {p.stem: importlib.import_module(p.stem) for p in sorted(folder.glob("*_sheaf.py"))}
            for module in loaded.values():
                module._SCHEMA.set.load()
        finally:
            sys.path.remove(str(folder))
        _LOADED[name] = loaded
    return _LOADED[name]


def generated_package(schema_paths: list[Path], folder: Path, package: str) -> dict[str, ModuleType]:
    """Generates the modules of `schema_paths` into `folder/package` and imports them as that
    package (so that modules of other schema versions, with the same names, can be loaded in
    the same process); returns them by module name."""
    import sheaf
    from sheaf.generator import generate, write_modules

    target = folder / package
    write_modules(generate(sheaf.load_schema(*schema_paths).schema_set), str(target))
    (target / "__init__.py").write_text("")
    sys.path.insert(0, str(folder))
    try:
        loaded = {p.stem: importlib.import_module(f"{package}.{p.stem}") for p in sorted(target.glob("*_sheaf.py"))}
        for module in loaded.values():
            module._SCHEMA.set.load()
    finally:
        sys.path.remove(str(folder))
    return loaded

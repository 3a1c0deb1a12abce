"""The runtime rebuilds the loader's schema model from generated modules alone: every
schema's canonical form, and so its fingerprint, comes out the same."""

from __future__ import annotations

import pytest
from conftest import CONFORMANCE, SHOWCASE
from generated_sets import modules

import sheaf
from sheaf.schema import canonical_form, fingerprint
from sheaf.schema.model import DeclarationKind, NamedRef, ProtocolRef

FOLDERS = {"showcase": SHOWCASE, "conformance": CONFORMANCE / "schemas"}


@pytest.mark.parametrize("name", sorted(FOLDERS))
def test_the_rebuilt_model_has_the_loaded_schemas_canonical_forms(name: str) -> None:
    loaded = sheaf.load_schema(FOLDERS[name]).schema_set
    rebuilt = next(iter(modules(name).values()))._SCHEMA.set.model
    assert [s.name for s in rebuilt.schemas] == [s.name for s in loaded.schemas]
    for schema, original in zip(rebuilt.schemas, loaded.schemas):
        assert canonical_form(schema, rebuilt) == canonical_form(original, loaded)
        assert schema.type_names == original.type_names
        assert [f.rsplit("/", 1)[-1] for f in original.files] == list(schema.files)
    for generated in modules(name).values():
        owner = generated._SCHEMA
        info = next(s for s in rebuilt.schemas if s.name == owner.name)
        assert fingerprint(canonical_form(info, rebuilt)) == owner.fingerprint.hex()


def test_type_references_are_resolved_to_their_kinds() -> None:
    team = modules("showcase")["company_sheaf"].Team._sheaf_info
    types = {f.name: f.type for f in team.fields}
    assert types["gadgets"].element == ProtocolRef("Electric")  # type: ignore[union-attr]
    assert isinstance(types["lead"].wrapped, NamedRef)  # type: ignore[union-attr]
    assert team.kind is DeclarationKind.STRUCT

"""Names the Python generator refuses, reported like schema diagnostics.

The schema checker accepts every identifier; Python adds its own limits: a type name
cannot be a keyword or a name generated modules use themselves (builtins in annotations,
the imported modules, the runtime), and the names the generator derives (a payload case's
class `Shape_circle`, a family's opaque member class `Vehicle_Opaque`, a module-level type variable per generic parameter, one module per
schema file) must not collide.
"""

from __future__ import annotations

import keyword

from sheaf.generator.module import module_name
from sheaf.schema.diagnostics import DiagnosticCollector, SourceLocation
from sheaf.schema.model import DeclarationKind, SchemaSet

#: Names generated modules refer to, which a type or generic parameter would shadow.
RESERVED = frozenset(
    {
        "bool",
        "int",
        "float",
        "str",
        "bytes",
        "list",
        "dict",
        "tuple",
        "type",
        "object",
        "None",
        "dataclasses",
        "datetime",
        "typing",
        "uuid",
        "_sheaf",
        "_SCHEMA",
    }
)


def check_names(schema_set: SchemaSet, diagnostics: DiagnosticCollector) -> None:
    """Records an error for every name the generated modules cannot use."""
    modules: dict[str, str] = {}
    for schema in schema_set.schemas:
        for file in schema.files:
            name = module_name(file)
            if name in modules and modules[name] != file:
                diagnostics.error(
                    "output-file-clash",
                    SourceLocation(file, 1, 1),
                    f"'{file}' and '{modules[name]}' would both generate {name}.py",
                )
            modules.setdefault(name, file)
    taken: dict[tuple[str, str], str] = {}
    for declaration in schema_set.types.values():
        location = declaration.location or SourceLocation("<schema>", 1, 1)
        file = location.file
        names = [(declaration.name, "type")]
        names += [(p, "generic parameter") for p in declaration.generic_parameters]
        if declaration.kind is DeclarationKind.PAYLOAD_ENUM:
            names += [(f"{declaration.name}_{c.name}", "case class") for c in declaration.payload_cases]
        if declaration.kind is DeclarationKind.PROTOCOL:
            names.append((f"{declaration.name}_Opaque", "opaque member class"))
        for name, role in names:
            if keyword.iskeyword(name) or name in RESERVED:
                diagnostics.error(
                    "reserved-type-name",
                    location,
                    f"the {role} name '{name}' cannot be used in generated Python: it is a keyword "
                    "or a name generated modules use",
                )
            previous = taken.get((file, name))
            if previous is not None and previous != role and not (previous == role == "generic parameter"):
                diagnostics.error(
                    "derived-name-clash", location, f"the {role} name '{name}' is also a {previous} in this file"
                )
            if role != "generic parameter" or (file, name) not in taken:
                taken[(file, name)] = role

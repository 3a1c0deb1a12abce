"""The decoder of one schema file's YAML tree into its syntax (`syntax_tree.py`), reporting
structural problems: wrong node kinds, unknown or missing keys, malformed names and
numbers."""

from __future__ import annotations

from typing import ClassVar

from .model import Primitive
from .scalars import core_integer, hint
from .syntax_reader import MappingReader, ScalarReader
from .syntax_tree import (
    CaseSyntax,
    FieldSyntax,
    FlagSyntax,
    Located,
    ReservedEntry,
    SchemaFileSyntax,
    TypeSyntax,
    describe,
)
from .yaml_node import PLAIN, Node

__all__ = ["FieldSyntax", "SchemaFileSyntax", "SyntaxDecoder", "TypeSyntax", "describe"]

ID_RANGE = (1, 536_870_911)
INT32_MAX = 2**31 - 1
KINDS = ("struct", "class", "enum", "options", "protocol")


class SyntaxDecoder(ScalarReader):
    """Turns each file's YAML tree into a `SchemaFileSyntax`."""

    def decode(self, root: Node, file: str) -> SchemaFileSyntax | None:
        """Decodes one file; None when its top level is too broken to go on."""
        self.file = file
        context = "a schema file"
        top = MappingReader.read(root, ["schema", "version", "types", "doc"], context, self.diagnostics)
        if top is None:
            return None
        name_node = top.required("schema", context, self.diagnostics)
        version_node = top.required("version", context, self.diagnostics)
        types_node = top.required("types", context, self.diagnostics)
        name = self.identifier(name_node, "the schema name") if name_node else None
        version = self.integer(version_node, "the schema version", 1, INT32_MAX) if version_node else None
        doc_node = top.get("doc")
        doc = self.doc_text(doc_node) if doc_node else None
        schema_name = name.value if name else ""
        schema_version = version.value if version else INT32_MAX
        types: list[TypeSyntax] = []
        if types_node is not None and not types_node.is_null:
            pairs = types_node.pairs
            if pairs is None:
                self.diagnostics.error(
                    "wrong-node-kind",
                    types_node.location,
                    f"'types' must be a mapping from type names to declarations, not {types_node.kind_description}",
                )
            else:
                for key, value in pairs:
                    declared = self.type(key, value, schema_name, schema_version)
                    if declared is not None:
                        types.append(declared)
        if name is None or version is None:
            return None
        return SchemaFileSyntax(file, name, version, doc, types)

    _KEYS: ClassVar[dict[str, list[str]]] = {
        "struct": ["kind", "doc", "fields", "reserved", "generic", "conforms", "tag"],
        "class": ["kind", "doc", "fields", "reserved", "generic", "conforms", "tag"],
        "enum": ["kind", "doc", "raw", "cases", "open", "generic"],
        "options": ["kind", "doc", "raw", "flags"],
        "protocol": ["kind", "doc", "fields", "reserved"],
    }

    def type(self, key: Node, value: Node, schema_name: str, version: int) -> TypeSyntax | None:
        name = self.identifier(key, "type name")
        if name is None:
            return None
        if name.value in Primitive._value2member_map_:
            self.diagnostics.error(
                "invalid-name", name.location, f"type name '{name.value}' is the name of a primitive type"
            )
            return None
        context = f"type '{name.value}'"
        pairs = value.pairs
        if pairs is None:
            self.diagnostics.error(
                "wrong-node-kind",
                value.location,
                f"{context} must be a mapping with a 'kind', not {value.kind_description}",
            )
            return None
        kind_node = next((v for k, v in pairs if k.scalar == "kind"), None)
        if kind_node is None:
            self.diagnostics.error("missing-key", value.location, f"{context} is missing 'kind'")
            return None
        kind = kind_node.scalar
        if kind not in KINDS:
            suggestion = hint(kind_node.scalar, KINDS) if kind_node.scalar is not None else ""
            self.diagnostics.error(
                "invalid-kind",
                kind_node.location,
                f"unknown kind {describe(kind_node)} for {context}; expected one of {', '.join(KINDS)}" + suggestion,
            )
            return None
        assert kind is not None
        reader = MappingReader.read(value, self._KEYS[kind], f"{kind} '{name.value}'", self.diagnostics)
        if reader is None:
            return None
        declared = TypeSyntax(self.file, schema_name, version, name, Located(kind, kind_node.location))
        node = reader.get("doc")
        if node is not None:
            declared.doc = self.doc_text(node)
        node = reader.get("fields")
        if node is not None:
            declared.fields = self.fields(node, context)
        node = reader.get("reserved")
        if node is not None:
            declared.reserved = self.reserved(node)
        node = reader.get("generic")
        if node is not None:
            declared.generic = self.identifier_list(node, "generic parameter")
        node = reader.get("conforms")
        if node is not None:
            declared.conforms = self.identifier_list(node, "protocol name")
        node = reader.get("tag")
        if node is not None:
            declared.tag = self.string(node, "a tag")
        node = reader.get("raw")
        if node is not None:
            declared.raw = self.string(node, "a raw type")
        node = reader.get("open")
        if node is not None:
            declared.is_open = self.boolean(node, "'open'")
        if kind == "enum":
            node = reader.required("cases", context, self.diagnostics)
            if node is not None:
                declared.cases = self.cases(node, declared.raw is not None, context)
        if kind == "options":
            reader.required("raw", context, self.diagnostics)
            node = reader.required("flags", context, self.diagnostics)
            if node is not None:
                declared.flags = self.flags(node)
        return declared

    def fields(self, node: Node, owner: str) -> list[FieldSyntax]:
        if node.is_null:
            return []
        pairs = node.pairs
        if pairs is None:
            self.diagnostics.error(
                "wrong-node-kind",
                node.location,
                f"'fields' of {owner} must be a mapping from field names to fields, not {node.kind_description}",
            )
            return []
        result = []
        for key, value in pairs:
            decoded = self.field(key, value)
            if decoded is not None:
                result.append(decoded)
        return result

    def field(self, key: Node, value: Node) -> FieldSyntax | None:
        name = self.identifier(key, "field name")
        if name is None:
            return None
        context = f"field '{name.value}'"
        reader = MappingReader.read(
            value, ["id", "type", "default", "doc", "since", "aliases"], context, self.diagnostics
        )
        if reader is None:
            return None
        id_node = reader.required("id", context, self.diagnostics)
        type_node = reader.required("type", context, self.diagnostics)
        field_id = (
            self.integer(id_node, "a field id", *ID_RANGE, range_code="field-id-out-of-range") if id_node else None
        )
        expression = self.type_expression(type_node) if type_node else None
        since_node = reader.get("since")
        since = self.integer(since_node, "'since'", 1, INT32_MAX) if since_node else None
        aliases_node = reader.get("aliases")
        aliases = self.identifier_list(aliases_node, "alias") if aliases_node else []
        if field_id is None or expression is None:
            return None
        doc_node = reader.get("doc")
        doc = self.doc_text(doc_node) if doc_node else None
        return FieldSyntax(name, field_id, expression, reader.get("default"), doc, since, aliases)

    def cases(self, node: Node, is_raw: bool, owner: str) -> list[CaseSyntax]:
        pairs = node.pairs
        if pairs is None:
            what = "raw values" if is_raw else "cases"
            self.diagnostics.error(
                "wrong-node-kind",
                node.location,
                f"'cases' of {owner} must be a mapping from case names to {what}, not {node.kind_description}",
            )
            return []
        if not pairs:
            self.diagnostics.error("empty-declaration", node.location, "an enum needs at least one case")
        result: list[CaseSyntax] = []
        for key, value in pairs:
            name = self.identifier(key, "case name")
            if name is None:
                continue
            context = f"case '{name.value}'"
            if is_raw:
                if value.pairs is not None:
                    reader = MappingReader.read(value, ["value", "doc"], context, self.diagnostics)
                    if reader is None:
                        continue
                    raw = reader.required("value", context, self.diagnostics)
                    if raw is None:
                        continue
                    doc_node = reader.get("doc")
                    result.append(CaseSyntax(name, raw_node=raw, doc=self.doc_text(doc_node) if doc_node else None))
                else:
                    result.append(CaseSyntax(name, raw_node=value))
                continue
            reader = MappingReader.read(value, ["id", "fields", "doc"], context, self.diagnostics)
            if reader is None:
                continue
            id_node = reader.required("id", context, self.diagnostics)
            if id_node is None:
                continue
            case_id = self.integer(id_node, "a case id", *ID_RANGE)
            if case_id is None:
                continue
            fields_node = reader.get("fields")
            fields = self.fields(fields_node, context) if fields_node else []
            doc_node = reader.get("doc")
            result.append(
                CaseSyntax(name, id=case_id, fields=fields, doc=self.doc_text(doc_node) if doc_node else None)
            )
        return result

    def flags(self, node: Node) -> list[FlagSyntax]:
        pairs = node.pairs
        if pairs is None:
            self.diagnostics.error(
                "wrong-node-kind",
                node.location,
                f"'flags' must be a mapping from flag names to bit indices, not {node.kind_description}",
            )
            return []
        if not pairs:
            self.diagnostics.error("empty-declaration", node.location, "an option set needs at least one flag")
        result = []
        for key, value in pairs:
            name = self.identifier(key, "flag name")
            if name is None:
                continue
            bit = self.integer(value, "a bit index", 0, INT32_MAX)
            if bit is not None:
                result.append(FlagSyntax(name, bit))
        return result

    def reserved(self, node: Node) -> list[ReservedEntry]:
        items = node.items
        if items is None:
            self.diagnostics.error(
                "wrong-node-kind",
                node.location,
                f"'reserved' must be a list of field ids and names, not {node.kind_description}",
            )
            return []
        result: list[ReservedEntry] = []
        for item in items:
            text = item.scalar
            if text is not None and item.style == PLAIN and core_integer(text) is not None:
                number = self.integer(item, "a reserved id", *ID_RANGE)
                if number is not None:
                    result.append(Located(number.value, item.location))
                continue
            name = self.identifier(item, "reserved name")
            if name is not None:
                result.append(Located(name.value, item.location))
        return result

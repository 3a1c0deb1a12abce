"""Arrow arrays from the buffers `sheaf._accel.Columns.flush` hands over: each node's
validity bitmap, values, offsets and data wrapped with `pyarrow.Array.from_buffers`
(no copy beyond the one into bytes), dictionaries completed with the unknown raw values
and tags the decoder met."""

from __future__ import annotations

from typing import Any

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from .plan import Column, Kind, Plan

__all__ = ["column_array", "record_batch"]

_FIXED = (Kind.INT, Kind.BOOL, Kind.F32, Kind.F64, Kind.TIMESTAMP, Kind.ID)
_VARIABLE = (Kind.STRING, Kind.BYTES, Kind.UUID)
_NESTED = (Kind.STRUCT, Kind.CLASS, Kind.PAYLOAD, Kind.PROTOCOL)


def record_batch(plan: Plan, flushed: list[Any]) -> pa.RecordBatch:
    """The batch of what the decoder holds: the root's columns."""
    if plan.value is not plan.root:
        return pa.RecordBatch.from_arrays([column_array(plan.value, flushed)], names=["value"])
    return pa.RecordBatch.from_struct_array(column_array(plan.root, flushed))


def column_array(node: Column, flushed: list[Any], texts: list[str] | None = None) -> pa.Array:
    length, nulls, valid, values, offsets, data, own_texts = flushed[node.index]
    validity = None if valid is None else pa.py_buffer(valid)
    if node.kind == Kind.OPTIONAL:
        return column_array(node.children[0], flushed)
    if node.kind in _FIXED:
        return pa.Array.from_buffers(node.type, length, [validity, pa.py_buffer(values)], null_count=nulls)
    if node.kind in _VARIABLE:
        buffers = [validity, pa.py_buffer(offsets), pa.py_buffer(data)]
        return pa.Array.from_buffers(node.type, length, buffers, null_count=nulls)
    if node.kind in (Kind.ENUM, Kind.DICT):
        indices = pa.Array.from_buffers(pa.int32(), length, [validity, pa.py_buffer(values)], null_count=nulls)
        names = node.dictionary + (own_texts or texts or [])
        array = pa.DictionaryArray.from_arrays(indices, pa.array(names, pa.string()))
        return array.dictionary_decode() if node.as_text else array
    if node.kind in (Kind.LIST, Kind.OPTIONS):
        child = column_array(node.children[0], flushed)
        return pa.Array.from_buffers(
            node.type, length, [validity, pa.py_buffer(offsets)], null_count=nulls, children=[child]
        )
    if node.kind == Kind.MAP:
        map_type = node.type
        keys = column_array(node.children[0], flushed)
        items = column_array(node.children[1], flushed)
        entries = pa.StructArray.from_arrays([keys, items], fields=[map_type.key_field, map_type.item_field])
        return pa.Array.from_buffers(
            map_type, length, [validity, pa.py_buffer(offsets)], null_count=nulls, children=[entries]
        )
    assert node.kind in _NESTED
    children = []
    for i, child in enumerate(node.children):
        # A protocol's $type dictionary: its members' tags, then the unknown tags met.
        extra = own_texts if node.kind == Kind.PROTOCOL and i == 0 else None
        children.append(column_array(child, flushed, extra))
    return pa.Array.from_buffers(node.type, length, [validity], null_count=nulls, children=children)

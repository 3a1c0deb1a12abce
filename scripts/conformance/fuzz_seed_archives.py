"""Format-2 seed archives for the fuzzers (scripts/fuzz-seeds.py) under the showcase schema
`company` (Schemas/company.yaml with Schemas/company-fleet.yaml), written by the shipped
Python package: each takes one of the format's newer paths, so that mutations start next to them."""
import os

import hexfile

AUTO = {"$type": "car", "make": "Saab", "model": "900", "cylinders": 4}
BUS = {"$type": "bus.v2", "$id": "bus", "make": "MAN", "model": "Lion", "seats": 40, "routes": ["7", "12"]}
TRAM = {"$type": "tram", "make": "KTM", "model": "N8", "$unknown": {"3": "GAI=", "9": "SgN0d28="}}
MIXED = [1, -1, 300, -70000, 1 << 40, 0, -(1 << 62)]

SEEDS = [
    ("depot-shared-and-cycle", "Depot", {
        "$id": "home", "city": "Bern",
        "vehicles": [BUS, AUTO, {"$type": "Truck", "make": "Volvo", "model": "FH", "payloadTons": 12.5},
                     {"$type": "e-bike", "$id": "bike", "make": "Riese", "model": "Load", "batteryKWh": 0.5}, TRAM],
        "byRoute": {"7": [{"$type": "bus.v2", "$ref": "bus"}], "12": [{"$type": "bus.v2", "$ref": "bus"}, AUTO]},
        "chargers": [{"$type": "e-bike", "$ref": "bike"}],
        "queue": {"items": [{"first": 1, "second": AUTO}, {"first": -5, "second": {"$type": "bus.v2", "$ref": "bus"}}]},
        "neighbours": [{"$ref": "home"}, {"$id": "other", "city": "Thun", "queue": {}, "neighbours": [{"$ref": "home"}]}]}),
    ("garage-packed-layouts", "Garage", {
        "$id": "g", "vehicles": [AUTO, TRAM, AUTO],
        "stacks": [{"items": MIXED}, {"items": [1, 2, 3, 4]}, {"items": [1 << 33, -(1 << 33)]}, {}],
        "shapes": {"a": {"circle": {"radius": 0.5}}, "b": {"empty": {}}}}),
    ("node-cycle", "Node", {
        "$id": "r", "label": "root",
        "children": [{"$id": "a", "label": "a", "parent": {"$ref": "r"}}, {"$ref": "a"},
                     {"$id": "b", "label": "b", "children": [{"$ref": "r"}], "parent": {"$ref": "a"}}]}),
    ("node-unreached-entry", "Node", {
        "$archive": {"tags": ["car"], "instances": 3, "entries": {"2": "CgF4GAE=", "3": "CgF5"}},
        "$root": {"$id": "1", "label": "kept", "$unknown": {"7": "OAI="}}}),
]


def archives(root):
    """(name, bytes) of each seed archive."""
    schema = hexfile.sheaf.load_schema(os.path.join(root, "Schemas", "company.yaml"),
                                       os.path.join(root, "Schemas", "company-fleet.yaml"))
    return [(name, schema.pack(value, root_type)) for name, root_type, value in SEEDS]

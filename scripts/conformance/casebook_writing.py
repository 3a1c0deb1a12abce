"""Cases of JSON values that must not be written: each is a document in the JSON form (the
exact text, so that syntax errors can be written too) that encoding must refuse, with the
error's code and its value path (docs/JSONForm.md, "Errors"). `writing/` holds values that
do not fit their type; `jsonform/` holds what the JSON form's reading refuses: syntax, keys,
`$` keys, references. Offsets are not pinned (a writer may report a byte offset into the text,
or none)."""

SC = "scalars.yaml"
ST = "structs.yaml"
EN = "enums.yaml"
FA = "families.yaml"
CL = "classes.yaml"
GE = "generics.yaml"


def refuse(case_id, schema, root, text, error, path, description):
    return dict(id=case_id, schema=schema, root=root, text=text, encode_error=error, path=path,
                description=description)


UUID = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"

CASES = [
    # -- values that do not fit their type ---------------------------------------------
    refuse("writing/int8-above-range", SC, "Slot<int8>", '{"value": 128}', "numberOutOfRange", "$.value",
           "128 is one above int8's range."),
    refuse("writing/int8-below-range", SC, "Slot<int8>", '{"value": -129}', "numberOutOfRange", "$.value",
           "-129 is one below int8's range."),
    refuse("writing/uint64-above-range", SC, "Slot<uint64>", '{"value": 18446744073709551616}',
           "numberOutOfRange", "$.value", "2^64 is one above uint64's range."),
    refuse("writing/uint64-negative", SC, "Slot<uint64>", '{"value": -1}', "numberOutOfRange", "$.value",
           "An unsigned type has no -1."),
    refuse("writing/integer-as-fraction", SC, "Slot<int8>", '{"value": 1.0}', "wrongType", "$.value",
           "Integers are written as integers: 1.0 is not an int8."),
    refuse("writing/null-for-required", SC, "Slot<int8>", '{"value": null}', "wrongType", "$.value",
           "null for a type that is not optional."),
    refuse("writing/float32-above-range", SC, "Slot<float32>", '{"value": 3.40282357e38}', "numberOutOfRange",
           "$.value", "A finite number that rounds beyond float32's largest finite value (3.4028235e+38, which "
           "is written) is too large: it does not become Infinity."),
    refuse("writing/float64-above-range", SC, "Slot<float64>", '{"value": 1e309}', "numberOutOfRange", "$.value",
           "1e309 is beyond float64's largest finite value."),
    refuse("writing/float32-nan-of-float64-width", SC, "Slot<float32>", '{"value": "NaN(0x7ff8000000000000)"}',
           "invalidFloat", "$.value", "NaN(0x…) must give a NaN of the type's width."),
    refuse("writing/float-nan-lowercase", SC, "Slot<float64>", '{"value": "nan"}', "invalidFloat", "$.value",
           "Only NaN, Infinity, -Infinity and NaN(0x…) are float strings, in that case."),
    refuse("writing/float-infinity-lowercase", SC, "Slot<float64>", '{"value": "infinity"}', "invalidFloat",
           "$.value", "Only NaN, Infinity, -Infinity and NaN(0x…) are float strings, in that case."),
    refuse("writing/base64-unpadded", SC, "Slot<bytes>", '{"value": "YQ"}', "invalidBase64", "$.value",
           "Base64 must be padded."),
    refuse("writing/base64-noncanonical", SC, "Slot<bytes>", '{"value": "YR=="}', "invalidBase64", "$.value",
           "The unused bits of the last character must be zero (YQ== is the canonical text)."),
    refuse("writing/uuid-short", SC, "Slot<uuid>", '{"value": "%s"}' % UUID[:-1], "invalidUUID", "$.value",
           "A uuid with 31 hex digits."),
    refuse("writing/uuid-bad-digit", SC, "Slot<uuid>", '{"value": "%sg"}' % UUID[:-1], "invalidUUID", "$.value",
           "A uuid whose last digit is not hex."),
    refuse("writing/uuid-without-dashes", SC, "Slot<uuid>", '{"value": "%s"}' % UUID.replace("-", ""),
           "invalidUUID", "$.value", "A uuid is 8-4-4-4-12 hex digits with dashes."),
    refuse("writing/url-empty", SC, "Slot<url>", '{"value": ""}', "invalidURL", "$.value",
           "The empty text is not a url."),
    refuse("writing/url-space", SC, "Slot<url>", '{"value": "a b"}', "invalidURL", "$.value",
           "A space needs percent-encoding: not a url."),
    refuse("writing/timestamp-two-digit-year", SC, "Slot<timestamp>", '{"value": "24-01-01T00:00:00Z"}',
           "invalidTimestamp", "$.value", "A year has at least four digits."),
    refuse("writing/timestamp-seven-fraction-digits", SC, "Slot<timestamp>",
           '{"value": "2024-01-01T00:00:00.1234567Z"}', "invalidTimestamp", "$.value",
           "A seventh fraction digit that is not zero would be rounded away."),
    refuse("writing/timestamp-not-a-leap-day", SC, "Slot<timestamp>", '{"value": "2023-02-29T00:00:00Z"}',
           "invalidTimestamp", "$.value", "2023 is not a leap year."),
    refuse("writing/timestamp-beyond-int64", SC, "Slot<timestamp>", '{"value": "294247-01-10T04:00:54.775808Z"}',
           "invalidTimestamp", "$.value", "One microsecond after Int64.max microseconds."),
    refuse("writing/in-nested-optional-generic", SC, "Slot<Slot<int8?>?>", '{"value": {"value": 300}}',
           "numberOutOfRange", "$.value.value", "An optional through two generic arguments: the path names "
           "both fields."),
    refuse("writing/in-optional-generic-argument", GE, "Pair<string?, int8>", '{"first": null, "second": 300}',
           "numberOutOfRange", "$.second", "The field after a null optional generic argument."),
    refuse("writing/in-list", SC, "Slot<[int8?]>", '{"value": [1, null, 300]}', "numberOutOfRange", "$.value[2]",
           "A list element's path is its index from 0 (nulls count)."),
    refuse("writing/in-map-in-list", SC, "Slot<[string: [int8]]>", '{"value": {"k": [1, 300]}}',
           "numberOutOfRange", '$.value["k"][1]', "A map value's path is its key in quotes."),
    refuse("writing/unknown-case", EN, "Color", '"mauve"', "unknownCase", "$", "No case of Color is mauve."),
    refuse("writing/protocol-value-without-type", FA, "Depot", '{"vehicles": [{}]}', "missingRequiredField",
           "$.vehicles[0].$type", "A protocol value must name its member with $type (an empty object too)."),
    refuse("writing/unknown-tag", FA, "Depot", '{"vehicles": [{"$type": "zeppelin", "make": "x", "model": "y"}]}',
           "unknownTag", "$.vehicles[0]", "A $type naming no member, on an object without $unknown."),
    refuse("writing/dangling-reference", CL, "Holder", '{"first": {"$ref": "a"}}', "invalidReference", "$.first",
           "A $ref naming no $id of the document."),
    refuse("writing/duplicate-instance-id", CL, "Holder",
           '{"first": {"$id": "a", "label": "x"}, "second": {"$id": "a", "label": "y"}}', "duplicateInstanceID",
           "$.second", "Two instances with one $id: reported at the second."),
    refuse("writing/unknown-field-known-id", ST, "Point", '{"x": 1, "y": 2, "$unknown": {"1": "CAI="}}',
           "invalidUnknownField", '$.$unknown["1"]', "$unknown may not use an id the schema knows."),

    # -- what the JSON form's reading refuses -------------------------------------------
    refuse("jsonform/unknown-field", ST, "Point", '{"x": 1, "y": 2, "z": 3}', "unknownField", "$.z",
           "A key naming no field."),
    refuse("jsonform/id-on-struct", ST, "Point", '{"x": 1, "y": 2, "$id": "1"}', "unknownField", "$.$id",
           "A $ key that does not apply: structs have no identity."),
    refuse("jsonform/trailing-comma", SC, "Flag", '{"value": true,}', "syntax", "$", "No trailing commas."),
    refuse("jsonform/trailing-content", SC, "Flag", '{"value": true} x', "syntax", "$",
           "Nothing but whitespace after the value."),
    refuse("jsonform/lone-surrogate", SC, "Slot<string>", '{"value": "\\ud800"}', "syntax", "$.value",
           "A lone surrogate escape."),
    refuse("jsonform/duplicate-key", SC, "Flag", '{"value": true, "value": false}', "duplicateKey", "$.value",
           "A key twice in one object."),
    refuse("jsonform/equivalent-keys", SC, "Slot<[string: int8]>", '{"value": {"\\u00e9": 1, "e\\u0301": 2}}',
           "duplicateKey", '$.value["e\u0301"]', "Canonically equivalent keys are one key, reported at the "
           "second, with its own text."),
    refuse("jsonform/map-key-leading-zero", SC, "Slot<[int32: string]>", '{"value": {"01": "a"}}',
           "invalidMapKey", '$.value["01"]', "Integer keys are canonical decimal: no leading zeros."),
    refuse("jsonform/map-key-minus-zero", SC, "Slot<[int32: string]>", '{"value": {"-0": "a"}}',
           "invalidMapKey", '$.value["-0"]', "Integer keys are canonical decimal: no -0."),
    refuse("jsonform/map-key-plus", SC, "Slot<[int32: string]>", '{"value": {"+1": "a"}}',
           "invalidMapKey", '$.value["+1"]', "Integer keys are canonical decimal: no +."),
    refuse("jsonform/uuid-keys-in-two-cases", SC, "Slot<[uuid: string]>",
           '{"value": {"%s": "a", "%s": "b"}}' % (UUID, UUID.upper()), "duplicateMapKey",
           '$.value["%s"]' % UUID.upper(), "One uuid in lower and upper case: one key, reported at the second."),
    # -- how a path spells a key (docs/JSONForm.md, "Errors") ---------------------------
    refuse("jsonform/path-key-quote", SC, "Slot<[string: int8]>", '{"value": {"a\\"b": 300}}', "numberOutOfRange",
           '$.value["a\\"b"]', "A quote in a key is escaped in the path as in JSON."),
    refuse("jsonform/path-key-backslash", SC, "Slot<[string: int8]>", '{"value": {"a\\\\b": 300}}',
           "numberOutOfRange", '$.value["a\\\\b"]', "A backslash in a key is escaped in the path as in JSON."),
    refuse("jsonform/path-key-newline", SC, "Slot<[string: int8]>", '{"value": {"a\\nb": 300}}',
           "numberOutOfRange", '$.value["a\\nb"]', "A newline in a key is \\n in the path."),
    refuse("jsonform/path-key-control", SC, "Slot<[string: int8]>", '{"value": {"\\u0001": 300}}',
           "numberOutOfRange", '$.value["\\u0001"]', "Other control characters are \\u00XX in the path."),
    refuse("jsonform/path-key-non-ascii", SC, "Slot<[string: int8]>", '{"value": {"\\u00e9": 300}}',
           "numberOutOfRange", '$.value["é"]', "Characters beyond ASCII stay as they are in the path."),
    # -- which of several mistakes is reported (docs/JSONForm.md, "Which mistake is reported") --
    refuse("jsonform/order-keys-before-values", ST, "Line", '{"from": {"x": 1, "y": 2}, "to": {"x": [], "bogus": 1}}',
           "unknownField", "$.to.bogus",
           "An object's own keys are checked before its values: the unknown key after a wrong value is reported."),
    refuse("jsonform/order-missing-before-values", ST, "Line", '{"label": 5, "from": {"x": 1, "y": 2}}',
           "missingRequiredField", "$.to",
           "The required fields an object lacks are reported before its fields' values (label, id 300, is wrong too)."),
    refuse("jsonform/order-values-in-id-order", ST, "Line",
           '{"label": 5, "to": {"y": 1, "x": "z"}, "from": {"x": 1, "y": "q"}}', "wrongType", "$.from.y",
           "Values are checked in id order, each completely before the next: from (id 1) before to and label."),
    refuse("jsonform/order-nested-object-before-next-field", ST, "Line", '{"to": {"x": "a"}, "from": {"x": "b"}}',
           "missingRequiredField", "$.from.y",
           "from (id 1) is checked completely (its missing y before its wrong x) before to (id 2) is looked at."),
    refuse("jsonform/order-map-keys-before-values", SC, "Slot<[uint32: int8]>", '{"value": {"1": "x", "zz": 2}}',
           "invalidMapKey", '$.value["zz"]', "A map's keys are checked before its values."),
    refuse("jsonform/order-map-values-in-key-order", SC, "Slot<[uint32: int8]>", '{"value": {"2": "x", "10": "y", "1": true}}',
           "wrongType", '$.value["1"]', "A map's values are checked in canonical key order (1, 2, 10), not document order."),
]

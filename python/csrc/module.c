/* The module `sheaf._accel`: `Program` (the plans of one schema set's types, built from the
 * tuples sheaf/runtime/accel.py compiles from the schema model, and its `decode`), the
 * exception `Invalid`, and `crc32c`; `Columns` and `PendingBlock` are in files of their own. */
#include "accel.h"
#include "columns.h"
#include "dynamic.h"
#include "structmember.h"

PyObject *accel_invalid, *accel_uuid, *accel_timestamp, *accel_empty, *accel_normalize, *accel_str_nfd;
PyObject *accel_str_bytes, *accel_str_unknown, *accel_str_arguments;
PyObject *accel_datetime, *accel_microseconds, *accel_check_origin, *accel_url_ok, *accel_str_tzinfo, *accel_sorted, *accel_raw_value;

void free_value(Value *v) {
    if (v->sub) {
        free_value(v->sub);
        PyMem_Free(v->sub);
        v->sub = NULL;
    }
    if (v->sub2) {
        free_value(v->sub2);
        PyMem_Free(v->sub2);
        v->sub2 = NULL;
    }
}

static Value *sub_value(PyObject *plan, Py_ssize_t nnamed);

static int plan_error(const char *what) {
    PyErr_Format(PyExc_ValueError, "sheaf accelerator: malformed plan (%s)", what);
    return -1;
}

/* A value plan from (op, a, b, sub or None[, sub2]). */
int build_value(Value *v, PyObject *plan, Py_ssize_t nnamed) {
    PyObject *sub = NULL, *sub2 = Py_None;
    memset(v, 0, sizeof *v);
    if (!PyArg_ParseTuple(plan, "iiiO|O", &v->op, &v->a, &v->b, &sub, &sub2)) return -1;
    if (v->op < OP_SINT || v->op > OP_URL) return plan_error("opcode");
    if (v->op == OP_MAP) {
        if (sub == Py_None || sub2 == Py_None) return plan_error("missing key or value");
        if (!(v->sub = sub_value(sub, nnamed)) || !(v->sub2 = sub_value(sub2, nnamed))) return -1;
        return 0;
    }
    if (v->op == OP_NAMED && (v->a < 0 || v->a >= nnamed)) return plan_error("named index");
    if ((v->op == OP_SINT || v->op == OP_UINT || v->op == OP_PACKED_INTS) && !(v->a == 1 || v->a == 2 || v->a == 4 || v->a == 8))
        return plan_error("width");
    if (v->op == OP_PACKED_FLOATS && !(v->a == 4 || v->a == 8)) return plan_error("float size");
    if (v->op == OP_OPTIONAL || v->op == OP_LIST) {
        if (sub == Py_None) return plan_error("missing element");
        v->sub = PyMem_Calloc(1, sizeof(Value));
        if (!v->sub) {
            PyErr_NoMemory();
            return -1;
        }
        if (build_value(v->sub, sub, nnamed) < 0) return -1;
    }
    return 0;
}

static Value *sub_value(PyObject *plan, Py_ssize_t nnamed) {
    Value *v = PyMem_Calloc(1, sizeof(Value));
    if (!v) {
        PyErr_NoMemory();
        return NULL;
    }
    if (build_value(v, plan, nnamed) < 0) {
        free_value(v);
        PyMem_Free(v);
        return NULL;
    }
    return v;
}

/* Where an instance of exactly `cls` keeps the attribute `name`: its slot's offset when the
 * class declares it in `__slots__` (a generated dataclass with slots=True), else -1 (read by
 * name). */
static Py_ssize_t slot_offset(PyObject *cls, PyObject *name) {
    PyObject *descriptor = PyObject_GetAttr(cls, name);
    if (!descriptor) {
        PyErr_Clear();
        return -1;
    }
    Py_ssize_t offset = -1;
    if (Py_IS_TYPE(descriptor, &PyMemberDescr_Type)) {
        PyMemberDef *member = ((PyMemberDescrObject *)descriptor)->d_member;
        if (member->type == T_OBJECT_EX && PyType_IsSubtype((PyTypeObject *)cls, PyDescr_TYPE(descriptor)))
            offset = member->offset;
    }
    Py_DECREF(descriptor);
    return offset;
}

static int build_struct(Named *t, PyObject *entry, Py_ssize_t nnamed) {
    PyObject *fields, *arguments;
    int kind;
    if (!PyArg_ParseTuple(entry, "iOO!OO", &kind, &t->cls, &PyTuple_Type, &fields, &arguments, &t->python)) return -1;
    if (!PyType_Check(t->cls)) return plan_error("class");
    t->arguments = arguments == Py_None ? NULL : arguments;
    t->nfields = PyTuple_GET_SIZE(fields);
    t->fields = PyMem_Calloc((size_t)(t->nfields ? t->nfields : 1), sizeof(Field));
    if (!t->fields) {
        PyErr_NoMemory();
        return -1;
    }
    uint64_t largest = 0;
    for (Py_ssize_t i = 0; i < t->nfields; i++) {
        Field *f = &t->fields[i];
        PyObject *plan;
        unsigned long long id, key;
        unsigned long long bits;
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(fields, i), "KKiiiOUOiK", &id, &key, &f->float64, &f->required, &f->fresh,
                              &plan, &f->name, &f->fallback, &f->omit, &bits))
            return -1;
        if (f->omit < OMIT_ALWAYS || f->omit > OMIT_EQUAL) return plan_error("omission");
        if (i > 0 && id <= f[-1].id) return plan_error("fields out of id order");
        f->bits = bits;
        f->offset = slot_offset(t->cls, f->name);
        f->id = id;
        f->key = key;
        if (build_value(&f->value, plan, nnamed) < 0) return -1;
        if (id > largest) largest = id;
    }
    /* Field ids are small in practice; a table by id is one load per key. */
    if (largest > 100000) return plan_error("field id too large for the table");
    t->nlookup = (Py_ssize_t)largest + 1;
    t->lookup = PyMem_Calloc((size_t)t->nlookup, sizeof(int));
    if (!t->lookup) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < t->nfields; i++) t->lookup[t->fields[i].id] = (int)i + 1;
    t->unknown_offset = slot_offset(t->cls, accel_str_unknown);
    t->prefix = 1;
    return 0;
}

static void program_clear_plans(Program *self) {
    for (Py_ssize_t i = 0; i < self->nnamed; i++) {
        Named *t = &self->named[i];
        for (Py_ssize_t k = 0; k < t->nfields; k++) free_value(&t->fields[k].value);
        PyMem_Free(t->fields);
        PyMem_Free(t->lookup);
        Py_CLEAR(t->bycls);
    }
    PyMem_Free(self->named);
    self->named = NULL;
    self->nnamed = 0;
}

static int build_entry(Named *t, PyObject *entry, PyObject *plan, Py_ssize_t n);

static int program_init(Program *self, PyObject *args, PyObject *kwargs) {
    PyObject *plan, *kept, *timestamp, *microseconds, *check_origin, *url_ok;
    static char *names[] = {"plan", "kept", "timestamp", "microseconds", "check_origin", "url_ok", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!OOOOO", names, &PyTuple_Type, &plan, &kept, &timestamp,
                                     &microseconds, &check_origin, &url_ok))
        return -1;
    if (self->named) return plan_error("a program is built once");
    /* The package's one function of each (runtime/slow.py, runtime/tables.py). */
    if (!accel_timestamp) accel_timestamp = Py_NewRef(timestamp);
    if (!accel_microseconds) accel_microseconds = Py_NewRef(microseconds);
    if (!accel_check_origin) accel_check_origin = Py_NewRef(check_origin);
    if (!accel_url_ok) accel_url_ok = Py_NewRef(url_ok);
    Py_ssize_t n = PyTuple_GET_SIZE(plan);
    self->named = PyMem_Calloc((size_t)(n ? n : 1), sizeof(Named));
    if (!self->named) {
        PyErr_NoMemory();
        return -1;
    }
    self->nnamed = n;
    Py_INCREF(plan);
    self->keep = plan; /* every object the plans borrow lives as long as this tuple */
    Py_INCREF(kept);
    self->kept = kept;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *whole = PyTuple_GET_ITEM(plan, i);
        Named *t = &self->named[i];
        if (!PyTuple_Check(whole) || PyTuple_GET_SIZE(whole) < 5) return plan_error("entry");
        /* What encoding adds, at the end: the Python encode function, the exact class, a raw
         * enum's (member, bytes) pairs (each None when there is none). */
        Py_ssize_t size = PyTuple_GET_SIZE(whole);
        PyObject *encoder = PyTuple_GET_ITEM(whole, size - 3), *exact = PyTuple_GET_ITEM(whole, size - 2),
                 *pairs = PyTuple_GET_ITEM(whole, size - 1);
        t->encoder = encoder == Py_None ? NULL : encoder;
        t->exact = exact == Py_None ? NULL : exact;
        t->pairs = pairs == Py_None ? NULL : pairs;
        if ((t->encoder && !PyCallable_Check(t->encoder)) || (t->exact && !PyType_Check(t->exact)) ||
            (t->pairs && !PyTuple_Check(t->pairs)))
            return plan_error("encoding");
        for (Py_ssize_t k = 0; t->pairs && k < PyTuple_GET_SIZE(t->pairs); k++) {
            PyObject *pair = PyTuple_GET_ITEM(t->pairs, k);
            if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2 || !PyBytes_Check(PyTuple_GET_ITEM(pair, 1)))
                return plan_error("enum pairs");
        }
        PyObject *entry = PyTuple_GetSlice(whole, 0, size - 3); /* what decoding reads */
        if (!entry) return -1;
        int built = build_entry(t, entry, plan, n);
        Py_DECREF(entry);
        if (built < 0) return -1;
    }
    /* Payload enums: each case's plan by the case's class, and the case's id, for encoding. */
    for (Py_ssize_t i = 0; i < n; i++) {
        Named *t = &self->named[i];
        if (t->kind != NT_PAYLOAD) continue;
        if (!(t->bycls = PyDict_New())) return -1;
        PyObject *id, *number;
        Py_ssize_t at = 0;
        while (PyDict_Next(t->cases, &at, &id, &number)) {
            Named *c = &self->named[PyLong_AsSsize_t(number)];
            c->case_id = PyLong_AsUnsignedLongLong(id);
            if (PyErr_Occurred() || PyDict_SetItem(t->bycls, c->cls, number) < 0) return -1;
        }
    }
    return 0;
}

/* One named plan from its entry (without the encoding items). */
static int build_entry(Named *t, PyObject *entry, PyObject *plan, Py_ssize_t n) {
    {
        t->kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(entry, 0));
        if (t->kind == NT_STRUCT || t->kind == NT_CLASS || t->kind == NT_CASE) {
            if (build_struct(t, entry, n) < 0) return -1;
        } else if (t->kind == NT_ENUM) {
            int kind;
            if (!PyArg_ParseTuple(entry, "iO!O", &kind, &PyList_Type, &t->members, &t->python)) return -1;
            if (PyList_GET_SIZE(t->members) != 128) return plan_error("enum table");
        } else if (t->kind == NT_OPTIONS) {
            int kind;
            if (!PyArg_ParseTuple(entry, "iOiO!", &kind, &t->cls, &t->width, &PyDict_Type, &t->members)) return -1;
            if (!(t->width == 1 || t->width == 2 || t->width == 4 || t->width == 8)) return plan_error("width");
        } else if (t->kind == NT_PAYLOAD || t->kind == NT_PROTOCOL) {
            int kind;
            if (!PyArg_ParseTuple(entry, "iO!O", &kind, &PyDict_Type, &t->cases, &t->python)) return -1;
            PyObject *id, *number;
            Py_ssize_t at = 0;
            while (PyDict_Next(t->cases, &at, &id, &number)) {
                Py_ssize_t index = PyLong_AsSsize_t(number);
                if (index < 0 || index >= n) return plan_error("case or member index");
                if (t->kind == NT_PAYLOAD && (!PyLong_Check(id) || PyTuple_GET_SIZE(PyTuple_GET_ITEM(plan, index)) < 1 ||
                                              PyLong_AsLong(PyTuple_GET_ITEM(PyTuple_GET_ITEM(plan, index), 0)) != NT_CASE))
                    return plan_error("case plan");
                if (t->kind == NT_PROTOCOL && !PyUnicode_Check(id)) return plan_error("member tag");
            }
        } else if (t->kind == NT_PYTHON) {
            int kind;
            if (!PyArg_ParseTuple(entry, "iO", &kind, &t->python)) return -1;
        } else {
            return plan_error("kind");
        }
        if (t->kind == NT_ENUM && !t->pairs) return plan_error("enum without pairs");
    }
    return 0;
}

static int program_traverse(Program *self, visitproc visit, void *arg) {
    for (Py_ssize_t i = 0; i < self->nnamed; i++) Py_VISIT(self->named[i].bycls);
    Py_VISIT(self->keep);
    Py_VISIT(self->kept);
    return 0;
}

static int program_clear(Program *self) {
    program_clear_plans(self);
    Py_CLEAR(self->keep);
    Py_CLEAR(self->kept);
    return 0;
}

static void program_dealloc(Program *self) {
    PyObject_GC_UnTrack(self);
    program_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *program_decode(Program *self, PyObject *args) {
    Py_ssize_t index, p, e;
    long depth;
    PyObject *data, *context;
    if (!PyArg_ParseTuple(args, "nO!nnlO", &index, &PyBytes_Type, &data, &p, &e, &depth, &context)) return NULL;
    if (index < 0 || index >= self->nnamed) return PyErr_Format(PyExc_IndexError, "no plan %zd", index);
    if (p < 0 || e < p || e > PyBytes_GET_SIZE(data) || depth < 0)
        return PyErr_Format(PyExc_ValueError, "offsets %zd…%zd outside the data", p, e);
    char here;
    Decode x = {self, (const unsigned char *)PyBytes_AS_STRING(data), data, context, NULL, NULL, NULL, (uintptr_t)&here};
    /* A decode makes many containers and no garbage: the collector's passes over them while
     * they are being built would cost a quarter of the time (measured with perf), so it waits
     * until the value is complete (cycles among class instances are collected later). */
    int collecting = PyGC_Disable();
    PyObject *value = accel_named(&x, index, &p, e, depth);
    if (collecting) PyGC_Enable();
    if (!value) return NULL;
    PyObject *result = Py_BuildValue("(Nn)", value, p);
    return result;
}

/* The records of a stream block in one call: a Python call, a reader and a table read a record
 * were most of a stream's reading time (cProfile: the C decode was 36 ms of 520 ms for 10,000
 * employees). Takes only blocks whose every record is a body without tables (00 00) read
 * exactly; anything else raises Invalid and the caller reads the block record by record, which
 * reports the exact error. */
static PyObject *program_decode_records(Program *self, PyObject *args) {
    Py_ssize_t index, p, e, count;
    long depth;
    PyObject *data, *context;
    if (!PyArg_ParseTuple(args, "nO!nnnlO", &index, &PyBytes_Type, &data, &p, &e, &count, &depth, &context))
        return NULL;
    if (index < 0 || index >= self->nnamed) return PyErr_Format(PyExc_IndexError, "no plan %zd", index);
    if (p < 0 || e < p || e > PyBytes_GET_SIZE(data) || depth < 0 || count < 0)
        return PyErr_Format(PyExc_ValueError, "offsets %zd…%zd outside the data", p, e);
    if (count > e - p) return PyErr_SetNone(accel_invalid), NULL; /* a record takes a byte at least */
    const unsigned char *b = (const unsigned char *)PyBytes_AS_STRING(data);
    char here;
    Decode x = {self, b, data, context, NULL, NULL, NULL, (uintptr_t)&here};
    PyObject *out = PyList_New(count);
    if (!out) return NULL;
    int collecting = PyGC_Disable(); /* as in decode: the collector waits for the whole block */
    for (Py_ssize_t i = 0; i < count; i++) {
        uint64_t n;
        if (accel_varint(b, &p, e, &n) < 0 || n > (uint64_t)(e - p) || n < 2 || b[p] || b[p + 1]) {
            PyErr_SetNone(accel_invalid);
            goto error;
        }
        Py_ssize_t end = p + (Py_ssize_t)n;
        p += 2;
        PyObject *value = accel_named(&x, index, &p, end, depth);
        if (!value) goto error;
        PyList_SET_ITEM(out, i, value);
        if (p != end) {
            PyErr_SetNone(accel_invalid);
            goto error;
        }
    }
    if (collecting) PyGC_Enable();
    if (p != e) {
        Py_DECREF(out);
        return PyErr_SetNone(accel_invalid), NULL;
    }
    return out;
error:
    if (collecting) PyGC_Enable();
    Py_DECREF(out);
    return NULL;
}

static PyObject *program_encode(Program *self, PyObject *args) {
    Py_ssize_t index;
    long depth;
    PyObject *value, *context, *prefix = NULL;
    if (!PyArg_ParseTuple(args, "nOlO|O!", &index, &value, &depth, &context, &PyBytes_Type, &prefix)) return NULL;
    if (index < 0 || index >= self->nnamed) return PyErr_Format(PyExc_IndexError, "no plan %zd", index);
    if (depth < 0) return PyErr_Format(PyExc_ValueError, "a negative depth limit");
    return accel_encode(self, index, value, depth, context, prefix ? PyBytes_AS_STRING(prefix) : "",
                        prefix ? PyBytes_GET_SIZE(prefix) : 0);
}

static PyMethodDef program_methods[] = {
    {"encode", (PyCFunction)program_encode, METH_VARARGS,
     "encode(index, value, max_depth, context, prefix=b'') -> bytes: prefix, then the body of `value` as the "
     "named type `index`, starting with two placeholder bytes for the tables (00 00 when `context` stays empty); raises "
     "Invalid for any value it does not write exactly as the Python encoders do."},
    {"decode", (PyCFunction)program_decode, METH_VARARGS,
     "decode(index, data, p, e, max_depth, context) -> (value, p): the named type `index` at `p`."},
    {"decode_records", (PyCFunction)program_decode_records, METH_VARARGS,
     "decode_records(index, data, p, e, count, max_depth, context) -> list: a block's `count` records "
     "(bodies without tables) from p to e."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject ProgramType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sheaf._accel.Program",
    .tp_basicsize = sizeof(Program),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Program(plan, kept, timestamp, microseconds, check_origin, url_ok): the decode and encode plans of one schema set's types.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)program_init,
    .tp_dealloc = (destructor)program_dealloc,
    .tp_traverse = (traverseproc)program_traverse,
    .tp_clear = (inquiry)program_clear,
    .tp_methods = program_methods,
};

static PyObject *crc32c(PyObject *module, PyObject *args) {
    Py_buffer view;
    unsigned int crc = 0;
    if (!PyArg_ParseTuple(args, "y*|I", &view, &crc)) return NULL;
    uint32_t result;
    Py_BEGIN_ALLOW_THREADS
    result = accel_crc32c((uint32_t)crc, view.buf, view.len);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    return PyLong_FromUnsignedLong(result);
}

static PyMethodDef module_methods[] = {
    {"crc32c", crc32c, METH_VARARGS, "crc32c(data, crc=0) -> int: the CRC-32C of data, continuing from crc."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "sheaf._accel", "The C accelerator of the sheaf package (decoding, encoding and CRC-32C).", -1,
    module_methods,
};

PyMODINIT_FUNC PyInit__accel(void) {
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    if (PyType_Ready(&ProgramType) < 0 || PyType_Ready(&ColumnsType) < 0 || PyType_Ready(&PendingBlockType) < 0 ||
        PyType_Ready(&DynamicType) < 0)
        goto fail;
    accel_invalid = PyErr_NewException("sheaf._accel.Invalid", NULL, NULL);
    PyObject *uuid = PyImport_ImportModule("uuid");
    if (!accel_invalid || !uuid) {
        Py_XDECREF(uuid);
        goto fail;
    }
    accel_uuid = PyObject_GetAttrString(uuid, "UUID");
    Py_DECREF(uuid);
    PyObject *unicodedata = PyImport_ImportModule("unicodedata");
    if (!unicodedata) goto fail;
    accel_normalize = PyObject_GetAttrString(unicodedata, "normalize");
    Py_DECREF(unicodedata);
    accel_str_nfd = PyUnicode_InternFromString("NFD");
    accel_empty = PyTuple_New(0);
    accel_str_bytes = PyUnicode_InternFromString("bytes");
    accel_str_unknown = PyUnicode_InternFromString("sheaf_unknown_fields");
    accel_str_arguments = PyUnicode_InternFromString("_sheaf_arguments");
    accel_str_tzinfo = PyUnicode_InternFromString("tzinfo");
    PyObject *datetime = PyImport_ImportModule("datetime");
    if (!datetime) goto fail;
    accel_datetime = PyObject_GetAttrString(datetime, "datetime");
    Py_DECREF(datetime);
    PyObject *builtins = PyImport_ImportModule("builtins"), *operator = PyImport_ImportModule("operator");
    if (builtins) accel_sorted = PyObject_GetAttrString(builtins, "sorted");
    if (operator) accel_raw_value = PyObject_CallMethod(operator, "attrgetter", "s", "value");
    Py_XDECREF(builtins);
    Py_XDECREF(operator);
    if (!accel_str_tzinfo || !accel_datetime || !accel_sorted || !accel_raw_value) goto fail;
    if (!accel_uuid || !accel_normalize || !accel_str_nfd || !accel_empty || !accel_str_bytes || !accel_str_unknown || !accel_str_arguments)
        goto fail;
    Py_INCREF(&ProgramType);
    if (PyModule_AddObject(m, "Program", (PyObject *)&ProgramType) < 0) goto fail;
    Py_INCREF(&ColumnsType);
    if (PyModule_AddObject(m, "Columns", (PyObject *)&ColumnsType) < 0) goto fail;
    Py_INCREF(&PendingBlockType);
    if (PyModule_AddObject(m, "PendingBlock", (PyObject *)&PendingBlockType) < 0) goto fail;
    if (PyModule_AddObjectRef(m, "Dynamic", (PyObject *)&DynamicType) < 0) goto fail;
    Py_INCREF(accel_invalid);
    if (PyModule_AddObject(m, "Invalid", accel_invalid) < 0) goto fail;
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}

/* `sheaf._accel.Dynamic`: the plans of one root type for the dynamic layer (dynamic.h), built
 * from the tuples sheaf/dynamic/plans.py compiles from the schema model, and the calls that
 * decode an archive body or a stream block's records with them. */
#include "dynamic.h"

static int plan_error(const char *what) {
    PyErr_Format(PyExc_ValueError, "sheaf accelerator: malformed dynamic plan (%s)", what);
    return -1;
}

/* A struct's or payload case's fields: (id, key, float64, required, drop, bits, name,
 * fallback, value plan) each, in id order. */
static int build_fields(DynNamed *t, PyObject *fields, Py_ssize_t nnamed) {
    t->nfields = PyTuple_GET_SIZE(fields);
    t->fields = PyMem_Calloc((size_t)(t->nfields ? t->nfields : 1), sizeof(DynField));
    if (!t->fields) return PyErr_NoMemory(), -1;
    uint64_t largest = 0;
    for (Py_ssize_t i = 0; i < t->nfields; i++) {
        DynField *f = &t->fields[i];
        unsigned long long id, key, bits;
        PyObject *plan;
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(fields, i), "KKiiiKUOO", &id, &key, &f->float64, &f->required, &f->drop,
                              &bits, &f->name, &f->fallback, &plan))
            return -1;
        if (f->drop < DROP_NEVER || f->drop > DROP_EMPTY_MAP) return plan_error("drop");
        if (i > 0 && id <= f[-1].id) return plan_error("fields out of id order");
        if (id == 0 || id > ((1u << 29) - 1)) return plan_error("field id");
        f->id = id;
        f->key = key;
        f->bits = bits;
        if (build_value(&f->value, plan, nnamed) < 0) return -1;
        if (id <= DYN_TABLE_ID) largest = id;
    }
    t->nlookup = (Py_ssize_t)largest + 1;
    t->lookup = PyMem_Calloc((size_t)t->nlookup, sizeof(int));
    if (!t->lookup) return PyErr_NoMemory(), -1;
    for (Py_ssize_t i = 0; i < t->nfields && t->fields[i].id <= largest; i++) t->lookup[t->fields[i].id] = (int)i + 1;
    return 0;
}

static int build_named(DynNamed *t, PyObject *entry, Py_ssize_t nnamed) {
    if (!PyTuple_Check(entry) || PyTuple_GET_SIZE(entry) < 1) return plan_error("entry");
    int kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(entry, 0));
    if (kind == -1 && PyErr_Occurred()) return -1;
    t->kind = kind;
    PyObject *fields;
    switch (kind) {
    case DN_STRUCT:
    case DN_CASE:
        if (!PyArg_ParseTuple(entry, "iO!", &kind, &PyTuple_Type, &fields)) return -1;
        return build_fields(t, fields, nnamed);
    case DN_ENUM:
        if (!PyArg_ParseTuple(entry, "iiiiO!", &kind, &t->raw, &t->width, &t->open, &PyDict_Type, &t->names)) return -1;
        if (t->raw == OP_STRING) return 0;
        if ((t->raw != OP_SINT && t->raw != OP_UINT) || !(t->width == 1 || t->width == 2 || t->width == 4 || t->width == 8))
            return plan_error("raw type");
        return 0;
    case DN_OPTIONS:
        if (!PyArg_ParseTuple(entry, "iiO!", &kind, &t->width, &PyTuple_Type, &t->names)) return -1;
        if (t->width < 1 || t->width > 64 || PyTuple_GET_SIZE(t->names) != t->width) return plan_error("option bits");
        return 0;
    case DN_PAYLOAD: {
        if (!PyArg_ParseTuple(entry, "iO!", &kind, &PyDict_Type, &t->names)) return -1;
        PyObject *id, *found;
        Py_ssize_t at = 0;
        while (PyDict_Next(t->names, &at, &id, &found)) {
            if (!PyLong_Check(id) || !PyTuple_Check(found) || PyTuple_GET_SIZE(found) != 2 ||
                !PyUnicode_Check(PyTuple_GET_ITEM(found, 0)))
                return plan_error("payload case");
            Py_ssize_t index = PyLong_AsSsize_t(PyTuple_GET_ITEM(found, 1));
            if (index < 0 || index >= nnamed) return PyErr_Occurred() ? -1 : plan_error("case index");
        }
        return 0;
    }
    case DN_PYTHON:
        return 0;
    default:
        return plan_error("kind");
    }
}

static void program_free_plans(DynProgram *self) {
    for (Py_ssize_t i = 0; i < self->nnamed; i++) {
        DynNamed *t = &self->named[i];
        for (Py_ssize_t k = 0; k < t->nfields; k++) free_value(&t->fields[k].value);
        PyMem_Free(t->fields);
        PyMem_Free(t->lookup);
    }
    PyMem_Free(self->named);
    self->named = NULL;
    self->nnamed = 0;
    free_value(&self->root);
}

static int program_init(DynProgram *self, PyObject *args, PyObject *kwargs) {
    PyObject *plan, *root, *timestamp, *url_ok;
    static char *names[] = {"plan", "root", "timestamp", "url_ok", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!O!OO", names, &PyTuple_Type, &plan, &PyTuple_Type, &root,
                                     &timestamp, &url_ok))
        return -1;
    if (self->keep) return plan_error("a program is built once");
    if (dyn_constants() < 0) return -1;
    self->keep = Py_NewRef(plan); /* every object the plans borrow lives as long as this tuple */
    self->timestamp = Py_NewRef(timestamp);
    self->url_ok = Py_NewRef(url_ok);
    Py_ssize_t n = PyTuple_GET_SIZE(plan);
    self->named = PyMem_Calloc((size_t)(n ? n : 1), sizeof(DynNamed));
    if (!self->named) return PyErr_NoMemory(), -1;
    self->nnamed = n;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (build_named(&self->named[i], PyTuple_GET_ITEM(plan, i), n) < 0) return -1;
    }
    /* The payload cases' plans must be cases (their fields are read without a length). */
    for (Py_ssize_t i = 0; i < n; i++) {
        DynNamed *t = &self->named[i];
        PyObject *id, *found;
        Py_ssize_t at = 0;
        while (t->kind == DN_PAYLOAD && PyDict_Next(t->names, &at, &id, &found)) {
            if (self->named[PyLong_AsSsize_t(PyTuple_GET_ITEM(found, 1))].kind != DN_CASE) return plan_error("case plan");
        }
    }
    return build_value(&self->root, root, n);
}

static int program_traverse(DynProgram *self, visitproc visit, void *arg) {
    Py_VISIT(self->keep);
    Py_VISIT(self->timestamp);
    Py_VISIT(self->url_ok);
    return 0;
}

static int program_clear(DynProgram *self) {
    program_free_plans(self);
    Py_CLEAR(self->keep);
    Py_CLEAR(self->timestamp);
    Py_CLEAR(self->url_ok);
    return 0;
}

static void program_dealloc(DynProgram *self) {
    PyObject_GC_UnTrack(self);
    program_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Checks the arguments common to `body` and `records`. */
static int ready(DynProgram *self, PyObject *data, Py_ssize_t p, Py_ssize_t e, long depth) {
    if (!self->keep) return PyErr_SetString(PyExc_ValueError, "a dynamic program not built"), -1;
    if (p < 0 || e < p || e > PyBytes_GET_SIZE(data) || depth < 1) {
        PyErr_Format(PyExc_ValueError, "offsets %zd…%zd outside the data, or a depth limit below 1", p, e);
        return -1;
    }
    return 0;
}

/* One body [p, e): two empty tables (00 00), then the root value, which must end at e. */
static PyObject *body_at(DynDecode *x, Py_ssize_t p, Py_ssize_t e, long depth) {
    if (e - p < 2 || x->b[p] || x->b[p + 1]) return PyErr_SetString(accel_invalid, "unsupported"), NULL; /* tables */
    p += 2;
    PyObject *value = dyn_value(x, &x->program->root, &p, e, depth);
    if (value && p != e) {
        Py_DECREF(value);
        return PyErr_SetNone(accel_invalid), NULL;
    }
    return value;
}

static PyObject *program_body(DynProgram *self, PyObject *args) {
    Py_ssize_t p, e;
    long depth;
    PyObject *data;
    if (!PyArg_ParseTuple(args, "O!nnl", &PyBytes_Type, &data, &p, &e, &depth)) return NULL;
    if (ready(self, data, p, e, depth) < 0) return NULL;
    char here;
    DynDecode x = {self, (const unsigned char *)PyBytes_AS_STRING(data), (uintptr_t)&here};
    /* As the generated classes' decode: the collector waits until the value is complete (a
     * decode makes many containers and no garbage). */
    int collecting = PyGC_Disable();
    PyObject *value = body_at(&x, p, e, depth);
    if (collecting) PyGC_Enable();
    return value;
}

/* A stream block's records in one call: each a length, then a body without tables. */
static PyObject *program_records(DynProgram *self, PyObject *args) {
    Py_ssize_t p, e, count;
    long depth;
    PyObject *data;
    if (!PyArg_ParseTuple(args, "O!nnnl", &PyBytes_Type, &data, &p, &e, &count, &depth)) return NULL;
    if (ready(self, data, p, e, depth) < 0) return NULL;
    if (count < 0 || count > e - p) return PyErr_SetNone(accel_invalid), NULL; /* a record takes a byte at least */
    char here;
    const unsigned char *b = (const unsigned char *)PyBytes_AS_STRING(data);
    DynDecode x = {self, b, (uintptr_t)&here};
    PyObject *out = PyList_New(count);
    if (!out) return NULL;
    int collecting = PyGC_Disable();
    for (Py_ssize_t i = 0; i < count; i++) {
        uint64_t n;
        if (accel_varint(b, &p, e, &n) < 0 || n > (uint64_t)(e - p)) {
            PyErr_SetNone(accel_invalid);
            goto error;
        }
        PyObject *value = body_at(&x, p, p + (Py_ssize_t)n, depth);
        if (!value) goto error;
        PyList_SET_ITEM(out, i, value);
        p += (Py_ssize_t)n;
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

static PyMethodDef program_methods[] = {
    {"body", (PyCFunction)program_body, METH_VARARGS,
     "body(data, p, e, max_depth) -> value: the JSON form of the body data[p:e] (empty tables, then the root "
     "value); raises Invalid for anything it does not read exactly as the Python decoder does."},
    {"records", (PyCFunction)program_records, METH_VARARGS,
     "records(data, p, e, count, max_depth) -> list: a stream block's `count` records (a length, then a body "
     "without tables, each) from p to e, or Invalid."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject DynamicType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sheaf._accel.Dynamic",
    .tp_basicsize = sizeof(DynProgram),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Dynamic(plan, root, timestamp, url_ok): the JSON-form decode plans of one root type.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)program_init,
    .tp_dealloc = (destructor)program_dealloc,
    .tp_traverse = (traverseproc)program_traverse,
    .tp_clear = (inquiry)program_clear,
    .tp_methods = program_methods,
};

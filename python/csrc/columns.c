/* `sheaf._accel.Columns`: the plan's nodes and their buffers, built from the tuples
 * sheaf/arrow/plan.py compiles; `decode` (a block's records), `flush` (the buffers, as bytes)
 * and the rollback of a block that fails. The decoding itself is in columns_decode.c (values)
 * and columns_records.c (classes, payload enums, protocols, a record's tables). */
#include "columns.h"
#include <string.h>

/* Room for `more` bytes; a buffer is allocated on its first call, even for none (so a copy of
 * zero bytes into it never has a null destination). */
int buf_grow(Buf *buf, Py_ssize_t more) {
    if (buf->p && buf->len + more <= buf->cap) return 0;
    Py_ssize_t cap = buf->cap ? buf->cap : 64;
    while (cap < buf->len + more) cap *= 2;
    unsigned char *p = PyMem_Realloc(buf->p, (size_t)cap);
    if (!p) {
        PyErr_NoMemory();
        return -1;
    }
    buf->p = p;
    buf->cap = cap;
    return 0;
}

static int width_of(const CNode *n) {
    switch (n->kind) {
    case CK_INT: return n->a;
    case CK_F32: case CK_ENUM: case CK_DICT: return 4;
    case CK_F64: case CK_TIMESTAMP: case CK_ID: return 8;
    default: return 0;
    }
}

static int has_offsets(const CNode *n) {
    return n->kind == CK_STRING || n->kind == CK_BYTES || n->kind == CK_UUID || n->kind == CK_LIST || n->kind == CK_MAP ||
           n->kind == CK_OPTIONS;
}

/* Appends a null to a node (and, for nested kinds, a slot to each child). */
int node_null(Columns *c, CNode *n) {
    if (n->kind == CK_OPTIONAL) return node_null(c, &c->nodes[n->children[0]]);
    if (bit_put(&n->valid, n->length, 0) < 0) return -1;
    int w = width_of(n);
    if (w) {
        if (buf_grow(&n->values, w) < 0) return -1;
        memset(n->values.p + n->values.len, 0, (size_t)w);
        n->values.len += w;
    } else if (n->kind == CK_BOOL) {
        if (bit_put(&n->values, n->length, 0) < 0) return -1;
    } else if (has_offsets(n)) {
        if (buf_grow(&n->offsets, 4) < 0) return -1;
        memcpy(n->offsets.p + n->offsets.len, n->offsets.p + n->offsets.len - 4, 4);
        n->offsets.len += 4;
    } else {
        for (Py_ssize_t i = 0; i < n->nchildren; i++)
            if (node_null(c, &c->nodes[n->children[i]]) < 0) return -1;
    }
    n->length++;
    n->nulls++;
    return 0;
}

static void reset_node(CNode *n) {
    n->length = n->nulls = 0;
    n->valid.len = n->values.len = n->data.len = 0;
    n->offsets.len = 4;
    memset(n->offsets.p, 0, 4);
}

static int plan_fail(const char *what) {
    PyErr_Format(PyExc_ValueError, "sheaf columns: malformed plan (%s)", what);
    return -1;
}

static int build_table(Table *t, PyObject *tuple, Py_ssize_t nnodes) {
    if (!PyTuple_Check(tuple)) return plan_fail("table");
    t->n = PyTuple_GET_SIZE(tuple);
    t->slots = PyMem_Calloc((size_t)(t->n ? t->n : 1), sizeof(Slot));
    if (!t->slots) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < t->n; i++) {
        Slot *s = &t->slots[i];
        unsigned long long id;
        PyObject *def;
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(tuple, i), "KiiiO!", &id, &s->kind, &s->target, &s->action, &PyBytes_Type,
                              &def))
            return -1;
        if (s->target < -1 || s->target >= nnodes) return plan_fail("field target");
        s->id = id;
        s->def = (const unsigned char *)PyBytes_AS_STRING(def);
        s->deflen = PyBytes_GET_SIZE(def);
    }
    return 0;
}

static int build_node(Columns *c, CNode *n, PyObject *entry) {
    PyObject *children, *extra;
    if (!PyArg_ParseTuple(entry, "iiiO!O!", &n->kind, &n->a, &n->b, &PyTuple_Type, &children, &PyTuple_Type, &extra))
        return -1;
    if (n->kind < CK_INT || n->kind > CK_DICT) return plan_fail("kind");
    if (n->kind == CK_INT && !(n->a == 1 || n->a == 2 || n->a == 4 || n->a == 8)) return plan_fail("width");
    n->nchildren = PyTuple_GET_SIZE(children);
    n->children = PyMem_Calloc((size_t)(n->nchildren ? n->nchildren : 1), sizeof(int));
    if (!n->children || buf_grow(&n->offsets, 4) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    reset_node(n);
    for (Py_ssize_t i = 0; i < n->nchildren; i++) {
        long k = PyLong_AsLong(PyTuple_GET_ITEM(children, i));
        if (k <= 0 || k >= c->nnodes) return plan_fail("child");
        n->children[i] = (int)k;
    }
    Py_ssize_t need = (n->kind == CK_OPTIONAL || n->kind == CK_LIST || n->kind == CK_OPTIONS) ? 1 : n->kind == CK_MAP ? 2 : 0;
    if (n->nchildren < need) return plan_fail("children");
    if ((n->kind == CK_CLASS || n->kind == CK_PAYLOAD || n->kind == CK_PROTOCOL) && n->nchildren < 1) return plan_fail("children");
    if (n->kind == CK_ENUM) {
        PyObject *values;
        if (!PyArg_ParseTuple(extra, "iO!", &n->open, &PyTuple_Type, &values)) return -1;
        n->ncases = PyTuple_GET_SIZE(values);
        n->ints = PyMem_Calloc((size_t)(n->ncases ? n->ncases : 1), sizeof(int64_t));
        n->strs = PyMem_Calloc((size_t)(n->ncases ? n->ncases : 1), sizeof(char *));
        n->lens = PyMem_Calloc((size_t)(n->ncases ? n->ncases : 1), sizeof(Py_ssize_t));
        n->unknown = PyDict_New();
        n->texts = PyList_New(0);
        if (!n->ints || !n->strs || !n->lens || !n->unknown || !n->texts) return -1;
        for (Py_ssize_t i = 0; i < n->ncases; i++) {
            PyObject *v = PyTuple_GET_ITEM(values, i);
            if (n->a == 0) {
                if (!PyBytes_Check(v)) return plan_fail("string raw value");
                n->strs[i] = PyBytes_AS_STRING(v);
                n->lens[i] = PyBytes_GET_SIZE(v);
            } else {
                n->ints[i] = PyLong_AsLongLong(v);
                if (n->ints[i] == -1 && PyErr_Occurred()) {
                    /* a uint64 raw value above 2^63: kept as its bits */
                    PyErr_Clear();
                    n->ints[i] = (int64_t)PyLong_AsUnsignedLongLong(v);
                    if (PyErr_Occurred()) return -1;
                }
            }
        }
    } else if ((n->kind == CK_STRUCT || n->kind == CK_CLASS) && PyTuple_GET_SIZE(extra) == 1) {
        if (build_table(&n->table, PyTuple_GET_ITEM(extra, 0), c->nnodes) < 0) return -1;
    } else if (n->kind == CK_PAYLOAD) {
        n->npayload = PyTuple_GET_SIZE(extra);
        n->cases = PyMem_Calloc((size_t)(n->npayload ? n->npayload : 1), sizeof(Case));
        if (!n->cases) {
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t i = 0; i < n->npayload; i++) {
            unsigned long long id;
            PyObject *table;
            if (!PyArg_ParseTuple(PyTuple_GET_ITEM(extra, i), "KiO", &id, &n->cases[i].holder, &table)) return -1;
            n->cases[i].id = id;
            if (n->cases[i].holder < -1 || n->cases[i].holder >= c->nnodes) return plan_fail("case holder");
            if (build_table(&n->cases[i].table, table, c->nnodes) < 0) return -1;
        }
    } else if (n->kind == CK_PROTOCOL) {
        PyObject *family, *members;
        if (!PyArg_ParseTuple(extra, "OO!", &family, &PyTuple_Type, &members)) return -1;
        if (build_table(&n->table, family, c->nnodes) < 0) return -1;
        n->nmembers = PyTuple_GET_SIZE(members);
        n->members = PyMem_Calloc((size_t)(n->nmembers ? n->nmembers : 1), sizeof(Member));
        n->unknown = PyDict_New();
        n->texts = PyList_New(0);
        if (!n->members || !n->unknown || !n->texts) return -1;
        for (Py_ssize_t i = 0; i < n->nmembers; i++) {
            Member *m = &n->members[i];
            PyObject *tag, *table;
            if (!PyArg_ParseTuple(PyTuple_GET_ITEM(members, i), "O!iiiiO", &PyBytes_Type, &tag, &m->is_class, &m->class_id,
                                  &m->holder, &m->cut, &table))
                return -1;
            m->tag = PyBytes_AS_STRING(tag);
            m->taglen = PyBytes_GET_SIZE(tag);
            if (m->holder < -1 || m->holder >= c->nnodes) return plan_fail("member holder");
            if (build_table(&m->table, table, c->nnodes) < 0) return -1;
        }
    }
    return 0;
}

static void free_node(CNode *n) {
    PyMem_Free(n->children);
    PyMem_Free(n->valid.p);
    PyMem_Free(n->values.p);
    PyMem_Free(n->offsets.p);
    PyMem_Free(n->data.p);
    PyMem_Free(n->ints);
    PyMem_Free(n->strs);
    PyMem_Free(n->lens);
    Py_CLEAR(n->unknown);
    Py_CLEAR(n->texts);
    PyMem_Free(n->table.slots);
    for (Py_ssize_t i = 0; i < n->npayload; i++) PyMem_Free(n->cases[i].table.slots);
    PyMem_Free(n->cases);
    for (Py_ssize_t i = 0; i < n->nmembers; i++) PyMem_Free(n->members[i].table.slots);
    PyMem_Free(n->members);
    memset(n, 0, sizeof *n);
}

static void columns_free_all(Columns *self) {
    for (Py_ssize_t i = 0; i < self->nnodes; i++) free_node(&self->nodes[i]);
    PyMem_Free(self->nodes);
    PyMem_Free(self->marks);
    PyMem_Free(self->tag_at);
    PyMem_Free(self->tag_len);
    PyMem_Free(self->entry_at);
    PyMem_Free(self->entry_end);
    PyMem_Free(self->bound);
    PyMem_Free(self->state);
    self->nodes = NULL;
    self->marks = NULL;
    self->tag_at = self->tag_len = self->entry_at = self->entry_end = NULL;
    self->bound = NULL;
    self->state = NULL;
    self->nnodes = 0;
}

static int columns_init(Columns *self, PyObject *args, PyObject *kwargs) {
    PyObject *plan;
    int root;
    static char *names[] = {"plan", "root", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!i", names, &PyTuple_Type, &plan, &root)) return -1;
    if (self->nodes) return plan_fail("built once");
    Py_ssize_t n = PyTuple_GET_SIZE(plan);
    if (root < 0 || root >= n) return plan_fail("root");
    self->nodes = PyMem_Calloc((size_t)(n ? n : 1), sizeof(CNode));
    self->marks = PyMem_Calloc((size_t)(n ? n : 1), sizeof(Mark));
    if (!self->nodes || !self->marks) {
        PyErr_NoMemory();
        return -1;
    }
    self->nnodes = n;
    self->root = root;
    Py_INCREF(plan);
    self->keep = plan; /* the default bytes, tags and raw strings the nodes point into */
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *entry = PyTuple_GET_ITEM(plan, i);
        if (!PyTuple_Check(entry)) return plan_fail("entry");
        if (build_node(self, &self->nodes[i], entry) < 0) return -1;
    }
    return 0;
}

static int columns_traverse(Columns *self, visitproc visit, void *arg) {
    Py_VISIT(self->keep);
    return 0;
}

static int columns_clear(Columns *self) {
    columns_free_all(self);
    Py_CLEAR(self->keep);
    return 0;
}

static void columns_dealloc(Columns *self) {
    PyObject_GC_UnTrack(self);
    columns_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static void mark_all(Columns *self) {
    for (Py_ssize_t i = 0; i < self->nnodes; i++) {
        CNode *n = &self->nodes[i];
        self->marks[i] = (Mark){n->length, n->nulls, n->values.len, n->offsets.len, n->data.len};
    }
}

static void rollback(Columns *self) {
    for (Py_ssize_t i = 0; i < self->nnodes; i++) {
        CNode *n = &self->nodes[i];
        Mark *m = &self->marks[i];
        n->length = m->length;
        n->nulls = m->nulls;
        n->values.len = m->values;
        n->offsets.len = m->offsets;
        n->data.len = m->data;
        /* Bits past the length are rewritten (set or cleared) when the next value lands. */
        Py_ssize_t bytes = (m->length + 7) >> 3;
        if (n->valid.len > bytes) n->valid.len = bytes;
        if (n->kind == CK_BOOL && n->values.len > bytes) n->values.len = bytes;
    }
}

/* decode(data, count, max_depth): the `count` length-prefixed record bodies of a block. */
static PyObject *columns_decode(Columns *self, PyObject *args) {
    Py_buffer view;
    Py_ssize_t count;
    long max_depth;
    if (!PyArg_ParseTuple(args, "y*nl", &view, &count, &max_depth)) return NULL;
    const unsigned char *b = view.buf;
    Py_ssize_t p = 0, e = view.len;
    mark_all(self);
    Py_ssize_t record = 0;
    for (; record < count; record++) {
        uint64_t size;
        if (accel_varint(b, &p, e, &size) < 0) goto invalid; /* the record's length prefix */
        if (size > (uint64_t)(e - p)) goto invalid;
        if (columns_record(self, b, p, p + (Py_ssize_t)size, max_depth) < 0) goto failed;
        p += (Py_ssize_t)size;
    }
    if (p != e) goto invalid;
    PyBuffer_Release(&view);
    Py_RETURN_NONE;
invalid:
    PyErr_SetString(accel_invalid, "invalid");
failed:
    rollback(self);
    PyBuffer_Release(&view);
    if (PyErr_ExceptionMatches(accel_invalid)) {
        /* The record's index travels with the error. */
        PyObject *type, *value, *trace;
        PyErr_Fetch(&type, &value, &trace);
        PyErr_NormalizeException(&type, &value, &trace);
        PyObject *index = PyLong_FromSsize_t(record);
        if (index && value) PyObject_SetAttrString(value, "record", index);
        Py_XDECREF(index);
        PyErr_Restore(type, value, trace);
    }
    return NULL;
}

/* body(data, start, end, max_depth): one body at [start, end) (an archive's). */
static PyObject *columns_body(Columns *self, PyObject *args) {
    Py_buffer view;
    Py_ssize_t start, end;
    long max_depth;
    if (!PyArg_ParseTuple(args, "y*nnl", &view, &start, &end, &max_depth)) return NULL;
    if (start < 0 || end < start || end > view.len) {
        PyBuffer_Release(&view);
        return PyErr_Format(PyExc_ValueError, "offsets %zd…%zd outside the data", start, end);
    }
    mark_all(self);
    int r = columns_record(self, view.buf, start, end, max_depth);
    PyBuffer_Release(&view);
    if (r < 0) {
        rollback(self);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *bytes_of(const Buf *buf) {
    return PyBytes_FromStringAndSize((const char *)buf->p, buf->len);
}

/* flush() -> [(length, nulls, validity, values, offsets, data, texts)] per node; then empty. */
static PyObject *columns_flush(Columns *self, PyObject *unused) {
    PyObject *out = PyList_New(self->nnodes);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < self->nnodes; i++) {
        CNode *n = &self->nodes[i];
        PyObject *valid = n->nulls ? bytes_of(&n->valid) : Py_NewRef(Py_None);
        PyObject *values = bytes_of(&n->values);
        PyObject *offsets = bytes_of(&n->offsets);
        PyObject *data = bytes_of(&n->data);
        PyObject *texts = n->texts ? PyList_GetSlice(n->texts, 0, PY_SSIZE_T_MAX) : Py_NewRef(Py_None);
        if (!valid || !values || !offsets || !data || !texts) {
            Py_XDECREF(valid);
            Py_XDECREF(values);
            Py_XDECREF(offsets);
            Py_XDECREF(data);
            Py_XDECREF(texts);
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, Py_BuildValue("(nnNNNNN)", n->length, n->nulls, valid, values, offsets, data, texts));
        if (!PyList_GET_ITEM(out, i)) {
            Py_DECREF(out);
            return NULL;
        }
        reset_node(n);
    }
    return out;
}

static PyObject *columns_rows(Columns *self, PyObject *unused) {
    CNode *n = &self->nodes[self->root];
    while (n->kind == CK_OPTIONAL) n = &self->nodes[n->children[0]]; /* an optional root's column */
    return PyLong_FromSsize_t(n->length);
}

static PyMethodDef columns_methods[] = {
    {"decode", (PyCFunction)columns_decode, METH_VARARGS,
     "decode(data, count, max_depth): appends a block's `count` records; raises Invalid (with .record) and rolls back."},
    {"body", (PyCFunction)columns_body, METH_VARARGS,
     "body(data, start, end, max_depth): appends the record whose body is data[start:end]; raises Invalid and rolls back."},
    {"flush", (PyCFunction)columns_flush, METH_NOARGS, "flush() -> the buffers of every node, which start empty again."},
    {"rows", (PyCFunction)columns_rows, METH_NOARGS, "rows() -> the records decoded since the last flush."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject ColumnsType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sheaf._accel.Columns",
    .tp_basicsize = sizeof(Columns),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Columns(plan, root): Arrow column buffers filled from Sheaf records (sheaf.arrow).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)columns_init,
    .tp_dealloc = (destructor)columns_dealloc,
    .tp_traverse = (traverseproc)columns_traverse,
    .tp_clear = (inquiry)columns_clear,
    .tp_methods = columns_methods,
};

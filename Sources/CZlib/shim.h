#ifndef SHEAF_CZLIB_SHIM_H
#define SHEAF_CZLIB_SHIM_H
#include <zlib.h>
#endif

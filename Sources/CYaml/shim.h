#ifndef SHEAF_CYAML_SHIM_H
#define SHEAF_CYAML_SHIM_H
#include <yaml.h>
#endif

// Found only through main.cpp's source-file INCLUDE_DIRECTORIES; no other
// TU reads it, so touching it regenerates main.cpp's footer only.
#pragma once
#ifndef FROM_SOURCE
#error "FROM_SOURCE undefined: the source's COMPILE_DEFINITIONS did not reach this parse"
#endif
#ifndef FROM_SOURCE_OPTION
#error "FROM_SOURCE_OPTION undefined: the source's COMPILE_OPTIONS did not reach this parse"
#endif

/* tandem/headers/opencl.h — what tandem adds to OpenCL C 1.2 kernels
 * (passed to clang-14 with `-include`, after clang's default OpenCL header,
 * which provides get_local_id, barrier, atomics, vector types, ...).
 * Written for tandem.
 *
 * Specification annotations. Those taking a boolean keep plain C symbol
 * names: __invariant, __requires, __assert, __assume.
 *
 * Those taking a pointer cannot: OpenCL 1.2 has no generic address space,
 * so each is an overloadable function with one overload per address space
 * (private, global, constant, local), and clang mangles overloadable
 * functions (Itanium). The translator recognises them by the mangled
 * prefix "_Z<length><name>", i.e. the demangled base name:
 *
 *   __no_read            _Z9__no_readPU3AS1VKv            (global)
 *   __no_write           _Z10__no_writePU3AS3VKv          (local)
 *   __read_implies       _Z14__read_impliesPU3AS1VKvb
 *   __write_implies      _Z15__write_impliesPU3AS3VKvb
 *   __read_offset_bytes  _Z19__read_offset_bytesPU3AS1VKv
 *   __write_offset_bytes _Z20__write_offset_bytesPU3AS1VKv
 *
 * (address spaces in the mangling: none = private, U3AS1 = global,
 * U3AS2 = constant, U3AS3 = local; the pointer parameter is always the
 * first one, an i8* in that address space in the IR.)
 */
#ifndef TANDEM_OPENCL_H
#define TANDEM_OPENCL_H

#define __TANDEM__ 1

void __invariant(bool);
void __requires(bool);
void __assert(bool);
void __assume(bool);

#define __TANDEM_AP(AS)                                                         \
  bool __attribute__((overloadable)) __no_read(const volatile AS void *);       \
  bool __attribute__((overloadable)) __no_write(const volatile AS void *);      \
  bool __attribute__((overloadable)) __read_implies(const volatile AS void *, bool); \
  bool __attribute__((overloadable)) __write_implies(const volatile AS void *, bool); \
  ulong __attribute__((overloadable)) __read_offset_bytes(const volatile AS void *); \
  ulong __attribute__((overloadable)) __write_offset_bytes(const volatile AS void *);
__TANDEM_AP(__private)
__TANDEM_AP(__global)
__TANDEM_AP(__constant)
__TANDEM_AP(__local)
#undef __TANDEM_AP

#define __implies(a, b) (!(a) | !!(b))
#include "tandem_annotations.h"

#endif /* TANDEM_OPENCL_H */

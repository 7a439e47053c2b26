// host.h — launches recovered from a CUDA file's host code, or from an
// OpenCL program's host file (--host) (issue 11): for each kernel, every
// launch the program performs, with its grid, block, dynamic shared memory
// and scalar arguments, as constants or terms. See docs/design.md,
// "Host-code-guided launches".
#ifndef TANDEM_HOST_H
#define TANDEM_HOST_H

#include "../common/tandem.h"

typedef struct HostArg {
  bool known;       // an integer constant at the launch
  int bits;         // its width in the host IR
  uint64_t v;
} HostArg;

// A value the host code computes, as a term over the host's unknowns
// (issue 11, relations): what LLVM could not fold to a constant. Widths
// are the host IR's; a width of 1 is a truth value.
typedef enum {
  HX_CONST,   // v
  HX_VAR,     // vars[var]: a value tandem does not follow (a call's result, a load, ...)
  HX_BIN,     // op (LLVMOpcode: Add ... Xor) of a, b
  HX_CMP,     // op (LLVMIntPredicate) of a, b
  HX_ZEXT,    // a widened to bits
  HX_SEXT,
  HX_EXTRACT, // bits [lo, lo + bits) of a
  HX_SELECT,  // a ? b : c
} HostExprKind;

typedef struct HostExpr {
  HostExprKind kind;
  int bits;
  int op;
  int var;
  int lo;
  uint64_t v;
  struct HostExpr *a, *b, *c;
} HostExpr;

typedef struct HostVar {
  int bits;
  SrcLoc loc;        // where the value is produced (0 when unknown)
  const char *what;  // "atoi()", "argc", "a loop variable", "a value read from memory"
} HostVar;

// A condition that holds whenever the launch is reached: a branch on the
// path to it (an assert, an early return, a loop test) or an induction fact.
typedef struct HostFact {
  HostExpr *e;
  SrcLoc loc;
} HostFact;

typedef struct HostLaunch {
  SrcLoc loc;              // the launch statement (<<<>>> or cudaLaunchKernel call)
  bool via_api;            // cudaLaunchKernel / cudaLaunchCooperativeKernel
  // OpenCL (clEnqueueNDRangeKernel, clEnqueueTask): the global size as
  // given (grid = global / local, block = local); for the notes.
  bool opencl, global_known;
  unsigned global[3];
  HostExpr *globalx[3];
  bool grid_known, block_known, smem_known;
  unsigned grid[3], block[3];
  uint64_t smem;
  int nargs;               // arguments (for OpenCL: 1 + the highest clSetKernelArg index)
  HostArg *args;
  // The same launch as terms (NULL where not an integer the walk can
  // follow): grid and block components (32 bits), arguments, and the
  // facts on the path to the launch over the same unknowns.
  HostExpr *gridx[3], *blockx[3], *smemx;
  HostExpr **argx;         // nargs entries
  // For a pointer argument: the bytes of the one cudaMalloc that gives it
  // its value (NULL when not followed); recorded for array bounds, shown in
  // the notes, not used by the race encoding.
  HostExpr **bufbytes;     // nargs entries
  SrcLoc *bufloc;
  // For a pointer argument: the first argument known to point into the
  // same buffer (itself when none before it does; -1 for the others), and
  // its byte offset from the pointer they share when that is a constant
  // (off_known). Distinct parameters are distinct arrays to the encoding:
  // the runner checks one buffer's parameters as one array, or refuses
  // them (launches.c).
  int *buffer;              // nargs entries
  long long *ptr_off;       // nargs entries
  bool *off_known;          // nargs entries
  HostVar *vars;
  int nvars;
  HostFact *facts;
  int nfacts;
} HostLaunch;

typedef struct HostKernel {
  const char *device_name; // mangled name of the device kernel
  HostLaunch *launches;
  int nlaunches;
  const char *unfollowable; // why tandem cannot see every launch, or NULL
  bool internal;            // the kernel has internal linkage (`static`, an anonymous
                            // namespace): no other file can launch it
  bool local_instance;      // an implicit instance of a kernel template defined in
                            // this file: another file can launch it only by
                            // #including this one
} HostKernel;

typedef struct HostInfo {
  bool has_main;          // the file defines main(): taken as the whole program
  // OpenCL: why no kernel gets host facts (an enqueue of a kernel object
  // tandem cannot trace to clCreateKernel, a kernel created by a name it
  // cannot read), or NULL.
  const char *all_unfollowable;
  HostKernel *kernels;    // every kernel with a host stub in the file
  int nkernels;
} HostInfo;

// Reads host-side bitcode (clang --cuda-host-only), simplifies it with
// LLVM's passes and collects the launches. Returns 0, or -1 with `err`.
int host_analyse(const char *host_bc, Arena *a, HostInfo *out, char *err, size_t errlen);
// The device kernel's mangled name for a host stub's ("_Z25__device_stub__kPf"
// -> "_Z10kPf"), or NULL when `stub` is no stub name.
const char *host_stub_kernel(Arena *a, const char *stub);
// The same for the host side of an OpenCL program (a C file, compiled with
// tandem's CL/cl.h): kernels are named by clCreateKernel's string, launches
// are clEnqueueNDRangeKernel/clEnqueueTask calls. `uniform_groups`: the
// kernels are compiled for OpenCL 1.x, where a global size that is not a
// multiple of the local size makes the enqueue fail.
int host_analyse_opencl(const char *host_bc, bool uniform_groups, Arena *a, HostInfo *out,
                        char *err, size_t errlen);
const HostKernel *host_find(const HostInfo *h, const char *device_name);
// Whether term `x` mentions unknown `var`.
bool hx_mentions(const HostExpr *x, int var);

#endif

// gen_kernels: random CUDA kernels for differential soundness testing.
//
//   gen_kernels SEED COUNT DIR [--no-loops]
//
// writes COUNT pairs DIR/g<SEED>_<i>_ok.cu and DIR/g<SEED>_<i>_racy.cu.
// The _ok kernel is race-free *by construction*; the _racy kernel is the
// same kernel with exactly one defect injected, chosen so that the defect
// is real for the launch the file names (a pair of threads is named in the
// file's comment). tandem must verify every _ok kernel and must never
// verify a _racy one: tests/fuzz/run.sh checks both.
//
// How a kernel is race-free by construction. It runs in phases separated
// by __syncthreads(). In each phase every __shared__ array is either
// *owned* -- each thread writes and reads only element f(t) of it, for one
// permutation f of the block's threads chosen for that array and phase --
// or *stable*: nobody writes it, anyone reads any element. Two threads
// therefore never touch one element in one phase unless both only read
// it. Global memory: `in` is only read, out[g] is written only by global
// thread g, and blk[blockIdx.x] only by thread 0 of each block. Barriers
// are never under a thread-dependent condition.
//
// Every phase after the first begins with a *carry* statement: an
// unguarded write to the array owned in this phase, of a value read from
// the previous phase's carried array at a permutation h != f. That makes
// a cross-thread dependence across every barrier, which the injected
// defects below turn into a certain race.
//
// Injected defects (one per _racy kernel):
//   drop-barrier    remove the barrier before a carry: the carry's read of
//                   element h(t1) races with the owner's write in the
//                   previous phase (t2 = f^-1(h(t1)) != t1 for some t1).
//   neighbour-read  an owned array read at f(t)+1: thread t reads what
//                   thread f^-1(f(t)+1) writes in the same phase.
//   widen-guard     `if (t == 0) blk[b] = ...` becomes `if (t < 2) blk[b] =
//                   ... + t`: two threads write different values.
//   global-shift    out[g] becomes out[g >> 1] = g: threads 2k and 2k+1
//                   write different values to one element.
//   diverge-barrier a barrier moved under `if (t < BS/2)`: barrier
//                   divergence.
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ARRAYS = 3, MAX_PHASES = 5, MAX_TEXT = 16384 };

typedef struct {
  uint64_t state;
} Rng;

// splitmix64: deterministic for a given seed on every platform.
static uint64_t rng_next(Rng *r) {
  uint64_t z = (r->state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int rng_below(Rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }

// A permutation of 0..BS-1 (BS a power of two) applied to thread t.
typedef enum { PERM_ID, PERM_REV, PERM_ROT, PERM_XOR, PERM_COUNT } PermKind;
typedef struct {
  PermKind kind;
  int c; // rotation amount or xor mask, 1..BS-1
} Perm;

static void perm_text(char *buf, size_t n, Perm p, const char *t, int bs) {
  switch (p.kind) {
  case PERM_ID: snprintf(buf, n, "%s", t); break;
  case PERM_REV: snprintf(buf, n, "(%d - %s)", bs - 1, t); break;
  case PERM_ROT: snprintf(buf, n, "((%s + %d) & %d)", t, p.c, bs - 1); break;
  default: snprintf(buf, n, "(%s ^ %d)", t, p.c); break;
  }
}

static int perm_apply(Perm p, int t, int bs) {
  switch (p.kind) {
  case PERM_ID: return t;
  case PERM_REV: return bs - 1 - t;
  case PERM_ROT: return (t + p.c) & (bs - 1);
  default: return t ^ p.c;
  }
}

static int perm_equal(Perm a, Perm b, int bs) {
  for (int t = 0; t < bs; t++)
    if (perm_apply(a, t, bs) != perm_apply(b, t, bs)) return 0;
  return 1;
}

static Perm random_perm(Rng *r, int bs) {
  Perm p = {(PermKind)rng_below(r, PERM_COUNT), 1 + rng_below(r, bs - 1)};
  return p;
}

static Perm perm_other_than(Rng *r, Perm f, int bs) {
  for (;;) {
    Perm h = random_perm(r, bs);
    if (!perm_equal(h, f, bs)) return h;
  }
}

typedef enum {
  INJ_DROP_BARRIER,
  INJ_NEIGHBOUR_READ,
  INJ_WIDEN_GUARD,
  INJ_GLOBAL_SHIFT,
  INJ_DIVERGE_BARRIER,
  INJ_COUNT
} Injection;

static const char *injection_name[INJ_COUNT] = {
    "drop-barrier", "neighbour-read", "widen-guard", "global-shift", "diverge-barrier"};

// The plan of one kernel: everything random is drawn here, once, so that
// the _ok and _racy texts differ only in the injected defect.
typedef struct {
  int bs, arrays, phases;
  int grid; // 0: symbolic gridDim
  int carried[MAX_PHASES];
  Perm own[MAX_PHASES];   // map of the carried (owned) array in each phase
  Perm carry[MAX_PHASES]; // h: where the carry reads the previous array
  int extra[MAX_PHASES];  // extra statements per phase
  uint64_t body_seed;     // draws the extra statements
  Injection inj;
  int inj_phase; // phase the defect goes into (>= 1)
  int loops;     // extra statements may be loops
} Plan;

static Plan make_plan(Rng *r, int loops) {
  static const int sizes[] = {32, 64, 128};
  Plan p = {0};
  p.bs = sizes[rng_below(r, 3)];
  p.arrays = 2 + rng_below(r, MAX_ARRAYS - 1);
  p.phases = 2 + rng_below(r, MAX_PHASES - 1);
  p.grid = rng_below(r, 2) ? 2 : 0;
  for (int k = 0; k < p.phases; k++) {
    // Consecutive phases own different arrays: the carry reads one and
    // writes the other.
    int a;
    do a = rng_below(r, p.arrays);
    while (k > 0 && a == p.carried[k - 1]);
    p.carried[k] = a;
    p.own[k] = random_perm(r, p.bs);
    p.carry[k] = k > 0 ? perm_other_than(r, p.own[k - 1], p.bs) : p.own[k];
    p.extra[k] = rng_below(r, 3);
  }
  p.body_seed = rng_next(r);
  p.inj = (Injection)rng_below(r, INJ_COUNT);
  p.inj_phase = 1 + rng_below(r, p.phases - 1);
  p.loops = loops;
  return p;
}

typedef struct {
  char text[MAX_TEXT];
  size_t len;
} Buf;

static void emit(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(b->text + b->len, sizeof b->text - b->len, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= sizeof b->text - b->len) {
    fprintf(stderr, "gen_kernels: kernel text too long\n");
    exit(2);
  }
  b->len += (size_t)n;
}

// One extra statement of phase k: writes the owned array at its own
// element, or a private value; reads stable arrays anywhere. Arrays other
// than the carried one are stable in phase k (never written).
static void emit_extra(Buf *b, Rng *r, const Plan *p, int k) {
  char own[64], idx[64];
  int a = p->carried[k];
  perm_text(own, sizeof own, p->own[k], "t", p->bs);
  int s = rng_below(r, p->arrays - 1);
  if (s >= a) s++; // a stable array
  perm_text(idx, sizeof idx, random_perm(r, p->bs), "t", p->bs);
  int kind = rng_below(r, 4);
  if (kind == 2 && !p->loops) kind = 0; // same random stream either way
  switch (kind) {
  case 0:
    emit(b, "  s%d[%s] += s%d[%s] * %d;\n", a, own, s, idx, 1 + rng_below(r, 5));
    break;
  case 1: // divergent guard around an owned update
    emit(b, "  if (v > %d)\n    s%d[%s] = s%d[%d] - (int)t;\n", rng_below(r, 9), a, own, s,
         rng_below(r, p->bs));
    break;
  case 2: // a loop that reads a stable array and updates the own element
    emit(b, "  for (int j = 0; j < %d; j++)\n    s%d[%s] += s%d[(t + j) & %d];\n",
         2 + rng_below(r, 3), a, own, s, p->bs - 1);
    break;
  default:
    emit(b, "  v = v * %d + s%d[%s];\n", 1 + rng_below(r, 4), s, idx);
    break;
  }
}

static void emit_barrier(Buf *b, const Plan *p, int k, int racy) {
  if (racy && p->inj == INJ_DROP_BARRIER && k == p->inj_phase) {
    emit(b, "  // injected: barrier removed here\n");
    return;
  }
  if (racy && p->inj == INJ_DIVERGE_BARRIER && k == p->inj_phase) {
    emit(b, "  if (t < %d) // injected: barrier under a thread-dependent condition\n", p->bs / 2);
    emit(b, "    __syncthreads();\n");
    return;
  }
  emit(b, "  __syncthreads();\n");
}

static void emit_kernel(Buf *b, const Plan *p, const char *name, int racy) {
  Rng body = {p->body_seed};
  char own[64], rd[64];
  emit(b, "__global__ void %s(const int *in, int *out, int *blk) {\n", name);
  for (int a = 0; a < p->arrays; a++) emit(b, "  __shared__ int s%d[%d];\n", a, p->bs);
  // A symbolic grid is one-dimensional and small enough that g does not
  // wrap around: otherwise two threads share g for real.
  if (!p->grid)
    emit(b, "  __requires(gridDim.x <= 4096 && gridDim.y == 1 && gridDim.z == 1);\n");
  emit(b, "  unsigned t = threadIdx.x;\n");
  emit(b, "  unsigned g = blockIdx.x * blockDim.x + t;\n");
  emit(b, "  int v = in[g];\n");
  // Phase 0 initialises every array at the thread's own element, so later
  // reads of stable arrays read initialised memory.
  for (int a = 0; a < p->arrays; a++) emit(b, "  s%d[t] = v + %d;\n", a, a + 1);
  emit(b, "  __syncthreads();\n");
  for (int k = 0; k < p->phases; k++) {
    int a = p->carried[k];
    perm_text(own, sizeof own, p->own[k], "t", p->bs);
    if (k > 0) {
      emit_barrier(b, p, k, racy);
      perm_text(rd, sizeof rd, p->carry[k], "t", p->bs);
      emit(b, "  s%d[%s] = s%d[%s] + (int)t;\n", a, own, p->carried[k - 1], rd);
    } else {
      emit(b, "  s%d[%s] = v * 3;\n", a, own);
    }
    if (racy && p->inj == INJ_NEIGHBOUR_READ && k == p->inj_phase)
      emit(b, "  v += s%d[(%s + 1) & %d]; // injected: reads a neighbour's element\n", a, own,
           p->bs - 1);
    for (int e = 0; e < p->extra[k]; e++) emit_extra(b, &body, p, k);
  }
  emit(b, "  __syncthreads();\n");
  perm_text(rd, sizeof rd, random_perm(&body, p->bs), "t", p->bs);
  if (racy && p->inj == INJ_GLOBAL_SHIFT)
    emit(b, "  out[g >> 1] = (int)g; // injected: two threads, one element\n");
  else
    emit(b, "  out[g] = v + s%d[%s];\n", p->carried[p->phases - 1], rd);
  if (racy && p->inj == INJ_WIDEN_GUARD)
    emit(b, "  if (t < 2) // injected: guard widened\n    blk[blockIdx.x] = s0[0] + (int)t;\n");
  else
    emit(b, "  if (t == 0)\n    blk[blockIdx.x] = s0[0] + (int)t;\n");
  emit(b, "}\n");
}

static void write_file(const char *dir, uint64_t seed, int i, const Plan *p, int racy) {
  char path[4096], name[64];
  snprintf(name, sizeof name, "g%llu_%d_%s", (unsigned long long)seed, i, racy ? "racy" : "ok");
  snprintf(path, sizeof path, "%s/%s.cu", dir, name);
  Buf b = {{0}, 0};
  emit(&b, "// Generated by tests/fuzz/gen_kernels.c (seed %llu, kernel %d).\n",
       (unsigned long long)seed, i);
  if (racy)
    emit(&b, "// Injected defect: %s (phase %d).\n", injection_name[p->inj], p->inj_phase);
  else
    emit(&b, "// Race-free by construction.\n");
  emit(&b, "//@ args: --blockDim=%d", p->bs);
  if (p->grid) emit(&b, " --gridDim=%d", p->grid);
  emit(&b, "\n//@ exit: %d\n", racy ? 1 : 0);
  emit_kernel(&b, p, name, racy);
  FILE *f = fopen(path, "w");
  if (!f || fwrite(b.text, 1, b.len, f) != b.len || fclose(f) != 0) {
    fprintf(stderr, "gen_kernels: cannot write %s\n", path);
    exit(2);
  }
}

int main(int argc, char **argv) {
  int loops = 1;
  if (argc == 5 && strcmp(argv[4], "--no-loops") == 0) {
    loops = 0;
    argc--;
  }
  if (argc != 4) {
    fprintf(stderr, "usage: gen_kernels SEED COUNT DIR [--no-loops]\n");
    return 2;
  }
  uint64_t seed = strtoull(argv[1], NULL, 10);
  int count = atoi(argv[2]);
  Rng r = {seed};
  for (int i = 0; i < count; i++) {
    Plan p = make_plan(&r, loops);
    write_file(argv[3], seed, i, &p, 0);
    write_file(argv[3], seed, i, &p, 1);
  }
  return 0;
}

// test_translator.c — compiles the small kernels in tests/unit/inputs with
// clang-14 and checks the IR the translator produces.
// Usage: test_translator [REPO_ROOT]   (default: the current directory)
#include "../../translator/host.h"
#include "../../translator/ir.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int passed, failed;

#define CHECK(cond)                                                          \
  do {                                                                       \
    if (cond) passed++;                                                      \
    else {                                                                   \
      failed++;                                                              \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                        \
  } while (0)

static const char *root = ".";
static char tmpdir[256];

static const char *CUDA_FLAGS =
    "-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 "
    "-Xclang -target-feature -Xclang +ptx70 -Wno-unknown-cuda-version";
static const char *CL_FLAGS = "-x cl -cl-std=CL1.2 -Xclang -finclude-default-header -target spir";
static const char *CL20_FLAGS = "-x cl -cl-std=CL2.0 -Xclang -finclude-default-header -target spir";

// Compiles inputs/NAME to TMP/NAME.bc; returns the .bc path or NULL.
static const char *compile(const char *name, bool cuda) {
  static char out[512];
  char cmd[2048];
  snprintf(out, sizeof out, "%s/%s.bc", tmpdir, name);
  snprintf(cmd, sizeof cmd,
           "clang-14 %s -include %s/headers/%s -emit-llvm -c -O0 -Xclang -disable-O0-optnone "
           "-fno-discard-value-names -g -gcolumn-info %s/tests/unit/inputs/%s -o %s",
           cuda ? CUDA_FLAGS : strstr(name, "20") ? CL20_FLAGS : CL_FLAGS, root, cuda ? "cuda.h" : "opencl.h", root, name, out);
  if (system(cmd) != 0) {
    fprintf(stderr, "clang failed: %s\n", cmd);
    return NULL;
  }
  return out;
}

static Kernel *kernel(Module *m, const char *name) {
  for (int i = 0; i < m->nkernels; i++)
    if (!strcmp(m->kernels[i]->name, name)) return m->kernels[i];
  return NULL;
}

static Array *array(Kernel *k, const char *name) {
  for (int i = 0; k && i < k->narrays; i++)
    if (!strcmp(k->arrays[i]->name, name)) return k->arrays[i];
  return NULL;
}

// Number of instructions of `kind` (and touching `arr` when not NULL).
static int count(Kernel *k, InstrKind kind, Array *arr) {
  int n = 0;
  for (int b = 0; k && b < k->nblocks; b++)
    for (int i = 0; i < k->blocks[b]->nins; i++) {
      Instr *in = k->blocks[b]->ins[i];
      if (in->kind == kind && (!arr || in->array == arr)) n++;
    }
  return n;
}

static Instr *find(Kernel *k, InstrKind kind, Array *arr, int nth) {
  for (int b = 0; k && b < k->nblocks; b++)
    for (int i = 0; i < k->blocks[b]->nins; i++) {
      Instr *in = k->blocks[b]->ins[i];
      if (in->kind == kind && (!arr || in->array == arr) && nth-- == 0) return in;
    }
  return NULL;
}

static bool ids_dense(Kernel *k) {
  int next = 0;
  for (int b = 0; b < k->nblocks; b++) {
    if (k->blocks[b]->id != b) return false;
    for (int i = 0; i < k->blocks[b]->nins; i++)
      if (k->blocks[b]->ins[i]->id != next++ || k->blocks[b]->ins[i]->block != k->blocks[b])
        return false;
  }
  return next == k->ninstrs;
}

static bool dump_has(Kernel *k, const char *s) {
  StrBuf sb;
  sb_init(&sb);
  ir_dump(k, &sb);
  bool r = sb.data && strstr(sb.data, s);
  if (!r && getenv("TEST_VERBOSE")) fputs(sb.data ? sb.data : "", stderr);
  sb_free(&sb);
  return r;
}

// Compiles tests/unit/inputs/<name> and translates it with the default
// options into m; false (after a failed check, a freed arena) otherwise.
static bool load_cuda(const char *name, Arena *a, Module *m) {
  const char *bc = compile(name, true);
  CHECK(bc);
  if (!bc)
    return false;
  Options o;
  options_default(&o);
  char err[512];
  bool ok = translate_file(bc, LANG_CUDA, &o, a, m, err, sizeof err) == 0;
  CHECK(ok);
  if (!ok)
    arena_free(a);
  return ok;
}

static void test_reduce(void) {
  Arena a = {0};
  Module m;
  if (!load_cuda("tr_reduce.cu", &a, &m))
    return;
  Kernel *k = kernel(&m, "reduce");
  CHECK(k && !k->unsupported && !strcmp(k->llvm_name, "_Z6reducePfiP4pair"));
  if (!k) { arena_free(&a); return; }
  CHECK(k->nparams == 3 && !strcmp(k->params[1].name, "n") && k->params[1].type.bits == 32);
  Array *sd = array(k, "sdata"), *in = array(k, "in"), *ps = array(k, "ps");
  CHECK(sd && sd->space == MS_SHARED && sd->size_bytes == 1024 && !strcmp(sd->elem_type, "float"));
  CHECK(in && in->space == MS_GLOBAL && in->param_index == 0 && in->size_bytes == -1);
  CHECK(ps && !strcmp(ps->elem_type, "struct pair") && ps->nfields == 2 &&
        !strcmp(ps->fields[1].name, "b") && ps->fields[1].offset == 4);
  Instr *st = find(k, I_STORE, sd, 0);
  CHECK(st && st->bytes == 4 && st->offset->kind == I_BIN && st->offset->type.bits == 64 &&
        st->loc.line == 7);
  CHECK(count(k, I_LOAD, sd) == 3 && count(k, I_STORE, sd) == 2);
  Instr *psst = find(k, I_STORE, ps, 0); // ps[t].b: t*8 + 4
  CHECK(psst && psst->offset->kind == I_BIN && psst->offset->binop == B_ADD);
  CHECK(count(k, I_BARRIER, NULL) == 2 && find(k, I_BARRIER, NULL, 0)->fence_flags == 3);
  CHECK(count(k, I_INVARIANT, NULL) == 1 && count(k, I_REQUIRES, NULL) == 1);
  Instr *ap = find(k, I_ACCESS_PRED, NULL, 0);
  CHECK(ap && ap->pred == AP_NO_READ && ap->array == in);
  CHECK(count(k, I_ASSERT, NULL) == 1 && count(k, I_TID, NULL) >= 1);
  // the switch's phi: one operand per distinct predecessor block
  int phis3 = 0;
  for (int b = 0; b < k->nblocks; b++)
    for (int i = 0; i < k->blocks[b]->nins; i++) {
      Instr *p = k->blocks[b]->ins[i];
      if (p->kind != I_PHI || p->nargs != 3) continue;
      phis3++;
      CHECK(p->phi_preds[0] != p->phi_preds[1] && p->phi_preds[1] != p->phi_preds[2]);
    }
  CHECK(phis3 == 1);
  CHECK(ids_dense(k));
  CHECK(dump_has(k, "load sdata[%") && dump_has(k, "@tr_reduce.cu:11:"));
  arena_free(&a);
}

static void test_misc(void) {
  Arena a = {0};
  Module m;
  if (!load_cuda("tr_misc.cu", &a, &m))
    return;
  Kernel *k = kernel(&m, "atomics");
  CHECK(k && !k->unsupported);
  Array *aa = array(k, "a"), *dyn = array(k, "dyn"), *g = array(k, "gcount");
  CHECK(dyn && dyn->space == MS_SHARED && dyn->size_bytes == -1);
  CHECK(g && g->space == MS_GLOBAL && g->size_bytes == 4);
  Instr *add = find(k, I_ATOMIC, aa, 0), *cas = find(k, I_ATOMIC, aa, 1), *blk = find(k, I_ATOMIC, aa, 2);
  CHECK(add && add->atomic_op == A_ADD && add->scope == SCOPE_DEVICE && add->bytes == 4);
  CHECK(cas && cas->atomic_op == A_CAS && cas->nargs == 2);
  CHECK(blk && blk->scope == SCOPE_BLOCK);
  Instr *inc = find(k, I_ATOMIC, array(k, "u"), 0);
  CHECK(inc && inc->atomic_op == A_INC);
  CHECK(count(k, I_READ_RANGE, NULL) == 1 && count(k, I_WRITE_RANGE, NULL) == 1);
  CHECK(count(k, I_FENCE, NULL) == 1 && count(k, I_SYNCWARP, NULL) == 1);
  Instr *f = find(k, I_FUNC, NULL, 0);
  CHECK(f && !strcmp(f->func, "sqrtf"));
  if (k) CHECK(ids_dense(k));
  Kernel *r = kernel(&m, "rec");
  CHECK(r && r->unsupported && strstr(r->unsupported, "recursive call to 'fact'") &&
        r->unsupported_loc.line == 18);
  Kernel *t = kernel(&m, "twoarr");
  // `c ? a : b`: one store per array, each guarded by the base it needs
  CHECK(t && !t->unsupported && count(t, I_STORE, NULL) == 2);
  Instr *sa = t ? find(t, I_STORE, array(t, "a"), 0) : NULL, *sb = t ? find(t, I_STORE, array(t, "b"), 0) : NULL;
  CHECK(sa && sb && sa->guard && sb->guard && sa->guard != sb->guard);
  arena_free(&a);
}

// OpenCL C 2.0: fences keep their scope and order (a relaxed one is left
// out), atomics their memory order, and a compare-exchange spin becomes a
// CAS of the constant 0 (ocl_lower_cmpxchg + mem2reg).
static void test_opencl20(void) {
  const char *bc = compile("tr_ocl20.cl", false);
  CHECK(bc);
  if (!bc) return;
  Arena a = {0};
  Module m;
  Options o;
  options_default(&o);
  char err[512];
  CHECK(translate_file(bc, LANG_OPENCL, &o, &a, &m, err, sizeof err) == 0);
  Kernel *k = kernel(&m, "sync20");
  CHECK(k && !k->unsupported);
  if (!k) { arena_free(&a); return; }
  CHECK(count(k, I_FENCE, NULL) == 2);
  Instr *f0 = find(k, I_FENCE, NULL, 0), *f1 = find(k, I_FENCE, NULL, 1);
  CHECK(f0 && f0->scope == SCOPE_DEVICE && f0->fence_flags == (FENCE_GLOBAL | FENCE_NO_ACQUIRE));
  CHECK(f1 && f1->scope == SCOPE_BLOCK && f1->fence_flags == (FENCE_SHARED | FENCE_NO_RELEASE));
  Instr *st = find(k, I_ATOMIC, array(k, "flag"), 0), *ld = find(k, I_ATOMIC, array(k, "flag"), 1);
  CHECK(st && st->atomic_op == A_STORE && st->scope == SCOPE_BLOCK && st->mem_order == ORDER_RELEASE);
  CHECK(ld && ld->atomic_op == A_LOAD && ld->scope == SCOPE_DEVICE && ld->mem_order == ORDER_ACQUIRE);
  Instr *cas = find(k, I_ATOMIC, array(k, "m"), 0);
  CHECK(cas && cas->atomic_op == A_CAS && cas->nargs == 2 && cas->a[1]->kind == I_CONST &&
        cas->a[1]->imm == 0 && cas->mem_order == ORDER_ACQUIRE_SUCCESS);
  arena_free(&a);
}

static void test_opencl(void) {
  const char *bc = compile("tr_ocl.cl", false);
  CHECK(bc);
  if (!bc) return;
  Arena a = {0};
  Module m;
  Options o;
  options_default(&o);
  char err[512];
  CHECK(translate_file(bc, LANG_OPENCL, &o, &a, &m, err, sizeof err) == 0);
  CHECK(m.nkernels == 2);
  Kernel *k = kernel(&m, "k");
  CHECK(k && !k->unsupported);
  Array *tmp = array(k, "tmp"), *buf = array(k, "buf"), *P = array(k, "P");
  CHECK(tmp && tmp->space == MS_SHARED && tmp->param_index == 1);
  CHECK(buf && buf->space == MS_SHARED && buf->size_bytes == 256);
  CHECK(P && P->nfields == 2 && !strcmp(P->fields[1].name, "y"));
  CHECK(count(k, I_BARRIER, NULL) == 1 && find(k, I_BARRIER, NULL, 0)->fence_flags == FENCE_SHARED);
  Instr *at = find(k, I_ATOMIC, buf, 0);
  CHECK(at && at->atomic_op == A_ADD);
  CHECK(count(k, I_LOAD, array(k, "A")) == 5); // A[g] + vload4
  CHECK(count(k, I_TID, NULL) >= 1 && count(k, I_BDIM, NULL) >= 1);
  Kernel *ot = kernel(&m, "other");
  Instr *bid = find(ot, I_BID, NULL, 0);
  CHECK(bid && bid->dim == 1);
  arena_free(&a);

  // --kernel selection, and a name that is no kernel
  Arena a2 = {0};
  o.kernel_name = "other";
  CHECK(translate_file(bc, LANG_OPENCL, &o, &a2, &m, err, sizeof err) == 0 && m.nkernels == 1);
  o.kernel_name = "nope";
  CHECK(translate_file(bc, LANG_OPENCL, &o, &a2, &m, err, sizeof err) == -1 &&
        strstr(err, "no kernel named 'nope'") && strstr(err, "kernels: k, other"));
  CHECK(translate_file("/nonexistent.bc", LANG_OPENCL, &o, &a2, &m, err, sizeof err) == -1);
  arena_free(&a2);
}

static void test_names(void) {
  CHECK(ir_kind_name(I_LOAD) && !strcmp(ir_kind_name(I_LOAD), "load"));
  CHECK(!strcmp(ir_space_name(MS_SHARED), "shared"));
}

// Host side (issue 11): stub names, and the launches host.c recovers.
static void test_host(void) {
  Arena a = {0};
  const char *k = host_stub_kernel(&a, "_Z25__device_stub__vector_addPKfS0_Pfi");
  CHECK(k && !strcmp(k, "_Z10vector_addPKfS0_Pfi"));
  k = host_stub_kernel(&a, "_ZN2ns16__device_stub__kEPi");
  CHECK(k && !strcmp(k, "_ZN2ns1kEPi"));
  k = host_stub_kernel(&a, "__device_stub__plain");
  CHECK(k && !strcmp(k, "plain"));
  CHECK(!host_stub_kernel(&a, "_Z4mainv"));
  char out[512], cmd[2048], err[256];
  snprintf(out, sizeof out, "%s/host_launch.bc", tmpdir);
  snprintf(cmd, sizeof cmd,
           "clang-14 -x cuda --cuda-host-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 "
           "-Wno-unknown-cuda-version -w -O2 -Xclang -disable-llvm-passes -gline-tables-only "
           "-include %s/headers/cuda.h -emit-llvm -c %s/tests/unit/inputs/host_launch.cu -o %s",
           root, root, out);
  HostInfo h;
  CHECK(system(cmd) == 0 && host_analyse(out, &a, &h, err, sizeof err) == 0);
  CHECK(h.has_main);
  const HostKernel *ka = host_find(&h, "_Z1aPiii"), *kb = host_find(&h, "_Z1bPi"),
                   *kc = host_find(&h, "_Z1cPi");
  CHECK(ka && ka->nlaunches == 2 && !ka->unfollowable);
  if (ka && ka->nlaunches == 2) {
    const HostLaunch *l0 = &ka->launches[0], *l1 = &ka->launches[1];
    // the helper's launch, inlined into main: line 9, <<<16, 256>>>, n = 4096, s = 3
    CHECK(l0->loc.line == 9 && l0->grid_known && l0->grid[0] == 16 && l0->block[0] == 256);
    CHECK(l0->nargs == 3 && !l0->args[0].known && l0->args[1].known && l0->args[1].v == 4096 &&
          l0->args[2].known && l0->args[2].v == 3);
    // dim3 sizes, dynamic shared memory, an argument from argc
    CHECK(l1->loc.line == 16 && l1->grid_known && l1->grid[0] == 4 && l1->grid[1] == 2 &&
          l1->grid[2] == 1 && l1->block_known && l1->block[0] == 16 && l1->block[1] == 8);
    CHECK(l1->smem_known && l1->smem == 128 && !l1->args[1].known && l1->args[2].known &&
          l1->args[2].bits == 32 && (uint32_t)l1->args[2].v == 0xffffffffu);
  }
  CHECK(kb && kb->nlaunches == 1 && kb->launches[0].grid[0] == 1 &&
        kb->launches[0].block[0] == 32);
  CHECK(kc && kc->unfollowable && strstr(kc->unfollowable, "line 18"));
  arena_free(&a);
}

// OpenCL host side (--host): kernels by clCreateKernel's name, sizes from
// the arrays the enqueue reads, clSetKernelArg constants.
// The fact translator/host.c (ceil_of_quotient) rests on: for an int n and
// a whole C in [1, 2^31], (int)ceil(n / (double)C) is n / C rounded up, the
// truncating quotient plus one when the remainder is positive. Edge values
// of n and C, and a deterministic pseudo-random sweep.
static int64_t ceil_div_int(int64_t n, int64_t c) { return n / c + (n % c > 0); }

static void test_ceil_quotient(void) {
  const int64_t divisors[] = {1, 2, 3, 7, 10, 100, 256, 384, 512, 1000, 1023, 65535, 65536,
                              1000003, 2147483647LL, 2147483648LL};
  const int64_t edges[] = {0, 1, -1, 2, -2, 255, 256, 257, 383, 384, 385, 65535, 65536,
                           2147483647LL, -2147483647LL - 1, 2147483646LL, -2147483647LL};
  int bad = 0;
  uint64_t x = 0x9e3779b97f4a7c15ULL;
  for (size_t i = 0; i < sizeof divisors / sizeof *divisors; i++) {
    int64_t c = divisors[i];
    for (int k = 0; k < 20000; k++) {
      int64_t n;
      if (k < (int)(sizeof edges / sizeof *edges)) {
        n = edges[k];
      } else {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        // multiples of c and their neighbours, and arbitrary values
        n = k % 2 ? (int32_t)x : (int32_t)((int64_t)(int32_t)(x >> 32) / c * c + (int)(x % 3) - 1);
      }
      bad += (int64_t)ceil((double)n / (double)c) != ceil_div_int(n, c);
      bad += (int64_t)ceil((double)n * (1.0 / (double)c)) != ceil_div_int(n, c) &&
             (c & (c - 1)) == 0; // the n * 2^-k form, for powers of two only
    }
  }
  CHECK(bad == 0);
}

static void test_host_opencl(void) {
  Arena a = {0};
  char out[512], cmd[2048], err[256];
  snprintf(out, sizeof out, "%s/host_opencl.bc", tmpdir);
  snprintf(cmd, sizeof cmd,
           "clang-14 -x c -w -O2 -Xclang -disable-llvm-passes -fno-inline -gline-tables-only "
           "-I%s/headers/opencl-host -emit-llvm -c %s/tests/unit/inputs/host_opencl.c -o %s",
           root, root, out);
  HostInfo h;
  CHECK(system(cmd) == 0 && host_analyse_opencl(out, true, &a, &h, err, sizeof err) == 0);
  CHECK(h.has_main && !h.all_unfollowable);
  const HostKernel *ka = host_find(&h, "a"), *kb = host_find(&h, "b"), *kc = host_find(&h, "c");
  CHECK(ka && ka->nlaunches == 1 && !ka->unfollowable);
  if (ka && ka->nlaunches == 1) {
    const HostLaunch *l = &ka->launches[0];
    CHECK(l->opencl && l->loc.line == 15 && l->global_known && l->global[0] == 256 &&
          l->global[1] == 4 && l->global[2] == 1);
    CHECK(l->grid_known && l->grid[0] == 4 && l->grid[1] == 4 && l->block_known &&
          l->block[0] == 64 && l->block[1] == 1);
    CHECK(l->nargs == 2 && !l->args[0].known && l->args[1].known && l->args[1].v == 7);
  }
  CHECK(kb && kb->nlaunches == 1 && kb->launches[0].grid_known && kb->launches[0].grid[0] == 1 &&
        kb->launches[0].block[0] == 1 && kb->launches[0].nargs == 1 &&
        kb->launches[0].args[0].known && kb->launches[0].args[0].v == 5);
  CHECK(kc && kc->unfollowable && strstr(kc->unfollowable, "line 17") &&
        strstr(kc->unfollowable, "offset"));
  arena_free(&a);
}

// SHA-256 (common/sha256.c) against FIPS 180-2's examples: the cache keys
// it makes decide which verdict a kernel gets back.
static const char *sha_of(const char *text, size_t repeat) {
  static char hex[65];
  Sha256 h;
  sha256_init(&h);
  for (size_t i = 0; i < repeat; i++)
    sha256_update(&h, text, strlen(text));
  sha256_hex(&h, hex);
  return hex;
}

static void test_sha256(void) {
  CHECK(!strcmp(sha_of("", 1), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
  CHECK(!strcmp(sha_of("abc", 1), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
  CHECK(!strcmp(sha_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1),
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
  CHECK(!strcmp(sha_of("a", 1000000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
}

int main(int argc, char **argv) {
  if (argc > 1) root = argv[1];
  test_sha256();
  snprintf(tmpdir, sizeof tmpdir, "/tmp/tandem_tr_XXXXXX");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 1;
  }
  test_names();
  test_reduce();
  test_misc();
  test_opencl();
  test_opencl20();
  test_host();
  test_host_opencl();
  test_ceil_quotient();
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}

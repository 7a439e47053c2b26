// tools.c — clang, the language of an input, tool versions, temp dirs.
#include "runner.h"

#include <ctype.h>
#include <errno.h>
#include <ftw.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>


// <directory of this executable>/../<rel>, resolved when it exists; heap.
static char *beside_exe(const char *rel) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    return xstrdup(rel);
  exe[n] = '\0';
  StrBuf sb;
  sb_init(&sb);
  sb_printf(&sb, "%s/../%s", dirname(exe), rel);
  char real[PATH_MAX];
  char *r = realpath(sb.data, real) ? xstrdup(real) : xstrdup(sb.data);
  sb_free(&sb);
  return r;
}

char *headers_dir(void) {
  // An override for tests and unusual installs (documented in the user guide).
  const char *env = getenv("TANDEM_HEADERS");
  if (env && *env)
    return xstrdup(env);
  return beside_exe("headers");
}

// Boogie runs on Mono, which compiles Boogie's code just in time at every
// start: about 0.1-0.15 s of each run. `make` keeps a copy of Boogie's
// assemblies compiled ahead of time in lib/boogie (see the Makefile); when
// it is there, tandem starts it with mono directly and z3 from PATH, as
// /usr/bin/boogie would. Otherwise it runs `boogie` from PATH.
bool boogie_command(BoogieCmd *c) {
  memset(c, 0, sizeof *c);
  char *exe = beside_exe("lib/boogie/Boogie.exe");
  char so[PATH_MAX], z3exe[PATH_MAX];
  snprintf(so, sizeof so, "%s.so", exe);
  char *mono = find_program("mono"), *z3 = find_program("z3");
  bool aot = mono && z3 && access(exe, R_OK) == 0 && access(so, R_OK) == 0;
  if (aot) {
    snprintf(z3exe, sizeof z3exe, "/z3exe:%s", z3);
    c->argv[c->n++] = mono;
    // .NET's own assemblies (mscorlib, System, ...) compiled ahead of time
    // too (the Makefile's lib/boogie/framework): Mono would otherwise
    // compile the parts Boogie uses at every start, about 50 ms of CPU.
    // Mono checks that each image matches its assembly and compiles just
    // in time what does not.
    char *fw = beside_exe("lib/boogie/framework");
    char probe[PATH_MAX];
    snprintf(probe, sizeof probe, "%s/mscorlib.dll.so", fw);
    if (access(probe, R_OK) == 0) {
      StrBuf sb;
      sb_init(&sb);
      sb_printf(&sb, "--aot-path=%s", fw);
      c->argv[c->n++] = xstrdup(sb.data);
      sb_free(&sb);
    }
    free(fw);
    c->argv[c->n++] = exe;
    c->argv[c->n++] = xstrdup(z3exe);
    c->ahead_of_time = true;
  } else {
    free(mono);
    free(exe);
    c->argv[0] = find_program("boogie");
    c->n = c->argv[0] ? 1 : 0;
  }
  free(z3);
  return c->n > 0;
}

void boogie_command_free(BoogieCmd *c) {
  for (int i = 0; i < c->n; i++)
    free(c->argv[i]);
  c->n = 0;
}

static bool has_suffix(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && !strcmp(s + n - m, suf);
}

int detect_lang(const char *path, Lang *lang, char *err, size_t errlen) {
  if (has_suffix(path, ".cu")) {
    *lang = LANG_CUDA;
    return 0;
  }
  if (has_suffix(path, ".cl")) {
    *lang = LANG_OPENCL;
    return 0;
  }
  if (!has_suffix(path, ".bc") && !has_suffix(path, ".ll")) {
    snprintf(err, errlen, "'%s': unsupported file type (expected .cu, .cl, .bc or .ll)",
             path);
    return -1;
  }
  *lang = LANG_CUDA; // until probe_ir has read the target triple
  return 0;
}

static void push_arg(const char ***v, int *n, int *cap, const char *s) {
  if (*n + 1 >= *cap) {
    *cap = *cap ? *cap * 2 : 64;
    *v = xrealloc(*v, sizeof(char *) * (size_t)*cap);
  }
  (*v)[(*n)++] = s;
  (*v)[*n] = NULL;
}

// Whether an OpenCL source uses OpenCL C 2.0 names that 1.2 lacks (C11
// atomics with memory orders and scopes, atomic_work_item_fence, generic
// address space casts, work-group functions): such a file is compiled as
// CL2.0 unless -cl-std says otherwise, instead of failing on names that
// CL1.2 does not declare. Only the file itself is read, not its includes.
static bool uses_cl20(const char *src) {
  static const char *const names[] = {
      "memory_order_", "memory_scope_", "atomic_work_item_fence", "work_group_barrier",
      "atomic_int", "atomic_uint", "atomic_long", "atomic_ulong", "atomic_float",
      "atomic_double", "atomic_flag", "atomic_init", "atomic_load", "atomic_store",
      "atomic_exchange", "atomic_compare_exchange", "atomic_fetch_", "__generic", "to_global",
      "to_local", "to_private", "work_group_reduce_", "work_group_scan_",
      "work_group_broadcast", "work_group_all", "work_group_any"};
  char *text = read_file(src, NULL);
  bool found = false;
  for (const char *p = text; p && *p && !found; p++) {
    if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
      continue; // inside an identifier
    for (size_t i = 0; i < sizeof names / sizeof *names && !found; i++)
      found = !strncmp(p, names[i], strlen(names[i]));
  }
  free(text);
  return found;
}

// How clang is to treat tandem's device header: include it, use a
// precompiled form (tandem's header alone, or with the file's leading
// #include lines: pch.c), or precompile it (src is then the header).
typedef enum { HDR_INCLUDE, HDR_USE_PCH, HDR_BUILD_PCH } HeaderUse;

// The clang command line for one source file (strings live in `a`); `pch`
// for HDR_USE_PCH, NULL for tandem's headers/cuda.pch.
static const char **clang_argv(const Config *cfg, const char *clang, const char *src,
                               Lang lang, const char *out_bc, HeaderUse hu, const char *pch,
                               Arena *a) {
  const char **v = NULL;
  int n = 0, cap = 0;
  char *hdr = headers_dir();
  push_arg(&v, &n, &cap, clang);
  if (lang == LANG_CUDA) {
    const char *cuda[] = {"-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
                          "--cuda-gpu-arch=sm_70", "-Xclang", "-target-feature", "-Xclang",
                          "+ptx70", "-Wno-unknown-cuda-version",
                          // C++03 code such as "%"PRId64 (a macro right after a string):
                          // lexed as two tokens, as nvcc does, instead of a C++11
                          // literal suffix error. The PCH is built with it too.
                          "-Wno-reserved-user-defined-literal",
                          // `register` under -std=c++17: an error in clang, a
                          // warning in nvcc and g++ (HeCBench's maxFlops, s3d).
                          "-Wno-register",
                          // A non-constant narrowed in braces (`uchar4 v = {a, b, c, d}`
                          // with shorts): an error in clang, accepted by nvcc and a
                          // warning in g++ (Parboil's histo, SHOC's NeuralNet). The
                          // conversion is the usual implicit one.
                          "-Wno-c++11-narrowing"};
    for (size_t i = 0; i < sizeof cuda / sizeof *cuda; i++)
      push_arg(&v, &n, &cap, cuda[i]);
    if (hu == HDR_INCLUDE) {
      push_arg(&v, &n, &cap, "-include");
      push_arg(&v, &n, &cap, arena_printf(a, "%s/cuda.h", hdr));
    } else if (hu == HDR_USE_PCH) {
      push_arg(&v, &n, &cap, "-include-pch");
      // Not "cuda.h.pch": clang would then use it for `-include cuda.h` too,
      // and the fallback to the plain header would fail on a stale one.
      push_arg(&v, &n, &cap, pch ? pch : arena_printf(a, "%s/cuda.pch", hdr));
    }
    // <cuda_runtime.h> and friends resolve to empty stand-ins.
    push_arg(&v, &n, &cap, arena_printf(a, "-I%s/sdk", hdr));
  } else {
    const char *cl[] = {"-x", "cl", "-Xclang", "-finclude-default-header", "-target", "spir",
                        "-include"};
    for (size_t i = 0; i < sizeof cl / sizeof *cl; i++)
      push_arg(&v, &n, &cap, cl[i]);
    push_arg(&v, &n, &cap, arena_printf(a, "%s/opencl.h", hdr));
    const char *std = cfg && cfg->cl_std ? cfg->cl_std : uses_cl20(src) ? "CL2.0" : "CL1.2";
    push_arg(&v, &n, &cap, arena_printf(a, "-cl-std=%s", std));
  }
  free(hdr);
  const char *common[] = {"-O0", "-Xclang", "-disable-O0-optnone", "-fno-discard-value-names",
                          "-g", "-gcolumn-info", "-D__TANDEM__", "-emit-llvm", "-c"};
  for (size_t i = 0; i < sizeof common / sizeof *common; i++)
    push_arg(&v, &n, &cap, common[i]);
  if (hu == HDR_BUILD_PCH) {
    push_arg(&v, &n, &cap, "-Xclang");
    push_arg(&v, &n, &cap, "-emit-pch");
    // The headers' pending template instantiations done once, in the PCH
    // (pch.c says why that is the same program).
    if (pch)
      push_arg(&v, &n, &cap, "-fpch-instantiate-templates");
  }
  if (hu == HDR_USE_PCH && pch) {
    // A changed system header makes the PCH stale too (pch.c).
    push_arg(&v, &n, &cap, "-Xclang");
    push_arg(&v, &n, &cap, "-fmodules-validate-system-headers");
  }
  // GPUVerify's switches that turn annotations off: macros over their names
  // (headers/tandem_annotation_switches.h), after the language header.
  if (cfg && cfg->opt.annotation_switch && hu != HDR_BUILD_PCH) {
    push_arg(&v, &n, &cap, arena_printf(a, "-D%s", cfg->opt.annotation_switch));
    char *h = headers_dir();
    push_arg(&v, &n, &cap, "-include");
    push_arg(&v, &n, &cap, arena_printf(a, "%s/tandem_annotation_switches.h", h));
    free(h);
  }
  for (int i = 0; cfg && i < cfg->opt.nclang_args; i++)
    push_arg(&v, &n, &cap, cfg->opt.clang_args[i]);
  push_arg(&v, &n, &cap, "-o");
  push_arg(&v, &n, &cap, out_bc);
  push_arg(&v, &n, &cap, src);
  return v;
}

static char *find_clang(void) {
  char *clang = find_program("clang-14");
  return clang ? clang : find_program("clang");
}

// Runs one clang command and frees `argv` (from clang_argv). Diagnostics
// go to the user's stderr as clang printed them, or into `capture`.
enum { CLANG_BROKE = -3 };

static int clang_run(const char **argv, const Config *cfg, const char *capture, char *err,
                     size_t errlen) {
  if (cfg && cfg->opt.verbose) {
    fprintf(stderr, "tandem: running");
    for (int i = 0; argv[i]; i++)
      fprintf(stderr, " %s", argv[i]);
    fprintf(stderr, "\n");
  }
  Proc p;
  int rc = -1;
  unsigned limit = cfg ? cfg->opt.timeout_s * 2 + 30 : 600;
  if (proc_start(&p, (char *const *)argv, NULL, capture, capture != NULL, limit, err,
                 errlen) == 0) {
    proc_wait(&p);
    rc = proc_exit_code(&p);
    // Not the input's fault: clang could not start (exit 127, e.g. its
    // libraries cannot be mapped under `ulimit -v`), died of a signal (out
    // of memory aborts it), or hung. Such a file is inconclusive, not bad.
    if (p.timed_out) {
      snprintf(err, errlen, "clang did not finish within %u s", limit);
      rc = CLANG_BROKE;
    } else if (WIFSIGNALED(p.status)) {
      snprintf(err, errlen, "clang was killed by signal %d (%s): out of memory (ulimit -v)?",
               WTERMSIG(p.status), strsignal(WTERMSIG(p.status)));
      rc = CLANG_BROKE;
    } else if (rc > 128 && rc < 160) { // the driver's own exit when cc1 crashed
      snprintf(err, errlen, "clang crashed (exit status %d, signal %d: %s): out of memory "
               "(ulimit -v)?", rc, rc - 128, strsignal(rc - 128));
      rc = CLANG_BROKE;
    } else if (rc == 127) {
      snprintf(err, errlen, "clang could not start (exit status 127): out of memory "
               "(ulimit -v) or a broken installation?");
      rc = CLANG_BROKE;
    }
  }
  free((void *)argv);
  return rc;
}

// Whether the user's clang options could change what the device header
// means (a macro it tests): then tandem's own cuda.pch does not apply (the
// PCHs of pch.c are built with the user's options and still do).
static bool defines_macros(const Config *cfg) {
  for (int i = 0; i < cfg->opt.nclang_args; i++)
    if (!strncmp(cfg->opt.clang_args[i], "-D", 2) || !strncmp(cfg->opt.clang_args[i], "-U", 2))
      return true;
  return false;
}

// Clang errors that mean a construct tandem does not support, not a
// mistake in the file: named as such, with clang's location. A kernel
// launched from device code (dynamic parallelism) is the one clang-14
// rejects in every mode (-fgpu-rdc included), so tandem cannot see it.
// The others are nvcc-only syntax that nvcc accepts and clang-14 rejects
// in a real program (the CUDA samples and Rodinia have each); `in_line`, when set,
// must appear on the source line clang quotes after the message, so that
// the same message about another construct stays clang's plain error.
// Each name leaves a parenthesis open; the location closes it.
typedef struct {
  const char *message, *in_line, *name;
} ClangConstruct;

static const ClangConstruct clang_constructs[] = {
    {": error: reference to __global__ function", NULL,
     "dynamic parallelism (a kernel launched or referenced from device code"},
    // a launch in device code whose kernel is a template instance
    {": error: reference to __host__ function 'cudaConfigureCall'", NULL,
     "dynamic parallelism (a kernel launched or referenced from device code"},
    {": error: an attribute list cannot appear here", "__shared__",
     "nvcc-only syntax (a C++11 attribute after `__shared__`: nvcc accepts "
     "`__shared__ alignas(N)`, clang-14 needs `alignas(N) __shared__`"},
    {": error: invalid % escape in inline assembly string", NULL,
     "nvcc-only syntax (a bare `%name` in inline PTX: nvcc passes `%globaltimer` "
     "through, clang-14 needs `%%globaltimer`"},
    {": error: expected ')'", "asm",
     "nvcc-only syntax (inline-asm operands without a separating comma"},
    {": error: variable-sized object may not be initialized", NULL,
     "nvcc-only syntax (an initialised variable-length array"},
    {": error: expected expression", "<< <",
     "nvcc-only syntax (a kernel launch spelt `<< <...>> >`, with spaces: clang-14 "
     "reads `<<<` only as one token"},
};

// The source line clang quotes after the diagnostic starting at `e`.
static bool quoted_line_has(const char *e, const char *what) {
  const char *nl = strchr(e, '\n');
  if (!nl)
    return false;
  const char *end = strchr(nl + 1, '\n');
  size_t len = end ? (size_t)(end - nl - 1) : strlen(nl + 1);
  const char *hit = strstr(nl + 1, what);
  return hit && (size_t)(hit - nl - 1) < len;
}

// A header found nowhere: named, since in real programs it is most often
// a third-party SDK's (Direct3D, Vulkan, NvMedia, Boost) that the program's
// own build needs too.
static void explain_missing_header(const char *text, char *err, size_t errlen) {
  const char *e = strstr(text, "fatal error: '");
  if (!e)
    return;
  e += strlen("fatal error: '");
  const char *q = strstr(e, "' file not found");
  if (!q || memchr(e, '\n', (size_t)(q - e)))
    return;
  snprintf(err, errlen,
           "missing header '%.*s': neither tandem's headers nor the include path (-I) "
           "provide it",
           (int)(q - e), e);
}

static void explain_clang_errors(const char *text, char *err, size_t errlen) {
  const char *first = NULL;
  const ClangConstruct *c = NULL;
  size_t n = sizeof clang_constructs / sizeof clang_constructs[0];
  for (size_t i = 0; i < n; i++) {
    const char *e = strstr(text, clang_constructs[i].message);
    while (e && clang_constructs[i].in_line && !quoted_line_has(e, clang_constructs[i].in_line))
      e = strstr(e + 1, clang_constructs[i].message);
    if (e && (!first || e < first)) {
      first = e;
      c = &clang_constructs[i];
    }
  }
  if (!first) {
    explain_missing_header(text, err, errlen);
    return;
  }
  const char *line = first;
  while (line > text && line[-1] != '\n')
    line--;
  snprintf(err, errlen,
           "unsupported: %s, at %.*s): clang-14 cannot compile it, so tandem cannot verify "
           "this file",
           c->name, (int)(first - line), line);
}

// Whether a failed compile with a PCH failed because of the PCH (stale,
// another clang, corrupt) rather than because of the file.
static bool pch_refused(const char *log) {
  char *text = read_file(log, NULL);
  bool yes = text && (strstr(text, "precompiled header") || strstr(text, "AST file") ||
                      strstr(text, "PCH file"));
  free(text);
  return yes;
}

// Compiles with the PCH of the file's leading #include lines (pch.c),
// building it first when it is new. Returns clang's status, or 1 when
// there is no such PCH (the caller then compiles the other ways); sets
// *tried when a compile ran (its diagnostics are in `log`).
static int clang_with_prefix_pch(const Config *cfg, const char *clang, const char *src,
                                 const char *out_bc, const char *log, bool *tried, char *err,
                                 size_t errlen, Arena *a) {
  *tried = false;
  char *hdr = headers_dir();
  const char *text = pch_prefix_text(cfg, src, arena_printf(a, "%s/cuda.h", hdr), a);
  free(hdr);
  const char *dir = text ? pch_cache_dir(cfg, a) : NULL;
  if (!dir)
    return 1;
  const char **tmpl = clang_argv(cfg, clang, "", LANG_CUDA, "", HDR_BUILD_PCH, "", a);
  char key[65];
  pch_key(tmpl, text, key);
  free((void *)tmpl);
  PchEntry e;
  if (!pch_entry(dir, key, text, &e, a))
    return 1;
  if (!e.exists) {
    int rc = clang_run(clang_argv(cfg, clang, e.header, LANG_CUDA, e.tmp, HDR_BUILD_PCH, e.pch, a),
                       cfg, log, err, errlen);
    pch_built(dir, &e, rc == 0);
    if (cfg->opt.verbose)
      fprintf(stderr, "tandem: precompiled header for the file's #include lines: %s (%s)\n",
              e.pch, rc == 0 ? "built" : "failed");
    if (rc != 0) {
      if (errlen)
        err[0] = '\0'; // the ordinary compile says what is wrong, if anything
      return 1;
    }
  }
  *tried = true;
  int rc = clang_run(clang_argv(cfg, clang, src, LANG_CUDA, out_bc, HDR_USE_PCH, e.pch, a), cfg,
                     log, err, errlen);
  if (rc != 0 && rc != CLANG_BROKE && pch_refused(log))
    unlink(e.pch); // stale: the next run builds it again
  return rc;
}

// Prints the warnings of a successful compile whose output went to `log`.
static void show_log(const char *log) {
  char *text = read_file(log, NULL);
  if (text)
    fputs(text, stderr);
  free(text);
  unlink(log);
}

// nvcc-only spellings with one meaning that clang-14 reads another way,
// rewritten in place: on the same line and to the same length, so that
// clang's locations (and tandem's reports) stay the file's own.
//   `__shared__ alignas(N)`  ->  `alignas(N) __shared__`
//   `k<< <g, b>> >(...)`     ->  `k<<<g, b>>> (...)` (only on a line with a
//                                `<< <`: `>> >` also closes nested templates)
// Each is the same declaration or launch for nvcc; nothing else changes.
static size_t swap_shared_alignas(char *p) {
  size_t done = 0;
  for (char *s = strstr(p, "__shared__"); s; s = strstr(s + 1, "__shared__")) {
    char *a = s + strlen("__shared__");
    while (*a == ' ' || *a == '\t')
      a++;
    if (a == s + strlen("__shared__") || strncmp(a, "alignas", 7))
      continue;
    char *q = a + 7;
    while (*q == ' ' || *q == '\t')
      q++;
    if (*q != '(')
      continue;
    int depth = 0;
    for (; *q && *q != '\n'; q++)
      if (*q == '(')
        depth++;
      else if (*q == ')' && --depth == 0)
        break;
    if (*q != ')')
      continue;
    q++; // [s, q) = `__shared__<ws>alignas(...)`
    size_t ws = (size_t)(a - s) - strlen("__shared__"), an = (size_t)(q - a);
    char tmp[512];
    if (an + ws + 10 >= sizeof tmp)
      continue;
    memcpy(tmp, a, an);
    memcpy(tmp + an, s + 10, ws);
    memcpy(tmp + an + ws, "__shared__", 10);
    memcpy(s, tmp, an + ws + 10);
    done++;
  }
  return done;
}

// `<<` + blanks + `<` (or `>>` + blanks + `>`) -> the three-character token
// and the blanks after it.
static size_t join_chevrons(char *line, char c) {
  size_t done = 0;
  for (char *p = line; *p && *p != '\n'; p++) {
    if (p[0] != c || p[1] != c || (p > line && p[-1] == c))
      continue;
    char *q = p + 2;
    while (*q == ' ' || *q == '\t')
      q++;
    if (q == p + 2 || *q != c)
      continue;
    memmove(p + 3, p + 2, (size_t)(q - (p + 2)));
    p[2] = c;
    done++;
  }
  return done;
}

// The end of the string literal starting at `p` (on its line), or NULL.
static char *string_end(char *p) {
  for (p++; *p && *p != '\n'; p++)
    if (*p == '\\' && p[1] && p[1] != '\n')
      p++;
    else if (*p == '"')
      return p;
  return NULL;
}

// Where an inline-asm statement starts on the line: `asm` as a word
// followed by `(` or a qualifier; NULL when the line has none.
static char *asm_start(char *line) {
  for (char *p = line; *p && *p != '\n'; p++) {
    if (strncmp(p, "asm", 3) || (p > line && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
      continue;
    char *q = p + 3;
    while (*q == '_')
      q++;
    if (*q == ' ' || *q == '\t' || *q == '(')
      return p;
  }
  return NULL;
}

// In an asm statement's template strings (on the asm's line): a `%` that
// starts a name of two letters or more (`%globaltimer`, `%laneid`), which
// nvcc passes to PTX as it is, becomes `%%name`, which clang-14 passes as
// `%name` -- the same PTX. The blank before it makes room (same length), so
// only a `%name` after `, ` or two blanks is rewritten: the dropped blank
// never joins two tokens. `%0`, `%%`, `%c0`, `%[x]` are operands or escapes
// and stay.
static size_t escape_ptx_names(char *line) {
  char *p = asm_start(line);
  if (!p)
    return 0;
  size_t done = 0;
  for (p = strchr(p, '('); p && *p && *p != '\n' && *p != ':'; p++) {
    if (*p != '"')
      continue;
    char *end = string_end(p);
    if (!end)
      return done;
    for (char *q = p + 2; q < end; q++) {
      if (q[0] == '%' && q[-1] == '%') {
        q++;
        continue;
      }
      if (q[0] != '%' || !isalpha((unsigned char)q[1]) || !isalpha((unsigned char)q[2]) ||
          q[-1] != ' ' || q - 1 == p + 1 || (q[-2] != ',' && q[-2] != ' '))
        continue;
      q[-1] = '%';
      done++;
    }
    p = end;
  }
  return done;
}

// In an asm statement's operand lists (after the template, on the asm's
// line): `"r"(x) "l"(y)`, two operands without a comma, which nvcc reads as
// two, becomes `"r"(x),"l"(y)`: the first blank between them is the comma.
static size_t comma_asm_operands(char *line) {
  char *p = asm_start(line);
  if (!p)
    return 0;
  p = strchr(p, '(');
  while (p && *p && *p != '\n' && *p != ':') { // the template strings
    if (*p == '"' && !(p = string_end(p)))
      return 0;
    p++;
  }
  size_t done = 0;
  int depth = 0;
  for (; p && *p && *p != '\n'; p++) {
    if (*p == '"') {
      char *end = string_end(p);
      if (!end)
        return done;
      p = end;
    } else if (*p == '(') {
      depth++;
    } else if (*p == ')' && depth-- > 0 && depth == 0 && (p[1] == ' ' || p[1] == '\t')) {
      char *q = p + 1;
      while (*q == ' ' || *q == '\t')
        q++;
      if (*q == '"') {
        p[1] = ',';
        done++;
      }
    }
  }
  return done;
}

// The start of line `n` (from 1) of `text`, or NULL.
static char *nth_line(char *text, long n) {
  for (char *p = text; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
    if (--n == 0)
      return p;
  return NULL;
}

// `T a[n] = {0};` with a run-time n: nvcc's host compiler (GCC) takes the
// initialiser, clang-14 does not ("variable-sized object may not be
// initialized", at the size). For each such error clang gave on `src`
// (diagnostics `diags`), the `= {...}` after the size is blanked out on its
// line (same length). The array then starts with unknown contents instead of
// zeros: every value it could hold before still can, so a proof still covers
// the file's behaviour, and in the samples such arrays are host code, which
// the device side does not run.
static size_t drop_vla_initialisers(char *text, const char *diags, const char *src) {
  static const char msg[] = ": error: variable-sized object may not be initialized";
  size_t done = 0, sl = strlen(src);
  for (const char *e = diags ? strstr(diags, msg) : NULL; e; e = strstr(e + 1, msg)) {
    const char *b = e;
    while (b > diags && b[-1] != '\n')
      b--;
    long ln = 0, col = 0;
    if ((size_t)(e - b) <= sl || strncmp(b, src, sl) || b[sl] != ':' ||
        sscanf(b + sl, ":%ld:%ld", &ln, &col) != 2)
      continue;
    char *line = nth_line(text, ln), *p = line;
    if (!line)
      continue;
    char *eol = strchr(line, '\n') ? strchr(line, '\n') : line + strlen(line);
    if (col < 1 || col > eol - line)
      continue;
    p = memchr(line + col - 1, ']', (size_t)(eol - (line + col - 1)));
    if (!p)
      continue;
    while (++p < eol && (*p == ' ' || *p == '\t' || *p == ']' || *p == '['))
      ;
    if (p >= eol || *p != '=')
      continue;
    char *q = p + 1;
    while (q < eol && (*q == ' ' || *q == '\t'))
      q++;
    if (q >= eol || *q != '{')
      continue;
    int depth = 0;
    for (; q < eol; q++)
      if (*q == '{')
        depth++;
      else if (*q == '}' && --depth == 0)
        break;
    if (q >= eol || *q != '}')
      continue;
    memset(p, ' ', (size_t)(q + 1 - p));
    done++;
  }
  return done;
}

static size_t rewrite_nvcc_syntax(char *text) {
  size_t done = swap_shared_alignas(text);
  for (char *line = text; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
    size_t n = join_chevrons(line, '<');
    if (n)
      done += n + join_chevrons(line, '>');
    done += escape_ptx_names(line) + comma_asm_operands(line);
  }
  return done;
}

// The file rewritten (rewrite_nvcc_syntax) to `dst`, starting with a #line
// that gives clang the file's own name; NULL when nothing was rewritten.
static bool write_nvcc_rewrite(const char *src, const char *dst, const char *diags) {
  char *text = read_file(src, NULL);
  if (!text)
    return false;
  bool ok = rewrite_nvcc_syntax(text) + drop_vla_initialisers(text, diags, src) > 0;
  FILE *f = ok ? fopen(dst, "w") : NULL;
  if (f) {
    fprintf(f, "#line 1 \"%s\"\n%s", src, text);
    ok = fclose(f) == 0;
  } else {
    ok = false;
  }
  free(text);
  return ok;
}

// Compiles the rewritten copy of `src` (write_nvcc_rewrite) after the file
// itself failed on nvcc-only syntax. Quoted #includes are looked up in the
// file's own folder first (-iquote), as for the file itself.
static int clang_nvcc_rewrite(const Config *cfg, const char *clang, const char *src,
                              const char *out_bc, const char *diags, Arena *a) {
  const char *copy = arena_printf(a, "%s.nvcc.cu", out_bc);
  if (!write_nvcc_rewrite(src, copy, diags))
    return -1;
  Config c = *cfg;
  const char **args = arena_alloc(a, sizeof(char *) * (size_t)(cfg->opt.nclang_args + 3));
  char *dir = strdup(src), *slash = strrchr(dir, '/');
  if (slash)
    *slash = '\0';
  args[0] = "-iquote";
  args[1] = arena_printf(a, "%s", slash ? dir : ".");
  free(dir);
  for (int i = 0; i < cfg->opt.nclang_args; i++)
    args[i + 2] = cfg->opt.clang_args[i];
  args[cfg->opt.nclang_args + 2] = NULL;
  c.opt.clang_args = args;
  c.opt.nclang_args = cfg->opt.nclang_args + 2;
  const char *log = arena_printf(a, "%s.nvcc.txt", out_bc);
  char e[256] = "";
  int rc = clang_run(clang_argv(&c, clang, copy, LANG_CUDA, out_bc, HDR_INCLUDE, NULL, a), &c, log,
                     e, sizeof e);
  if (rc == 0) {
    show_log(log);
    fprintf(stderr, "tandem: note: %s: nvcc-only syntax (`__shared__ alignas(...)`, a launch spelt "
                    "`<< <...>> >`, `%%name` in inline PTX, asm operands without a comma, an "
                    "initialised variable-length array) "
                    "read as nvcc reads it\n", src);
  }
  unlink(log);
  unlink(copy);
  return rc;
}

int run_clang(const Config *cfg, const char *src, Lang lang, const char *out_bc, char *err,
              size_t errlen) {
  char *clang = find_clang();
  if (!clang) {
    snprintf(err, errlen, "cannot find clang-14 (or clang) on PATH");
    return -1;
  }
  if (errlen)
    err[0] = '\0';
  char *hdr = headers_dir();
  StrBuf h;
  sb_init(&h);
  sb_printf(&h, "%s/%s", hdr, lang == LANG_CUDA ? "cuda.h" : "opencl.h");
  bool have = access(h.data, R_OK) == 0;
  if (!have)
    snprintf(err, errlen, "tandem's device header '%s' is missing (broken installation?)",
             h.data);
  StrBuf pch_path;
  sb_init(&pch_path);
  sb_printf(&pch_path, "%s/cuda.pch", hdr);
  bool pch = have && lang == LANG_CUDA && access(pch_path.data, R_OK) == 0 && !defines_macros(cfg);
  sb_free(&h);
  sb_free(&pch_path);
  free(hdr);
  if (!have) {
    free(clang);
    return -1;
  }
  Arena a = {0};
  int rc = -1;
  const char *log = arena_printf(&a, "%s.clang.txt", out_bc);
  // A file that starts with #include lines: their precompiled header
  // (pch.c). When the file itself is wrong, the ordinary compile below
  // shows the user why.
  bool tried = false;
  if (lang == LANG_CUDA) {
    rc = clang_with_prefix_pch(cfg, clang, src, out_bc, log, &tried, err, errlen, &a);
    if (rc == 0)
      show_log(log);
    else
      unlink(log);
    if (tried && rc != 0)
      pch = false;
  }
  // Parsing the CUDA device header (with the C library headers it
  // includes) is most of clang's time; its precompiled form (built by
  // `make`, see precompile_headers) saves about 50 ms per file. clang
  // refuses a stale one (header changed, other clang): then, and on any
  // other failure, the file is compiled again the ordinary way, whose
  // diagnostics the user sees.
  if (rc != 0 && pch) {
    rc = clang_run(clang_argv(cfg, clang, src, lang, out_bc, HDR_USE_PCH, NULL, &a), cfg, log,
                   err, errlen);
    if (rc == 0)
      show_log(log);
    else
      unlink(log);
  }
  if (rc != 0) {
    const char *errlog = arena_printf(&a, "%s.clang-errors.txt", out_bc);
    rc = clang_run(clang_argv(cfg, clang, src, lang, out_bc, HDR_INCLUDE, NULL, &a), cfg, errlog,
                   err, errlen);
    char *text = read_file(errlog, NULL);
    // nvcc-only syntax with an unambiguous meaning: the file once more,
    // rewritten (clang_nvcc_rewrite); its diagnostics if that fails too.
    if (text && lang == LANG_CUDA && (rc == -1 || rc > 0) &&
        (strstr(text, "error: an attribute list cannot appear here") ||
         strstr(text, "error: expected expression") ||
         strstr(text, "error: invalid % escape in inline assembly string") ||
         strstr(text, "error: expected ')'") ||
         strstr(text, "error: variable-sized object may not be initialized")) &&
        clang_nvcc_rewrite(cfg, clang, src, out_bc, text, &a) == 0) {
      rc = 0;
      err[0] = '\0';
    } else if (text) {
      fputs(text, stderr); // the user sees clang's diagnostics as clang wrote them
      if (rc == -1 || rc > 0)
        explain_clang_errors(text, err, errlen);
    }
    free(text);
    unlink(errlog);
  }
  if (rc != 0 && !err[0])
    snprintf(err, errlen, "clang failed on '%s'", src);
  free(clang);
  arena_free(&a);
  return rc == 0 ? 0 : rc == CLANG_BROKE ? CLANG_BROKE : -1;
}

int precompile_headers(void) {
  char *clang = find_clang();
  if (!clang) {
    fprintf(stderr, "tandem: error: cannot find clang-14 (or clang) on PATH\n");
    return EXIT_BAD_INPUT;
  }
  char *hdr = headers_dir();
  Arena a = {0};
  const char *h = arena_printf(&a, "%s/cuda.h", hdr), *out = arena_printf(&a, "%s/cuda.pch", hdr);
  char err[256] = "";
  int rc = clang_run(clang_argv(NULL, clang, h, LANG_CUDA, out, HDR_BUILD_PCH, NULL, &a), NULL,
                     NULL, err, sizeof err);
  if (rc == 0)
    printf("tandem: precompiled %s\n", out);
  else
    fprintf(stderr, "tandem: error: cannot precompile %s%s%s\n", h, err[0] ? ": " : "", err);
  free(clang);
  free(hdr);
  arena_free(&a);
  return rc == 0 ? 0 : EXIT_BAD_INPUT;
}

char *tool_version_line(const char *prog, const char *arg) {
  char *path = find_program(prog);
  if (!path)
    return NULL;
  const char *base = getenv("TMPDIR");
  char tmp[PATH_MAX];
  snprintf(tmp, sizeof tmp, "%s/tandem-version-XXXXXX", base && *base ? base : "/tmp");
  int fd = mkstemp(tmp);
  if (fd < 0) {
    free(path);
    return NULL;
  }
  close(fd);
  char *argv[] = {path, (char *)arg, NULL};
  Proc p;
  char err[256];
  char *line = NULL;
  if (proc_start(&p, argv, NULL, tmp, true, 30, err, sizeof err) == 0) {
    proc_wait(&p);
    char *text = read_file(tmp, NULL);
    if (text && *text) {
      text[strcspn(text, "\r\n")] = '\0';
      line = xstrdup(text);
    }
    free(text);
  }
  unlink(tmp);
  free(path);
  return line;
}

int make_tmpdir(char *buf, size_t len) {
  const char *base = getenv("TMPDIR");
  if (!base || !*base)
    base = "/tmp";
  // Boogie runs with the temp dir as its working directory: a relative
  // TMPDIR must be made absolute first, or every path in it would dangle.
  char abs[PATH_MAX];
  if (!realpath(base, abs)) {
    snprintf(buf, len, "%s", base);
    return -1;
  }
  if ((size_t)snprintf(buf, len, "%s/tandem-XXXXXX", abs) >= len)
    return -1;
  if (mkdtemp(buf))
    return 0;
  int e = errno;
  snprintf(buf, len, "%s", abs);
  errno = e;
  return -1;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  remove(path);
  return 0;
}

void remove_tree(const char *dir) {
  // Depth-first and without following symlinks: only what we created goes.
  nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

// ------------------------------------------------------------------ host side

// The file a quoted #include names, found as clang finds it: beside the
// including file, then in each -I directory. NULL when there is none.
static const char *find_quoted_include(const char *including, const char *name,
                                       const Options *o, Arena *a) {
  if (name[0] == '/')
    return access(name, R_OK) == 0 ? name : NULL;
  const char *slash = strrchr(including, '/');
  const char *path = slash ? arena_printf(a, "%.*s/%s", (int)(slash - including), including, name)
                           : name;
  for (int i = 0; access(path, R_OK) != 0; i++) {
    while (i < o->nclang_args && strncmp(o->clang_args[i], "-I", 2) != 0)
      i++;
    if (i >= o->nclang_args)
      return NULL;
    path = arena_printf(a, "%s/%s", o->clang_args[i] + 2, name);
  }
  return path;
}

typedef struct IncludeWalk {
  const Options *opt;
  Arena arena;
  const char *seen[256]; // real paths of the files read
  int nseen;
} IncludeWalk;

// Whether the text of `path` or of a file it includes with quotes (to
// `depth` levels, each file once) launches a kernel.
static bool launches_in(IncludeWalk *w, const char *path, int depth) {
  char *real = realpath(path, NULL);
  if (!real)
    return false;
  const char *key = arena_strdup(&w->arena, real);
  free(real);
  for (int i = 0; i < w->nseen; i++)
    if (strcmp(w->seen[i], key) == 0)
      return false;
  if (w->nseen == (int)(sizeof w->seen / sizeof *w->seen))
    return false;
  w->seen[w->nseen++] = key;
  char *text = read_file(path, NULL);
  if (!text)
    return false;
  bool yes = strstr(text, "<<<") || strstr(text, "cudaLaunchKernel") ||
             strstr(text, "cudaLaunchCooperativeKernel");
  for (const char *line = text; !yes && depth > 0 && line; line = strchr(line, '\n')) {
    line += *line == '\n';
    char quote, name[PATH_MAX];
    if (!include_line(line, &quote, name, sizeof name) || quote != '"')
      continue;
    const char *inc = find_quoted_include(path, name, w->opt, &w->arena);
    yes = inc && launches_in(w, inc, depth - 1);
  }
  free(text);
  return yes;
}

// Whether a CUDA file launches kernels from host code: only then is its
// host side compiled (issue 11). A cheap textual test, over the file and
// the files it includes with quotes: Rodinia's programs #include their
// kernels' and host drivers' .cu files into main.cu (myocyte launches from
// master.cu, included by work.cu). A false positive only costs one clang run.
bool host_launches_kernels(const char *src, const Options *o) {
  IncludeWalk w = {.opt = o};
  bool yes = launches_in(&w, src, 16);
  arena_free(&w.arena);
  return yes;
}

// The host side's clang command line (strings in `a`): tandem's CUDA
// header included, or the PCH `pch` of the file's include run, or (hu ==
// HDR_BUILD_PCH) that PCH built from the header `src`.
static const char **host_argv(const Config *cfg, const char *clang, const char *src,
                              const char *out_bc, HeaderUse hu, const char *pch, Arena *a) {
  char *hdr = headers_dir();
  const char **v = NULL;
  int n = 0, cap = 0;
  push_arg(&v, &n, &cap, clang);
  // -O2 with LLVM's passes disabled: IR without -O0's noinline/optnone,
  // so that host.c can inline and fold it.
  const char *fixed[] = {"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
                         "--cuda-gpu-arch=sm_70", "-Wno-unknown-cuda-version",
                         "-Wno-reserved-user-defined-literal", "-Wno-register", "-Wno-c++11-narrowing",
                         "-w", "-O2",
                         "-Xclang", "-disable-llvm-passes", "-fno-inline", "-gline-tables-only",
                         "-D__TANDEM__", "-emit-llvm", "-c"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
    push_arg(&v, &n, &cap, fixed[i]);
  if (hu == HDR_INCLUDE) {
    push_arg(&v, &n, &cap, "-include");
    push_arg(&v, &n, &cap, arena_printf(a, "%s/cuda.h", hdr));
  } else if (hu == HDR_USE_PCH) {
    push_arg(&v, &n, &cap, "-include-pch");
    push_arg(&v, &n, &cap, pch);
    push_arg(&v, &n, &cap, "-Xclang");
    push_arg(&v, &n, &cap, "-fmodules-validate-system-headers");
  } else {
    push_arg(&v, &n, &cap, "-Xclang");
    push_arg(&v, &n, &cap, "-emit-pch");
    push_arg(&v, &n, &cap, "-fpch-instantiate-templates");
  }
  push_arg(&v, &n, &cap, arena_printf(a, "-I%s/sdk", hdr));
  for (int i = 0; i < cfg->opt.nclang_args; i++)
    push_arg(&v, &n, &cap, cfg->opt.clang_args[i]);
  push_arg(&v, &n, &cap, "-o");
  push_arg(&v, &n, &cap, out_bc);
  push_arg(&v, &n, &cap, src);
  free(hdr);
  return v;
}

static int host_start(HostClang *h, const char **v, const char *out, char *err, size_t errlen) {
  if (h->cfg->opt.verbose) {
    fprintf(stderr, "tandem: running (host side)");
    for (int i = 0; v[i]; i++)
      fprintf(stderr, " %s", v[i]);
    fprintf(stderr, "\n");
  }
  int rc = proc_start(&h->proc, (char *const *)v, NULL, out, true,
                      h->cfg->opt.timeout_s * 2 + 30, err, errlen);
  free((void *)v);
  h->started = rc == 0;
  return rc;
}

// A host-side compile's common start: `h` cleared and given its files;
// clang's path (heap), or NULL with `err` when there is none.
static char *host_init(HostClang *h, const Config *cfg, const char *src, const char *out_bc,
                       const char *log, char *err, size_t errlen) {
  memset(h, 0, sizeof *h);
  h->cfg = cfg;
  h->src = src;
  h->out_bc = out_bc;
  h->log = log;
  char *clang = find_clang();
  if (!clang)
    snprintf(err, errlen, "cannot find clang-14 (or clang) on PATH");
  return clang;
}

// Starts clang on the host side of `src` (tandem's CUDA header, LLVM's
// passes left to host.c), diagnostics into `log`: the device compile shows
// the user's errors and warnings already. The header and the file's
// leading #include lines come precompiled (pch.c); a new PCH is built
// first, in the background too (wait_clang_host goes on from there).
// Returns 0 or -1 with `err`.
int start_clang_host(const Config *cfg, const char *src, const char *out_bc, const char *log,
                     HostClang *h, char *err, size_t errlen) {
  char *clang = host_init(h, cfg, src, out_bc, log, err, errlen);
  if (!clang)
    return -1;
  Arena *a = &h->arena;
  char *hdr = headers_dir();
  const char *cuda_h = arena_printf(a, "%s/cuda.h", hdr);
  free(hdr);
  const char *text = pch_prefix_text(cfg, src, cuda_h, a);
  if (!text) // no include lines: tandem's header alone, shared by all such files
    text = arena_printf(a, "#include \"%s\"\n", cuda_h);
  h->pch_dir = pch_cache_dir(cfg, a);
  const char **v;
  if (h->pch_dir) {
    const char **tmpl = host_argv(cfg, arena_strdup(a, clang), "", "", HDR_BUILD_PCH, NULL, a);
    char key[65];
    pch_key(tmpl, text, key);
    free((void *)tmpl);
    if (!pch_entry(h->pch_dir, key, text, &h->pch, a))
      h->pch_dir = NULL;
  }
  if (h->pch_dir && !h->pch.exists) {
    h->building_pch = true;
    v = host_argv(cfg, arena_strdup(a, clang), h->pch.header, h->pch.tmp, HDR_BUILD_PCH, NULL, a);
  } else if (h->pch_dir) {
    v = host_argv(cfg, arena_strdup(a, clang), src, out_bc, HDR_USE_PCH, h->pch.pch, a);
  } else {
    v = host_argv(cfg, arena_strdup(a, clang), src, out_bc, HDR_INCLUDE, NULL, a);
  }
  free(clang);
  return host_start(h, v, log, err, errlen);
}

// One stage of the host side to its end: its exit status, or -1.
static int host_finish(HostClang *h) {
  if (!h->started)
    return -1;
  proc_wait(&h->proc);
  h->started = false;
  return proc_exit_code(&h->proc);
}

void reap_clang_host(HostClang *h) {
  int rc = host_finish(h);
  if (h->building_pch)
    pch_built(h->pch_dir, &h->pch, rc == 0);
  h->building_pch = false;
  arena_free(&h->arena);
}

int wait_clang_host(HostClang *h) {
  char err[256];
  int rc = host_finish(h);
  bool with_pch = h->pch_dir != NULL;
  char *cl = find_clang();
  if (!cl) {
    arena_free(&h->arena);
    return -1;
  }
  const char *c = arena_strdup(&h->arena, cl);
  free(cl);
  if (h->building_pch) {
    h->building_pch = false;
    pch_built(h->pch_dir, &h->pch, rc == 0);
    with_pch = rc == 0;
    rc = host_start(h, with_pch ? host_argv(h->cfg, c, h->src, h->out_bc, HDR_USE_PCH, h->pch.pch,
                                            &h->arena)
                                : host_argv(h->cfg, c, h->src, h->out_bc, HDR_INCLUDE, NULL,
                                            &h->arena),
                    h->log, err, sizeof err) == 0
             ? host_finish(h)
             : -1;
  }
  // A refused PCH (stale, another clang): dropped, and the file compiled
  // the ordinary way.
  if (rc != 0 && with_pch && pch_refused(h->log)) {
    unlink(h->pch.pch);
    if (host_start(h, host_argv(h->cfg, c, h->src, h->out_bc, HDR_INCLUDE, NULL, &h->arena),
                   h->log, err, sizeof err) == 0)
      rc = host_finish(h);
  }
  arena_free(&h->arena);
  return rc;
}

// Starts clang on an OpenCL program's host side (`--host=FILE.c`): C, with
// tandem's declaration-only CL/cl.h first on the include path, the same
// -O2-without-passes IR as for CUDA. Returns 0 or -1 with `err`.
int start_clang_host_c(const Config *cfg, const char *src, const char *out_bc, const char *log,
                       HostClang *h, char *err, size_t errlen) {
  char *clang = host_init(h, cfg, src, out_bc, log, err, errlen); // no PCH: wait_clang_host only waits
  if (!clang)
    return -1;
  Arena *a = &h->arena;
  char *hdr = headers_dir();
  const char *inc = arena_printf(a, "-I%s/opencl-host", hdr);
  free(hdr);
  const char *fixed[] = {arena_strdup(a, clang), "-x", "c", "-w", "-O2", "-Xclang",
                         "-disable-llvm-passes", "-fno-inline", "-gline-tables-only",
                         "-D__TANDEM__", "-emit-llvm", "-c", inc, "-o", out_bc, src};
  free(clang);
  const char **v = NULL;
  int n = 0, cap = 0;
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
    push_arg(&v, &n, &cap, fixed[i]);
  return host_start(h, v, log, err, errlen);
}

// cli.c — tandem's command line (docs/user-guide.md is the reference).
#include "runner.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// print_usage and print_man: usage.c, from one option table.

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "tandem: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\ntandem: note: run 'tandem --help' for the list of options\n");
  return EXIT_BAD_INPUT;
}

static bool parse_positive(const char *s, unsigned long max, unsigned long *out) {
  if (*s < '0' || *s > '9')
    return false;
  errno = 0;
  char *end;
  unsigned long v = strtoul(s, &end, 10);
  if (errno || *end || v == 0 || v > max)
    return false;
  *out = v;
  return true;
}

int parse_dims(const char *s, unsigned out[3]) {
  char buf[128];
  size_t n = strlen(s);
  if (n == 0 || n >= sizeof buf)
    return -1;
  memcpy(buf, s, n + 1);
  char *p = buf;
  // GPUVerify writes --blockDim=[32,2]: accept the brackets too.
  if (*p == '[' && buf[n - 1] == ']') {
    buf[n - 1] = '\0';
    p++;
  }
  out[0] = out[1] = out[2] = 1;
  int k = 0;
  for (;;) {
    char *comma = strchr(p, ',');
    if (comma)
      *comma = '\0';
    unsigned long v;
    if (k == 3 || !parse_positive(p, 0x7fffffffUL, &v))
      return -1;
    out[k++] = (unsigned)v;
    if (!comma)
      break;
    p = comma + 1;
  }
  return k;
}

bool parse_size(const char *s, unsigned long long *out) {
  if (*s < '0' || *s > '9')
    return false;
  errno = 0;
  char *end;
  double v = strtod(s, &end);
  if (errno || end == s)
    return false;
  double unit = 1;
  const char *units = "KMGT";
  const char *u = *end ? strchr(units, *end >= 'a' ? *end - 32 : *end) : NULL;
  if (*end && !u)
    return false;
  if (u) {
    for (const char *q = units; q <= u; q++)
      unit *= 1024;
    end++;
    // 8G, 8GB, 8GiB all mean 8 * 2^30 bytes.
    if (!strcmp(end, "B") || !strcmp(end, "iB") || !strcmp(end, "b"))
      end += strlen(end);
  }
  double bytes = v * unit;
  if (*end || bytes < 1 || bytes > 1125899906842624.0) // 2^50
    return false;
  *out = (unsigned long long)bytes;
  return true;
}

const char *size_text(Arena *a, unsigned long long bytes) {
  const char *units[] = {"KiB", "MiB", "GiB", "TiB"};
  double v = (double)bytes;
  if (v < 1024)
    return arena_printf(a, "%llu bytes", bytes);
  int i = -1;
  while (v >= 1024 && i < 3) {
    v /= 1024;
    i++;
  }
  return arena_printf(a, "%.1f %s", v, units[i]);
}

unsigned long long default_memory_limit(void) {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || size <= 0)
    return 0;
  return (unsigned long long)pages * (unsigned long long)size / 2;
}

static void add_clang_arg(Config *cfg, const char *arg) {
  Options *o = &cfg->opt;
  o->clang_args = xrealloc((void *)o->clang_args, sizeof(char *) * (size_t)(o->nclang_args + 2));
  o->clang_args[o->nclang_args++] = arg;
  o->clang_args[o->nclang_args] = NULL;
}

// -D/-I with the value attached or in the next argument.
static int take_clang_flag(Config *cfg, int argc, char **argv, int *i, Arena *a) {
  const char *arg = argv[*i];
  if (arg[2]) {
    add_clang_arg(cfg, arg);
    return 0;
  }
  if (*i + 1 >= argc || !argv[*i + 1][0])
    return usage_error("option '%s' needs a value", arg);
  (*i)++;
  char *joined = arena_printf(a, "%c%c%s", arg[0], arg[1], argv[*i]);
  add_clang_arg(cfg, joined);
  return 0;
}

static const char *value_of(const char *arg, const char *name) {
  size_t n = strlen(name);
  return strncmp(arg, name, n) == 0 && arg[n] == '=' ? arg + n + 1 : NULL;
}

static int set_dims(const char *arg, const char *val, unsigned dims[3], int *given) {
  int n = parse_dims(val, dims);
  if (n < 0) {
    dims[0] = dims[1] = dims[2] = 0;
    return usage_error("invalid sizes in '%s' (expected 1 to 3 positive integers, "
                       "comma-separated)", arg);
  }
  *given = n;
  return 0;
}

static int parse_flag_switch(Config *cfg, const char *arg, bool *matched) {
  Options *o = &cfg->opt;
  *matched = true;
  if (!strcmp(arg, "--help") || !strcmp(arg, "-h"))
    cfg->show_help = true;
  else if (!strcmp(arg, "--man"))
    cfg->show_man = true;
  else if (!strcmp(arg, "--precompile-headers"))
    cfg->precompile_headers = true;
  else if (!strcmp(arg, "--version"))
    cfg->show_version = true;
  else if (!strcmp(arg, "-v") || !strcmp(arg, "--verbose"))
    o->verbose = true;
  else if (!strcmp(arg, "--no-benign-tolerance"))
    o->no_benign_tolerance = true;
  else if (!strcmp(arg, "--adversarial-abstraction")) {
    o->equality_abstraction = false;
    o->adversarial_abstraction = true;
  } else if (!strcmp(arg, "--equality-abstraction")) {
    o->equality_abstraction = true;
    o->adversarial_abstraction = false;
  }
  else if (!strcmp(arg, "--only-intra-group"))
    o->only_intra_group = true;
  else if (!strcmp(arg, "--no-infer"))
    o->no_infer = true;
  else if (!strcmp(arg, "--invariants-as-candidates"))
    o->invariants_as_candidates = true;
  // GPUVerify's switches: the annotations they turn off become no-ops
  // before compilation, through macros, as in GPUVerify's own front end.
  else if (!strcmp(arg, "--only-requires"))
    o->annotation_switch = "__TANDEM_ONLY_REQUIRES";
  else if (!strcmp(arg, "--no-annotations"))
    o->annotation_switch = "__TANDEM_NO_ANNOTATIONS";
  else if (!strcmp(arg, "--infer-info"))
    o->infer_info = true;
  else if (!strcmp(arg, "--no-direct-proof"))
    o->no_direct = true;
  else if (!strcmp(arg, "--no-bounded-search"))
    o->no_bounded_search = true;
  else if (!strcmp(arg, "--no-unrolled-proof"))
    o->no_unrolled_proof = true;
  else if (!strcmp(arg, "--unwind-counted"))
    o->unwind_counted = true;
  else if (!strcmp(arg, "--unroll-counted"))
    o->unroll_counted = true;
  else if (!strcmp(arg, "--check-array-bounds"))
    o->check_array_bounds = true;
  else if (!strcmp(arg, "--non-uniform-work-groups"))
    o->non_uniform_groups = true;
  else if (!strcmp(arg, "--no-refined-atomics"))
    o->no_refined_atomics = true;
  else if (!strcmp(arg, "--no-inline"))
    o->no_inline = true;
  else if (!strcmp(arg, "--no-host"))
    o->no_host = true;
  else if (!strcmp(arg, "--no-pch-cache"))
    o->no_pch_cache = true;
  else if (!strcmp(arg, "--keep-temps"))
    o->keep_temps = true;
  else if (!strcmp(arg, "--summary"))
    cfg->summary = true;
  else
    *matched = false;
  return 0;
}

// --global_offset=X[,Y[,Z]]: 1 to 3 comma-separated integers >= 0 (the
// components not given are 0, as in clEnqueueNDRangeKernel).
static int set_offsets(const char *arg, const char *val, unsigned off[3]) {
  const char *p = val;
  for (int d = 0; d < 3; d++) {
    char *end;
    errno = 0;
    unsigned long v = strtoul(p, &end, 10);
    if (end == p || *p == '-' || errno || v > 0xffffffffUL || (*end && *end != ','))
      return usage_error("invalid offsets in '%s' (expected 1 to 3 integers >= 0, comma-separated)", arg);
    off[d] = (unsigned)v;
    if (!*end)
      return 0;
    p = end + 1;
  }
  return usage_error("invalid offsets in '%s' (expected 1 to 3 integers >= 0, comma-separated)", arg);
}

static int parse_geometry(Config *cfg, const char *arg, bool *matched) {
  Options *o = &cfg->opt;
  const char *v;
  int dummy;
  *matched = true;
  if ((v = value_of(arg, "--blockDim")) || (v = value_of(arg, "--local_size")))
    return set_dims(arg, v, o->block_dim, &o->block_dims_given);
  if ((v = value_of(arg, "--gridDim")) || (v = value_of(arg, "--num_groups")))
    return set_dims(arg, v, o->grid_dim, &o->grid_dims_given);
  if ((v = value_of(arg, "--global_size")))
    return set_dims(arg, v, o->global_size, &dummy);
  if ((v = value_of(arg, "--global_offset")))
    return set_offsets(arg, v, o->global_offset);
  *matched = false;
  return 0;
}

// --kernel-args=KERNEL,v1,v2,...: a kernel name, then one value per
// parameter in order: a decimal (or 0x) integer, or * (or nothing) for a
// parameter left free, as pointer parameters must be.
static bool kernel_args_valid(const char *v) {
  const char *comma = strchr(v, ',');
  if (!comma || comma == v)
    return false;
  int n = 0;
  for (const char *p = comma + 1;; n++) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    char buf[64];
    if (len >= sizeof buf)
      return false;
    memcpy(buf, p, len);
    buf[len] = '\0';
    if (len && strcmp(buf, "*")) {
      char *end;
      errno = 0;
      (void)strtoll(buf, &end, 0);
      if (errno || *end)
        return false;
    }
    if (!e)
      break;
    p = e + 1;
  }
  return n < TANDEM_MAX_PINS;
}

static int parse_valued(Config *cfg, const char *arg, bool *matched) {
  Options *o = &cfg->opt;
  const char *v;
  unsigned long n;
  *matched = true;
  if ((v = value_of(arg, "--kernel"))) {
    if (!*v)
      return usage_error("'%s' needs a kernel name", arg);
    o->kernel_name = v;
  } else if ((v = value_of(arg, "--host"))) {
    if (!*v)
      return usage_error("%s", "--host needs a file name (the OpenCL program's host code)");
    o->host_file = v;
  } else if ((v = value_of(arg, "--kernel-args"))) {
    if (!kernel_args_valid(v))
      return usage_error("invalid '%s' (expected KERNEL,v1,v2,... with integers or *)", arg);
    o->kernel_args = v;
  } else if ((v = value_of(arg, "--warp-sync"))) {
    if (!parse_positive(v, 1024, &n) || (n & (n - 1)))
      return usage_error("invalid '%s' (expected a power of two up to 1024)", arg);
    o->warp_sync = (unsigned)n;
  } else if ((v = value_of(arg, "--warp-method"))) {
    if (!strcmp(v, "resync"))
      o->warp_method = WARP_RESYNC;
    else if (!strcmp(v, "twopass"))
      o->warp_method = WARP_TWOPASS;
    else
      return usage_error("invalid '%s' (expected resync or twopass)", arg);
  } else if ((v = value_of(arg, "--loop-unwind"))) {
    if (!parse_positive(v, 64, &n))
      return usage_error("invalid '%s' (expected a number of iterations from 1 to 64)", arg);
    o->loop_unwind = (unsigned)n;
  } else if ((v = value_of(arg, "--timeout"))) {
    if (!parse_positive(v, 1000000, &n))
      return usage_error("invalid '%s' (expected a positive number of seconds)", arg);
    o->timeout_s = (unsigned)n;
  } else if ((v = value_of(arg, "--kernel-timeout"))) {
    if (!parse_positive(v, 100000000, &n))
      return usage_error("invalid '%s' (expected a positive number of seconds)", arg);
    o->kernel_timeout_s = (unsigned)n;
  } else if ((v = value_of(arg, "--cache-dir"))) {
    if (!*v)
      return usage_error("invalid '%s' (expected a directory)", arg);
    o->cache_dir = v;
  } else if ((v = value_of(arg, "--pch-cache"))) {
    if (!*v)
      return usage_error("invalid '%s' (expected a directory)", arg);
    o->pch_cache = v;
  } else if ((v = value_of(arg, "--rlimit"))) {
    if (!parse_positive(v, 4000000000UL, &n))
      return usage_error("invalid '%s' (expected a positive number of resource units, at "
                         "most 4000000000)", arg);
    o->rlimit = n;
  } else if ((v = value_of(arg, "--memory-limit"))) {
    unsigned long long bytes;
    if (!parse_size(v, &bytes) || bytes < 1024 * 1024)
      return usage_error("invalid '%s' (expected a size of at least 1M, such as 512M or 8G)",
                         arg);
    o->memory_limit = bytes;
  } else if ((v = value_of(arg, "-x"))) {
    // clang's spellings (cuda, cl) and the extensions (cu, cl).
    if (!strcmp(v, "cu") || !strcmp(v, "cuda"))
      o->stdin_ext = ".cu";
    else if (!strcmp(v, "cl") || !strcmp(v, "opencl"))
      o->stdin_ext = ".cl";
    else
      return usage_error("invalid '%s' (expected -x cu or -x cl)", arg);
  } else if ((v = value_of(arg, "--format"))) {
    if (strcmp(v, "text") && strcmp(v, "json") && strcmp(v, "sarif") && strcmp(v, "jsonl"))
      return usage_error("invalid '%s' (expected text, json, jsonl or sarif)", arg);
    cfg->sarif = !strcmp(v, "sarif");
    cfg->jsonl = !strcmp(v, "jsonl");
    o->json = !strcmp(v, "json") || cfg->sarif;
  } else if ((v = value_of(arg, "-j")) || (v = value_of(arg, "--jobs"))) {
    if (!parse_positive(v, 64, &n))
      return usage_error("invalid '%s' (expected a number of jobs from 1 to 64)", arg);
    cfg->jobs = (int)n;
    cfg->jobs_given = true;
  } else if ((v = value_of(arg, "-p"))) {
    if (!*v)
      return usage_error("'%s' needs a build directory", arg);
    cfg->compile_commands = arena_printf(cfg->owned_arena, "%s/compile_commands.json", v);
  } else if ((v = value_of(arg, "--compile-commands"))) {
    if (!*v)
      return usage_error("'%s' needs a file name", arg);
    cfg->compile_commands = v;
  } else if ((v = value_of(arg, "--shard"))) {
    unsigned k, nn;
    char end;
    if (sscanf(v, "%u/%u%c", &k, &nn, &end) != 2 || k < 1 || nn < 1 || k > nn || nn > 1000000)
      return usage_error("invalid '%s' (expected K/N with 1 <= K <= N, e.g. --shard=2/8)", arg);
    cfg->shard_k = k;
    cfg->shard_n = nn;
  } else if ((v = value_of(arg, "--boogie-file"))) {
    if (!*v)
      return usage_error("'%s' needs a file name", arg);
    o->boogie_file = v;
  } else if ((v = value_of(arg, "-cl-std")) || (v = value_of(arg, "--cl-std"))) {
    if (!*v)
      return usage_error("'%s' needs a value such as CL1.2", arg);
    cfg->cl_std = v;
  } else {
    *matched = false;
  }
  return 0;
}

static void push_file(Config *cfg, const char *f) {
  cfg->files = xrealloc((void *)cfg->files, sizeof(char *) * (size_t)(cfg->nfiles + 1));
  cfg->files[cfg->nfiles++] = f;
}

// --global_size X with --local_size L means X/L groups per dimension, or
// ceil(X/L) with --non-uniform-work-groups (OpenCL 2.0: the last group is
// smaller; geometry.c excludes the work-items beyond X). Without a local
// size, the local size stays symbolic and geometry.c relates it to X.
static int resolve_global_size(Config *cfg) {
  Options *o = &cfg->opt;
  if (!o->global_size[0]) {
    if (o->non_uniform_groups)
      return usage_error("%s", "--non-uniform-work-groups needs --global_size");
    return 0;
  }
  if (o->grid_dims_given)
    return usage_error("%s", "give either --global_size or --num_groups/--gridDim, not both");
  if (!o->block_dims_given)
    return 0;
  for (int d = 0; d < 3; d++) {
    if (o->global_size[d] % o->block_dim[d] && !o->non_uniform_groups) {
      char msg[200];
      snprintf(msg, sizeof msg, "--global_size %u is not a multiple of --local_size %u in "
               "dimension %c (OpenCL 2.0 allows it: --non-uniform-work-groups)",
               o->global_size[d], o->block_dim[d], "xyz"[d]);
      return usage_error("%s", msg);
    }
    o->grid_dim[d] = (o->global_size[d] + o->block_dim[d] - 1) / o->block_dim[d];
  }
  o->grid_dims_given = 3;
  return 0;
}

// Options that take a value, which may follow as the next argument
// (`--blockDim 64`), as with GNU tools.
static const char *const valued[] = {"--blockDim", "--gridDim", "--local_size", "--num_groups",
                                     "--global_size", "--global_offset", "--kernel", "--warp-sync",
                                     "--warp-method", "--timeout", "--kernel-timeout", "--format",
                                     "--loop-unwind", "--boogie-file", "-cl-std", "--cl-std",
                                     "--memory-limit", "--rlimit", "--cache-dir", "--pch-cache", "-x", "-j",
                                     "--jobs", "-p", "--compile-commands", "--shard", "--host", NULL};

static int parse_one(Config *cfg, int argc, char **argv, int *i, Arena *a) {
  const char *arg = argv[*i];
  bool matched;
  int rc;
  if ((arg[0] == '-' && (arg[1] == 'D' || arg[1] == 'I')))
    return take_clang_flag(cfg, argc, argv, i, a);
  if (!strncmp(arg, "-std=", 5)) { // the C++ / OpenCL C standard, for clang
    add_clang_arg(cfg, arg);
    return 0;
  }
  // -xcu as clang takes it; -j4 and -pbuild as make and clang-tidy do.
  if ((!strncmp(arg, "-x", 2) || !strncmp(arg, "-j", 2) || !strncmp(arg, "-p", 2)) && arg[2] &&
      arg[2] != '=')
    arg = arena_printf(a, "%c%c=%s", arg[0], arg[1], arg + 2);
  for (int v = 0; valued[v]; v++)
    if (!strcmp(arg, valued[v])) {
      if (*i + 1 >= argc)
        return usage_error("option '%s' needs a value", arg);
      arg = arena_printf(a, "%s=%s", arg, argv[++*i]);
      break;
    }
  if ((rc = parse_flag_switch(cfg, arg, &matched)) || matched)
    return rc;
  if ((rc = parse_geometry(cfg, arg, &matched)) || matched)
    return rc;
  if ((rc = parse_valued(cfg, arg, &matched)) || matched)
    return rc;
  return usage_error("unknown option '%s'", arg);
}

// `-` reads the kernel from standard input: once, with -x giving its
// language (there is no extension to go by).
static int check_stdin(const Config *cfg) {
  int n = 0;
  for (int i = 0; i < cfg->nfiles; i++)
    n += !strcmp(cfg->files[i], "-");
  if (n > 1)
    return usage_error("%s", "standard input ('-') can be read only once");
  if (n && !cfg->opt.stdin_ext)
    return usage_error("%s", "reading a kernel from standard input ('-') needs its language: "
                             "-x cu (CUDA) or -x cl (OpenCL C)");
  return 0;
}

int config_parse(int argc, char **argv, Config *cfg) {
  memset(cfg, 0, sizeof *cfg);
  options_default(&cfg->opt);
  // The joined "-DX" / "-IX" strings must outlive parsing: Config owns them.
  Arena *a = xmalloc(sizeof(Arena));
  memset(a, 0, sizeof *a);
  cfg->owned_arena = a;
  bool only_files = false;
  add_clang_arg(cfg, NULL); // keep clang_args non-NULL and NULL-terminated
  cfg->opt.nclang_args = 0;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (only_files || arg[0] != '-' || !strcmp(arg, "-")) {
      push_file(cfg, arg);
      continue;
    }
    if (!strcmp(arg, "--")) {
      only_files = true;
      continue;
    }
    int rc = parse_one(cfg, argc, argv, &i, a);
    if (rc)
      return rc;
  }
  if (cfg->show_help || cfg->show_man || cfg->show_version || cfg->precompile_headers)
    return 0;
  if (resolve_global_size(cfg))
    return EXIT_BAD_INPUT;
  if (cfg->opt.unwind_counted && !cfg->opt.loop_unwind)
    return usage_error("%s", "--unwind-counted needs --loop-unwind=N");
  if (cfg->nfiles == 0 && !cfg->compile_commands)
    return usage_error("%s", "no input files");
  // A function checked on its own has no warp around it: the lock-step
  // model needs the whole kernel (docs/encodings.md, section 24). Inlining
  // is always sound, so the flag is dropped (GPUVerify's test suite gives
  // both).
  if (cfg->opt.no_inline && cfg->opt.warp_sync) {
    fprintf(stderr, "tandem: warning: --no-inline is ignored with --warp-sync: device functions "
                    "are inlined\n");
    cfg->opt.no_inline = false;
  }
  if (!cfg->opt.memory_limit)
    cfg->opt.memory_limit = default_memory_limit();
  return check_stdin(cfg);
}

void config_free(Config *cfg) {
  free((void *)cfg->files);
  free((void *)cfg->opt.clang_args);
  if (cfg->owned_arena) {
    arena_free(cfg->owned_arena);
    free(cfg->owned_arena);
  }
  memset(cfg, 0, sizeof *cfg);
}

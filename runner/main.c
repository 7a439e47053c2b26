// main.c — tandem's entry point: options, the temp dir, every input file,
// and the combined exit status.
#include "runner.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_version(void) {
  printf("tandem %s\n", TANDEM_VERSION);
  char *clang = tool_version_line("clang-14", "--version");
  if (!clang)
    clang = tool_version_line("clang", "--version");
  char *boogie = tool_version_line("boogie", "/version");
  printf("clang: %s\n", clang ? clang : "not found");
  printf("boogie: %s\n", boogie ? boogie : "not found");
  free(clang);
  free(boogie);
}

// Refuses --boogie-file naming one of the inputs: never write over them.
static bool boogie_file_clobbers_input(const Config *cfg) {
  char a[PATH_MAX], b[PATH_MAX];
  if (!cfg->opt.boogie_file || !realpath(cfg->opt.boogie_file, a))
    return false;
  for (int i = 0; i < cfg->nfiles; i++)
    if (realpath(cfg->files[i], b) && !strcmp(a, b))
      return true;
  return false;
}

static void symbolic_note(const Config *cfg) {
  const Options *o = &cfg->opt;
  if (o->json || cfg->jsonl || (o->block_dims_given && o->grid_dims_given))
    return;
  // The bounds are those of encodings/geometry.c (docs/user-guide.md).
  if (!o->block_dims_given && !o->grid_dims_given)
    printf("tandem: note: launch geometry symbolic: results hold for every blockDim up to "
           "(1024,1024,64) and gridDim up to (4194303,65535,65535)\n");
  else if (o->block_dims_given)
    printf("tandem: note: launch geometry symbolic in gridDim: results hold for every grid "
           "of at most 2^32-1 threads per dimension (gridDim.y,z up to 65535)\n");
  else
    printf("tandem: note: launch geometry symbolic in blockDim: results hold for every "
           "blockDim up to (1024,1024,64)\n");
  // Issue 11: a kernel's launches in the host code can fix what the
  // command line leaves open; its own notes then say so.
  if (!o->no_host)
    printf("tandem: note: (except for kernels whose launches are read from the host code: "
           "see their notes)\n");
}

// `-`: the kernel comes on standard input. clang wants a file with the
// language's extension: copy it into the temp dir as stdin.cu / stdin.cl.
// The #line directive makes clang's diagnostics and debug locations name
// it <stdin>, as reports do, with the lines numbered as the user sent them.
static const char *copy_stdin(const Config *cfg, const char *tmpdir, char *path, size_t size) {
  bool wanted = false;
  for (int i = 0; i < cfg->nfiles; i++)
    wanted |= !strcmp(cfg->files[i], "-");
  if (!wanted)
    return NULL;
  if (snprintf(path, size, "%s/stdin%s", tmpdir, cfg->opt.stdin_ext) >= (int)size) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  FILE *f = fopen(path, "wb");
  if (!f)
    return NULL;
  char buf[65536];
  size_t n;
  bool ok = fputs("#line 1 \"<stdin>\"\n", f) >= 0;
  while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
    ok &= fwrite(buf, 1, n, f) == n;
  ok &= !ferror(stdin);
  ok &= fclose(f) == 0;
  return ok ? path : NULL;
}

static int run(const Config *given) {
  Config copy = *given, *cfg = &copy;
  char tmpdir[PATH_MAX];
  if (make_tmpdir(tmpdir, sizeof tmpdir)) {
    fprintf(stderr, "tandem: error: cannot create a temporary directory in '%s' (set TMPDIR "
            "to a writable directory): %s\n", tmpdir, strerror(errno));
    return EXIT_INCONCLUSIVE;
  }
  proc_cleanup_on_signal(tmpdir, cfg->opt.keep_temps);
  char stdin_path[PATH_MAX] = "";
  cfg->stdin_copy = copy_stdin(cfg, tmpdir, stdin_path, sizeof stdin_path);
  if (!cfg->stdin_copy && stdin_path[0]) {
    fprintf(stderr, "tandem: error: cannot copy standard input to '%s': %s\n", stdin_path,
            strerror(errno));
    if (!cfg->opt.keep_temps)
      remove_tree(tmpdir);
    proc_cleanup_on_signal(NULL, false);
    return EXIT_INCONCLUSIVE;
  }
  symbolic_note(cfg);
  if (is_batch(cfg)) { // batch.c: workers, and its own output
    int rc = run_batch(cfg, tmpdir);
    if (cfg->opt.keep_temps)
      fprintf(stderr, "tandem: temporary files kept in %s\n", tmpdir);
    else
      remove_tree(tmpdir);
    proc_cleanup_on_signal(NULL, false);
    return rc;
  }
  StrBuf json, one;
  sb_init(&json);
  sb_init(&one);
  sb_printf(&json, "{\"tandem\":\"%s\",\"files\":[", TANDEM_VERSION);
  int exit = EXIT_VERIFIED, kernels_seen = 0, nfiles_json = 0;
  for (int i = 0; i < cfg->nfiles; i++) {
    one.len = 0;
    one.data[0] = '\0';
    int rc = verify_file(cfg, cfg->files[i], tmpdir, i, &kernels_seen, &one);
    exit = worst_exit(exit, rc);
    if (one.len) {
      sb_printf(&json, "%s%s", nfiles_json++ ? "," : "", one.data);
    }
  }
  sb_printf(&json, "],\"exit\":%d}\n", exit);
  if (cfg->sarif) {
    // The JSON document read back as SARIF (sarif.c); its exit is `exit`.
    StrBuf log;
    sb_init(&log);
    if (sarif_from_json(json.data, &log) != exit)
      exit = EXIT_INCONCLUSIVE;
    fputs(log.data, stdout);
    sb_free(&log);
  } else if (cfg->opt.json)
    fputs(json.data, stdout);
  sb_free(&json);
  sb_free(&one);
  if (cfg->opt.keep_temps)
    fprintf(stderr, "tandem: temporary files kept in %s\n", tmpdir);
  else
    remove_tree(tmpdir);
  proc_cleanup_on_signal(NULL, false); // tmpdir is about to go out of scope
  return exit;
}

int main(int argc, char **argv) {
  Config cfg;
  int rc = config_parse(argc, argv, &cfg);
  if (rc == 0 && cfg.show_help)
    print_usage();
  else if (rc == 0 && cfg.show_man)
    print_man();
  else if (rc == 0 && cfg.show_version)
    print_version();
  else if (rc == 0 && cfg.precompile_headers)
    rc = precompile_headers();
  else if (rc == 0 && boogie_file_clobbers_input(&cfg)) {
    fprintf(stderr, "tandem: error: --boogie-file '%s' is one of the input files\n",
            cfg.opt.boogie_file);
    rc = EXIT_BAD_INPUT;
  } else if (rc == 0)
    rc = run(&cfg);
  config_free(&cfg);
  fflush(stdout);
  return rc;
}

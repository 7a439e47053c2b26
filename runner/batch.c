// batch.c — many files at once: directories, a compile_commands.json,
// -j workers, --shard, JSON Lines, progress and --summary.
//
// Each input file is verified by a worker process of its own (fork, then
// driver.c's verify_file), with its stdout, stderr and JSON captured in the
// temp dir. A worker is a process, not a thread, because LLVM and the
// translator are not meant to run twice in one process at once, and so
// that a file that brings tandem down takes only its own result with it.
// -j N bounds the workers and, through each worker's Boogie slots, the
// Boogie processes: workers x slots <= N.
#include "runner.h"
#include "jsonread.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct Unit {
  const char *path;          // as reports name it
  const char **args;         // clang flags from compile_commands.json (before the
  int nargs;                 // command line's, so that those win)
  pid_t pid;
  double start_ms, ms;
  bool done, shown;
  int exit;
  char *out, *err, *json, *times; // the worker's captured output (heap)
  Jv *doc;                   // json parsed, NULL if none
  bool dropped;              // another shard's file: nothing of it is shown
} Unit;

typedef struct Batch {
  const Config *cfg;
  const char *tmpdir;
  Arena arena;
  Unit *units;
  int n, ndone, workers, slots;
  bool progress;   // stderr is a terminal
  double start_ms;
  int next_shown;  // text and JSON: units are shown in order, as soon as they can be
} Batch;

static bool has_source_ext(const char *p) {
  size_t n = strlen(p);
  return n > 3 && (!strcmp(p + n - 3, ".cu") || !strcmp(p + n - 3, ".cl"));
}

static bool is_dir(const char *p) {
  struct stat st;
  return strcmp(p, "-") && stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

bool is_batch(const Config *cfg) {
  if (cfg->nfiles > 1 || cfg->compile_commands || cfg->jobs_given || cfg->shard_n ||
      cfg->summary || cfg->jsonl)
    return true;
  return cfg->nfiles == 1 && is_dir(cfg->files[0]);
}

// ------------------------------------------------------------------ inputs

static void add_unit(Arena *a, PtrVec *v, const char *path, const char **args, int nargs) {
  Unit *u = NEW(a, Unit);
  u->path = path;
  u->args = args;
  u->nargs = nargs;
  vec_push(a, v, u);
}

static int by_path(const void *x, const void *y) {
  return strcmp((*(Unit *const *)x)->path, (*(Unit *const *)y)->path);
}

// Every .cu/.cl under `dir`. Hidden entries (.git) are skipped, and
// symbolic links to directories are not followed (no cycles).
static void walk(Arena *a, PtrVec *v, const char *dir, int depth) {
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "tandem: warning: cannot read directory '%s': %s\n", dir, strerror(errno));
    return;
  }
  struct dirent *e;
  size_t n = strlen(dir);
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    const char *p = arena_printf(a, "%s%s%s", dir, n && dir[n - 1] == '/' ? "" : "/", e->d_name);
    struct stat st;
    if (lstat(p, &st) != 0)
      continue;
    if (S_ISDIR(st.st_mode) && depth < 64)
      walk(a, v, p, depth + 1);
    else if (has_source_ext(p) && stat(p, &st) == 0 && S_ISREG(st.st_mode))
      add_unit(a, v, p, NULL, 0);
  }
  closedir(d);
}

static void add_dir(Arena *a, PtrVec *v, const char *dir) {
  int first = v->len;
  walk(a, v, dir, 0);
  // Sorted by byte order: the same files in the same order on every machine.
  qsort(v->items + first, (size_t)(v->len - first), sizeof(void *), by_path);
  if (v->len == first)
    fprintf(stderr, "tandem: warning: no .cu or .cl files under '%s'\n", dir);
}

// A shell command line into words, as `sh` would split it (quotes and
// backslashes; no expansions): the "command" form of compile_commands.json.
static void split_words(Arena *a, const char *s, PtrVec *out) {
  StrBuf w;
  sb_init(&w);
  for (;;) {
    while (*s == ' ' || *s == '\t' || *s == '\n')
      s++;
    if (!*s)
      break;
    w.len = 0;
    char q = 0;
    for (; *s && (q || (*s != ' ' && *s != '\t' && *s != '\n')); s++) {
      if (q == '\'' && *s == '\'')
        q = 0;
      else if (q == '"' && *s == '"')
        q = 0;
      else if (!q && (*s == '\'' || *s == '"'))
        q = *s;
      else if (*s == '\\' && q != '\'' && s[1])
        sb_putc(&w, *++s);
      else
        sb_putc(&w, *s);
    }
    sb_putc(&w, '\0');
    vec_push(a, out, arena_strdup(a, w.data));
  }
  sb_free(&w);
}

static const char *in_dir(Arena *a, const char *dir, const char *p) {
  return p[0] == '/' || !dir ? p : arena_printf(a, "%s/%s", dir, p);
}

// The -D, -U, -I, -isystem and -std flags of one compile command, with
// include directories made absolute (clang runs in tandem's directory).
static void take_flags(Arena *a, const char *dir, PtrVec *words, PtrVec *flags) {
  for (int i = 1; i < words->len; i++) {
    const char *w = words->items[i];
    const char *next = i + 1 < words->len ? words->items[i + 1] : NULL;
    if ((!strcmp(w, "-D") || !strcmp(w, "-U")) && next) {
      vec_push(a, flags, arena_printf(a, "%s%s", w, next));
      i++;
    } else if (!strncmp(w, "-D", 2) || !strncmp(w, "-U", 2)) {
      vec_push(a, flags, (void *)w);
    } else if (!strcmp(w, "-I") && next) {
      vec_push(a, flags, arena_printf(a, "-I%s", in_dir(a, dir, next)));
      i++;
    } else if (!strncmp(w, "-I", 2)) {
      vec_push(a, flags, arena_printf(a, "-I%s", in_dir(a, dir, w + 2)));
    } else if (!strcmp(w, "-isystem") && next) {
      vec_push(a, flags, "-isystem");
      vec_push(a, flags, (void *)in_dir(a, dir, next));
      i++;
    } else if (!strncmp(w, "-std=", 5) || !strncmp(w, "--std=", 6)) {
      vec_push(a, flags, arena_printf(a, "-std=%s", strchr(w, '=') + 1));
    } else if ((!strcmp(w, "-std") || !strcmp(w, "--std")) && next) { // nvcc's spelling
      vec_push(a, flags, arena_printf(a, "-std=%s", next));
      i++;
    }
  }
}

// "/home/me/proj/src/a.cu" as "src/a.cu" when the current directory is
// /home/me/proj: reports read as they do for files named on the command line.
static const char *shown_path(Arena *a, const char *p) {
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd))
    return p;
  size_t n = strlen(cwd);
  if (n > 1 && !strncmp(p, cwd, n) && p[n] == '/')
    return arena_strdup(a, p + n + 1);
  return p;
}

static int db_error(const char *db, const char *why) {
  fprintf(stderr, "tandem: error: cannot use compile database '%s': %s\n", db, why);
  return EXIT_BAD_INPUT;
}

static int add_compile_commands(Arena *a, PtrVec *v, const char *db) {
  char *text = read_file(db, NULL);
  if (!text)
    return db_error(db, strerror(errno));
  const char *err = NULL;
  Jv *doc = jv_parse(text, a, &err);
  free(text);
  if (!doc || doc->kind != JV_ARR)
    return db_error(db, doc ? "not a JSON array of compile commands" : err);
  int first = v->len;
  for (int i = 0; i < doc->n; i++) {
    Jv *e = doc->items[i];
    const char *dir = jv_str(jv_get(e, "directory")), *file = jv_str(jv_get(e, "file"));
    if (!file)
      return db_error(db, arena_printf(a, "entry %d has no \"file\"", i + 1));
    const char *path = shown_path(a, in_dir(a, dir, file));
    if (!has_source_ext(path))
      continue; // host-only C++ files: nothing for tandem
    bool seen = false; // a file compiled twice (two configurations): the first
    for (int k = first; k < v->len; k++)
      seen |= !strcmp(((Unit *)v->items[k])->path, path);
    if (seen)
      continue;
    PtrVec words = {0}, flags = {0};
    Jv *args = jv_get(e, "arguments");
    const char *cmd = jv_str(jv_get(e, "command"));
    for (int k = 0; k < jv_len(args); k++)
      if (jv_str(jv_at(args, k)))
        vec_push(a, &words, (void *)jv_str(jv_at(args, k)));
    if (!args && cmd)
      split_words(a, cmd, &words);
    take_flags(a, dir, &words, &flags);
    add_unit(a, v, path, (const char **)flags.items, flags.len);
  }
  qsort(v->items + first, (size_t)(v->len - first), sizeof(void *), by_path);
  if (v->len == first)
    fprintf(stderr, "tandem: warning: '%s' lists no .cu or .cl files\n", db);
  return 0;
}

static int collect(Batch *b) {
  PtrVec v = {0};
  const Config *cfg = b->cfg;
  for (int i = 0; i < cfg->nfiles; i++) {
    if (is_dir(cfg->files[i]))
      add_dir(&b->arena, &v, cfg->files[i]);
    else
      add_unit(&b->arena, &v, cfg->files[i], NULL, 0);
  }
  if (cfg->compile_commands) {
    int rc = add_compile_commands(&b->arena, &v, cfg->compile_commands);
    if (rc)
      return rc;
  }
  b->n = v.len;
  b->units = NEW_ARRAY(&b->arena, Unit, v.len + 1);
  for (int i = 0; i < v.len; i++)
    b->units[i] = *(Unit *)v.items[i];
  if (b->n == 0) {
    fprintf(stderr, "tandem: error: no .cu or .cl files to verify\n");
    return EXIT_BAD_INPUT;
  }
  return 0;
}

// ------------------------------------------------------------------ workers

static const char *unit_file(Batch *b, int i, const char *what) {
  return arena_printf(&b->arena, "%s/batch-%d.%s", b->tmpdir, i, what);
}

static void redirect(const char *path, int fd) {
  int f = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (f >= 0) {
    dup2(f, fd);
    close(f);
  }
}

// In the worker: never returns.
static void worker(Batch *b, int i, pid_t parent) {
  // Not the parent's solver groups; the parent ends this worker's group
  // (and, through PDEATHSIG, its solvers) when it is interrupted.
  proc_forget_groups();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent)
    _exit(EXIT_INCONCLUSIVE);
  Unit *u = &b->units[i];
  Config c = *b->cfg;
  c.batch_worker = true;
  c.boogie_slots = b->slots;
  if (u->nargs) {
    const char **args = xmalloc(sizeof(char *) * (size_t)(u->nargs + c.opt.nclang_args + 1));
    memcpy(args, u->args, sizeof(char *) * (size_t)u->nargs);
    memcpy(args + u->nargs, c.opt.clang_args, sizeof(char *) * (size_t)c.opt.nclang_args);
    c.opt.nclang_args += u->nargs;
    args[c.opt.nclang_args] = NULL;
    c.opt.clang_args = args;
  }
  redirect(unit_file(b, i, "out"), 1);
  redirect(unit_file(b, i, "err"), 2);
  c.kernel_times = fopen(unit_file(b, i, "times"), "w");
  StrBuf json;
  sb_init(&json);
  // --boogie-file: the first file's first kernel writes FILE, every other
  // kernel FILE.<kernel>, as in a run over the files one by one.
  int seen = i > 0;
  int rc = verify_file(&c, u->path, b->tmpdir, i, &seen, &json);
  FILE *f = fopen(unit_file(b, i, "json"), "w");
  if (f) {
    fputs(json.data, f);
    fclose(f);
  }
  if (c.kernel_times)
    fclose(c.kernel_times);
  fflush(stdout);
  fflush(stderr);
  _exit(rc);
}

static void start_worker(Batch *b, int i) {
  Unit *u = &b->units[i];
  fflush(stdout);
  fflush(stderr);
  pid_t parent = getpid();
  u->start_ms = now_ms();
  pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    worker(b, i, parent);
  }
  if (pid < 0) {
    u->pid = -1;
    return;
  }
  // Its own group, so that Ctrl-C reaches tandem alone, which then ends
  // the workers in order (process.c) before removing the temp dir.
  setpgid(pid, pid);
  proc_track_worker(pid, true);
  u->pid = pid;
}

// ------------------------------------------------------------------ results

static const char *verdict_of(const Jv *k) {
  const char *v = jv_str(jv_get(k, "verdict"));
  return v ? v : "inconclusive";
}

static const Jv *kernels_of(const Unit *u) {
  return u->doc ? jv_get(u->doc, "kernels") : NULL;
}

static double kernel_ms(const Unit *u, int k) {
  const char *p = u->times;
  for (int i = 0; p && i < k; i++)
    p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL;
  double ms;
  return p && sscanf(p, "%lf", &ms) == 1 ? ms : u->ms;
}

// A worker that died (a crash, the OOM killer) leaves its file
// inconclusive, with a message: the other files carry on.
static void worker_died(Batch *b, Unit *u, int status) {
  const char *why = WIFSIGNALED(status)
                        ? arena_printf(&b->arena, "killed by signal %d", WTERMSIG(status))
                        : arena_printf(&b->arena, "exit status %d", WEXITSTATUS(status));
  const char *msg = arena_printf(&b->arena, "internal error: tandem's worker for '%s' stopped "
                                 "(%s); its kernels are not verified", u->path, why);
  StrBuf s;
  sb_init(&s);
  sb_printf(&s, "%standem: error: %s\n", u->err ? u->err : "", msg);
  free(u->err);
  u->err = xstrdup(s.data);
  s.len = 0;
  sb_puts(&s, "{\"file\":");
  json_string(&s, u->path);
  sb_puts(&s, ",\"error\":");
  json_string(&s, msg);
  sb_puts(&s, ",\"notes\":[],\"kernels\":[]}");
  free(u->json);
  u->json = xstrdup(s.data);
  sb_free(&s);
  u->exit = EXIT_INCONCLUSIVE;
}

static void finish_unit(Batch *b, int i, int status) {
  Unit *u = &b->units[i];
  u->ms = now_ms() - u->start_ms;
  u->done = true;
  b->ndone++;
  proc_track_worker(u->pid, false);
  u->out = read_file(unit_file(b, i, "out"), NULL);
  u->err = read_file(unit_file(b, i, "err"), NULL);
  u->json = read_file(unit_file(b, i, "json"), NULL);
  u->times = read_file(unit_file(b, i, "times"), NULL);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code < 0 || code > 3)
    worker_died(b, u, status);
  else
    u->exit = code;
  const char *err = NULL;
  u->doc = u->json && *u->json ? jv_parse(u->json, &b->arena, &err) : NULL;
  // Another shard reports this file's own errors and notes.
  if (!shard_owns_file(b->cfg, i) && jv_len(kernels_of(u)) == 0) {
    u->dropped = true;
    u->exit = EXIT_VERIFIED;
  }
}

// JSON Lines: a Jv written back as JSON.
static void jv_write(StrBuf *s, const Jv *v) {
  switch (v->kind) {
  case JV_NULL:
    sb_puts(s, "null");
    return;
  case JV_BOOL:
    sb_puts(s, v->b ? "true" : "false");
    return;
  case JV_NUM:
    if (v->num == (double)(long long)v->num && v->num > -9e15 && v->num < 9e15)
      sb_printf(s, "%lld", (long long)v->num);
    else
      sb_printf(s, "%.17g", v->num);
    return;
  case JV_STR:
    json_string(s, v->str);
    return;
  case JV_ARR:
  case JV_OBJ:
    sb_putc(s, v->kind == JV_ARR ? '[' : '{');
    for (int i = 0; i < v->n; i++) {
      if (i)
        sb_putc(s, ',');
      if (v->kind == JV_OBJ) {
        json_string(s, v->keys[i]);
        sb_putc(s, ':');
      }
      jv_write(s, v->items[i]);
    }
    sb_putc(s, v->kind == JV_ARR ? ']' : '}');
    return;
  }
}

// One object per kernel: "file" first, then the kernel's members as in
// --format=json, then its time. A file's error or notes get a line of
// their own (no "kernel" member).
static void write_jsonl(Unit *u) {
  StrBuf s;
  sb_init(&s);
  const Jv *ks = kernels_of(u), *notes = u->doc ? jv_get(u->doc, "notes") : NULL;
  const char *error = u->doc ? jv_str(jv_get(u->doc, "error")) : NULL;
  if (!u->doc && u->json && *u->json) // worker_died's, or unreadable: keep as is
    sb_printf(&s, "%s\n", u->json);
  if (error || jv_len(notes)) {
    sb_puts(&s, "{\"file\":");
    json_string(&s, u->path);
    sb_puts(&s, ",\"error\":");
    json_string(&s, error);
    sb_puts(&s, ",\"notes\":");
    jv_write(&s, notes);
    sb_puts(&s, "}\n");
  }
  for (int k = 0; k < jv_len(ks); k++) {
    const Jv *o = jv_at(ks, k);
    sb_puts(&s, "{\"file\":");
    json_string(&s, u->path);
    for (int m = 0; m < o->n; m++) {
      sb_putc(&s, ',');
      json_string(&s, o->keys[m]);
      sb_putc(&s, ':');
      jv_write(&s, o->items[m]);
    }
    sb_printf(&s, ",\"time_ms\":%.0f}\n", kernel_ms(u, k));
  }
  fputs(s.data, stdout);
  sb_free(&s);
}

// `[12/40] kernel 'scan' in src/scan.cu ... verified 0.4 s` on stderr when
// it is a terminal: the count is of files, whose kernels are known only
// once each is compiled.
static void progress(Batch *b, Unit *u) {
  if (!b->progress || u->dropped)
    return;
  const Jv *ks = kernels_of(u);
  const char *error = u->doc ? jv_str(jv_get(u->doc, "error")) : "internal error";
  if (error || jv_len(ks) == 0)
    fprintf(stderr, "[%d/%d] %s ... %s %.1f s\n", b->ndone, b->n, u->path,
            error ? "error" : "no kernels", u->ms / 1000.0);
  for (int k = 0; k < jv_len(ks); k++)
    fprintf(stderr, "[%d/%d] kernel '%s' in %s ... %s %.1f s\n", b->ndone, b->n,
            jv_str(jv_get(jv_at(ks, k), "kernel")), u->path, verdict_of(jv_at(ks, k)),
            kernel_ms(u, k) / 1000.0);
}

// Text and JSON keep the inputs' order: a file is shown once it and every
// file before it are done. JSON Lines are written as each file finishes.
static void show(Batch *b, int i) {
  Unit *u = &b->units[i];
  progress(b, u);
  if (b->cfg->jsonl) {
    if (!u->dropped)
      write_jsonl(u);
    if (!u->dropped && u->err)
      fputs(u->err, stderr);
    u->shown = true;
  }
  while (b->next_shown < b->n && b->units[b->next_shown].done) {
    Unit *w = &b->units[b->next_shown++];
    if (!w->shown && !w->dropped && !b->cfg->opt.json && w->out)
      fputs(w->out, stdout);
    if (!w->shown && !w->dropped && w->err)
      fputs(w->err, stderr);
    w->shown = true;
  }
  fflush(stdout);
  fflush(stderr);
}

static int cores(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

static void run_workers(Batch *b) {
  int next = 0, running = 0;
  while (next < b->n || running) {
    while (running < b->workers && next < b->n) {
      start_worker(b, next);
      if (b->units[next].pid < 0) { // fork failed: the file is inconclusive
        b->units[next].start_ms = now_ms();
        finish_unit(b, next, 0xff00); // exit status 255: "stopped"
        show(b, next++);
        continue;
      }
      next++;
      running++;
    }
    if (!running)
      continue;
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0) {
      if (errno == EINTR)
        continue;
      break; // no children left: cannot happen while running > 0
    }
    for (int i = 0; i < next; i++)
      if (b->units[i].pid == pid && !b->units[i].done) {
        finish_unit(b, i, status);
        show(b, i);
        running--;
      }
  }
}

// ------------------------------------------------------------------ summary

typedef struct Count {
  const char *name;
  int n;
} Count;

static void count(Arena *a, PtrVec *v, const char *name) {
  for (int i = 0; i < v->len; i++) {
    Count *c = v->items[i];
    if (!strcmp(c->name, name)) {
      c->n++;
      return;
    }
  }
  Count *c = NEW(a, Count);
  c->name = name;
  c->n = 1;
  vec_push(a, v, c);
}

static int by_double(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return a < b ? -1 : a > b;
}

// The class of a defect: its kind, and for races which accesses race.
static const char *defect_class(Arena *a, const Jv *d) {
  const char *kind = jv_str(jv_get(d, "kind")), *race = jv_str(jv_get(d, "race"));
  if (!kind)
    return "defect";
  return race ? arena_printf(a, "%s race", race) : kind;
}

static void print_counts(FILE *f, const PtrVec *v) {
  for (int i = 0; i < v->len; i++) {
    const Count *c = v->items[i];
    fprintf(f, "    %-54.54s %6d\n", c->name, c->n);
  }
}

static void summary(Batch *b, FILE *f) {
  int files = 0, errors = 0, kernels = 0, verified = 0, defects = 0, unsupported = 0,
      inconclusive = 0;
  PtrVec classes = {0}, constructs = {0};
  double *times = NEW_ARRAY(&b->arena, double, 1);
  int ntimes = 0;
  for (int i = 0; i < b->n; i++) {
    Unit *u = &b->units[i];
    if (u->dropped)
      continue;
    files++;
    errors += !u->doc || jv_str(jv_get(u->doc, "error")) != NULL;
    const Jv *ks = kernels_of(u);
    double *grown = NEW_ARRAY(&b->arena, double, ntimes + jv_len(ks) + 1);
    memcpy(grown, times, sizeof(double) * (size_t)ntimes);
    times = grown;
    for (int k = 0; k < jv_len(ks); k++) {
      const Jv *o = jv_at(ks, k);
      const char *v = verdict_of(o);
      kernels++;
      times[ntimes++] = kernel_ms(u, k);
      if (!strcmp(v, "verified"))
        verified++;
      else if (!strcmp(v, "defects")) {
        defects++;
        const Jv *ds = jv_get(o, "defects");
        for (int d = 0; d < jv_len(ds); d++)
          count(&b->arena, &classes, defect_class(&b->arena, jv_at(ds, d)));
      } else if (!strcmp(v, "unsupported")) {
        unsupported++;
        const char *m = jv_str(jv_get(o, "message"));
        count(&b->arena, &constructs, m ? m : "?");
      } else
        inconclusive++;
    }
  }
  qsort(times, (size_t)ntimes, sizeof(double), by_double);
  double median = !ntimes ? 0 : ntimes % 2 ? times[ntimes / 2]
                                           : (times[ntimes / 2 - 1] + times[ntimes / 2]) / 2;
  fprintf(f, "tandem: summary\n");
  fprintf(f, "  %-56s %6d\n", "files", files);
  fprintf(f, "  %-56s %6d\n", "  of which could not be verified (bad input, clang)", errors);
  fprintf(f, "  %-56s %6d\n", "kernels", kernels);
  fprintf(f, "  %-56s %6d\n", "verified", verified);
  fprintf(f, "  %-56s %6d\n", "with defects (defects by class below)", defects);
  print_counts(f, &classes);
  fprintf(f, "  %-56s %6d\n", "unsupported (by construct below)", unsupported);
  print_counts(f, &constructs);
  fprintf(f, "  %-56s %6d\n", "inconclusive", inconclusive);
  fprintf(f, "  time: %.1f s in all, median %.2f s per kernel (-j %d)\n",
          (now_ms() - b->start_ms) / 1000.0, median / 1000.0, b->workers * b->slots);
}

// ------------------------------------------------------------------ the batch

static int finish(Batch *b) {
  int exit = EXIT_VERIFIED, found = 0;
  StrBuf doc;
  sb_init(&doc);
  sb_printf(&doc, "{\"tandem\":\"%s\",\"files\":[", TANDEM_VERSION);
  int nfiles = 0;
  for (int i = 0; i < b->n; i++) {
    Unit *u = &b->units[i];
    exit = worst_exit(exit, u->exit);
    found += jv_len(kernels_of(u));
    if (!u->dropped && u->json && *u->json)
      sb_printf(&doc, "%s%s", nfiles++ ? "," : "", u->json);
  }
  const char *want = b->cfg->opt.kernel_name;
  if (want && !found && !b->cfg->shard_n) {
    fprintf(stderr, "tandem: error: no kernel named '%s' in any of the %d input files\n", want,
            b->n);
    exit = worst_exit(exit, EXIT_BAD_INPUT);
  }
  sb_printf(&doc, "],\"exit\":%d}\n", exit);
  if (b->cfg->sarif) {
    StrBuf log;
    sb_init(&log);
    if (sarif_from_json(doc.data, &log) != exit)
      exit = EXIT_INCONCLUSIVE;
    fputs(log.data, stdout);
    sb_free(&log);
  } else if (b->cfg->opt.json)
    fputs(doc.data, stdout);
  sb_free(&doc);
  if (b->cfg->summary)
    summary(b, b->cfg->opt.json || b->cfg->jsonl ? stderr : stdout);
  return exit;
}

int run_batch(const Config *cfg, const char *tmpdir) {
  Batch b = {.cfg = cfg, .tmpdir = tmpdir, .start_ms = now_ms()};
  int rc = collect(&b);
  if (rc) {
    arena_free(&b.arena);
    return rc;
  }
  int jobs = cfg->jobs ? cfg->jobs : cores();
  // Fewer files than jobs: each worker may run several of its file's
  // kernels at once; never more than `jobs` Boogie processes in all.
  b.workers = jobs < b.n ? jobs : b.n;
  b.slots = jobs / b.workers;
  b.progress = isatty(2);
  run_workers(&b);
  rc = finish(&b);
  for (int i = 0; i < b.n; i++) {
    free(b.units[i].out);
    free(b.units[i].err);
    free(b.units[i].json);
    free(b.units[i].times);
  }
  arena_free(&b.arena);
  return rc;
}

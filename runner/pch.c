// pch.c — precompiled headers for a file's leading #include lines.
//
// Parsing the headers a CUDA program includes (<iostream>, <vector>, ...)
// is most of clang's time on a whole program: 250-350 ms of CPU against
// 40 ms for the file itself. tandem's own header is precompiled at `make`
// time (headers/cuda.pch), but which standard headers a file includes is
// known only when the file is read. So the first time a file's *leading
// run of #include lines* is seen, tandem precompiles exactly that run, after
// its own header, into a cache directory, and every later file that starts
// with the same run (in the same order, with the same flags) is compiled
// with that PCH.
//
// Why the result is the one of an ordinary compile: the PCH holds the text
// the file itself starts with (tandem's header, then the same #include
// lines in the same order, with the same flags and macros), so when clang
// reaches the file's own #include lines everything they declare is already
// there, and their include guards skip them (a header without a guard,
// like <assert.h>, is read again in the same macro state, as it reads
// again in any compile). Only `#include <...>` lines count, and `"..."`
// lines that name no file beside the source (those resolve exactly like
// `<...>`); the run stops at the first other line that is not blank or a
// comment, so no #define can come between. Any failure to build or to use
// a PCH (a stale one: clang checks every header's size and time stamp, the
// system headers too with -fmodules-validate-system-headers; another clang)
// falls back to the ordinary compile, whose diagnostics the user sees, and
// deletes the PCH. Templates the headers instantiate are instantiated once
// in the PCH (-fpch-instantiate-templates) instead of in every file; the
// standard makes such a program ill-formed if the two places could differ.
//
// The cache: --pch-cache=DIR, else $XDG_CACHE_HOME/tandem/pch or
// ~/.cache/tandem/pch; --no-pch-cache turns it off. An entry is named by the
// SHA-256 of clang's command line and the header text; it is written under
// a temporary name and renamed, so concurrent runs may share the
// directory; past PCH_KEEP entries the least recently used go.
#include "runner.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PCH_KEEP = 48 };

static const char *skip_space(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v')
    p++;
  return p;
}

// Past comments and blank space up to the end of the line; NULL when
// something else is on the line. `*in_block` carries a /* comment over.
static const char *rest_is_blank(const char *p, bool *in_block) {
  for (;;) {
    if (*in_block) {
      const char *e = strstr(p, "*/");
      const char *nl = strchr(p, '\n');
      if (!e || (nl && nl < e))
        return nl ? nl : p + strlen(p); // the comment goes on
      *in_block = false;
      p = e + 2;
    }
    p = skip_space(p);
    if (*p == '\n' || !*p)
      return p;
    if (p[0] == '/' && p[1] == '/') {
      const char *nl = strchr(p, '\n');
      if (nl && nl > p && nl[-1] == '\\')
        return NULL; // a comment continued onto the next line
      return nl ? nl : p + strlen(p);
    }
    if (p[0] == '/' && p[1] == '*') {
      *in_block = true;
      p += 2;
      continue;
    }
    return NULL;
  }
}

// An `#include <X>` or `#include "X"` line at p: X into name; the end of
// the line, or NULL when the line is anything else (runner.h).
const char *include_line(const char *p, char *quote, char *name, size_t len) {
  p = skip_space(p);
  if (*p != '#')
    return NULL;
  p = skip_space(p + 1);
  if (strncmp(p, "include", 7) || (p[7] != ' ' && p[7] != '\t' && p[7] != '<' && p[7] != '"'))
    return NULL;
  p = skip_space(p + 7);
  char close = *p == '<' ? '>' : *p == '"' ? '"' : 0;
  if (!close)
    return NULL;
  *quote = *p;
  const char *e = strchr(p + 1, close);
  const char *nl = strchr(p, '\n');
  if (!e || (nl && nl < e) || (size_t)(e - p - 1) >= len || e == p + 1)
    return NULL;
  memcpy(name, p + 1, (size_t)(e - p - 1));
  name[e - p - 1] = '\0';
  bool in_block = false;
  const char *end = rest_is_blank(e + 1, &in_block);
  return end && !in_block ? end : NULL;
}

// Whether a quoted include names a file beside the source: then it is the
// user's own header, and the run stops there.
static bool beside_source(const char *src, const char *name) {
  if (name[0] == '/')
    return true;
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%s", src);
  char *slash = strrchr(dir, '/');
  char path[PATH_MAX * 2];
  if (slash) {
    *slash = '\0';
    snprintf(path, sizeof path, "%s/%s", dir, name);
  } else {
    snprintf(path, sizeof path, "%s", name);
  }
  return access(path, F_OK) == 0;
}

// -iquote directories change where "..." includes are found: then only
// <...> lines are taken.
static bool has_iquote(const Config *cfg) {
  for (int i = 0; i < cfg->opt.nclang_args; i++)
    if (!strncmp(cfg->opt.clang_args[i], "-iquote", 7))
      return true;
  return false;
}

const char *pch_prefix_text(const Config *cfg, const char *src, const char *cuda_h, Arena *a) {
  char *text = read_file(src, NULL);
  if (!text)
    return NULL;
  StrBuf sb;
  sb_init(&sb);
  sb_printf(&sb, "#include \"%s\"\n", cuda_h);
  int n = 0;
  bool in_block = false, iquote = has_iquote(cfg);
  const char *p = text;
  if (!strncmp(p, "\xEF\xBB\xBF", 3))
    p += 3;
  while (*p) {
    char quote, name[512];
    const char *end = in_block ? NULL : include_line(p, &quote, name, sizeof name);
    if (end) {
      if (quote == '"' && (iquote || beside_source(src, name)))
        break;
      sb_printf(&sb, "#include <%s>\n", name);
      n++;
    } else if (!(end = rest_is_blank(p, &in_block))) {
      break;
    }
    p = *end ? end + 1 : end;
  }
  free(text);
  const char *r = n ? arena_strdup(a, sb.data) : NULL;
  sb_free(&sb);
  return r;
}

static bool make_dirs(const char *path) {
  char buf[PATH_MAX];
  snprintf(buf, sizeof buf, "%s", path);
  for (char *s = buf + 1; *s; s++)
    if (*s == '/') {
      *s = '\0';
      if (mkdir(buf, 0755) != 0 && errno != EEXIST)
        return false;
      *s = '/';
    }
  return (mkdir(buf, 0755) == 0 || errno == EEXIST) && access(buf, W_OK | X_OK) == 0;
}

const char *pch_cache_dir(const Config *cfg, Arena *a) {
  if (cfg->opt.no_pch_cache)
    return NULL;
  const char *dir = cfg->opt.pch_cache;
  if (!dir) {
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (xdg && *xdg == '/')
      dir = arena_printf(a, "%s/tandem/pch", xdg);
    else if (home && *home == '/')
      dir = arena_printf(a, "%s/.cache/tandem/pch", home);
    else
      return NULL;
  }
  return make_dirs(dir) ? dir : NULL;
}

// Keeps the PCH_KEEP most recently used entries (a use touches the file).
static void evict(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  int n = 0;
  char oldest[NAME_MAX + 1] = "";
  time_t t_old = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name);
    if (l < 5 || strcmp(e->d_name + l - 4, ".pch"))
      continue;
    char path[PATH_MAX];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if (stat(path, &st) != 0)
      continue;
    n++;
    if (!oldest[0] || st.st_mtime < t_old) {
      t_old = st.st_mtime;
      snprintf(oldest, sizeof oldest, "%s", e->d_name);
    }
  }
  closedir(d);
  if (n > PCH_KEEP && oldest[0]) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, oldest);
    unlink(path);
    path[strlen(path) - 4] = '\0';
    strcat(path, ".h");
    unlink(path);
  }
}

void pch_key(const char *const *argv, const char *text, char out[65]) {
  Sha256 h;
  sha256_init(&h);
  sha256_update(&h, "tandem-pch-1", 13);
  for (int i = 0; argv[i]; i++)
    sha256_update(&h, argv[i], strlen(argv[i]) + 1);
  sha256_update(&h, text, strlen(text));
  sha256_hex(&h, out);
}

bool pch_entry(const char *dir, const char *key, const char *text, PchEntry *e, Arena *a) {
  e->header = arena_printf(a, "%s/%s.h", dir, key);
  e->pch = arena_printf(a, "%s/%s.pch", dir, key);
  e->tmp = arena_printf(a, "%s/%s.pch.%ld.tmp", dir, key, (long)getpid());
  e->exists = access(e->pch, R_OK) == 0 && access(e->header, R_OK) == 0;
  if (e->exists) {
    utimensat(AT_FDCWD, e->pch, NULL, 0); // most recently used
    return true;
  }
  // The header is written once: a new time stamp would make clang refuse
  // every PCH built from it.
  if (access(e->header, R_OK) == 0)
    return true;
  const char *tmp = arena_printf(a, "%s.%ld.tmp", e->header, (long)getpid());
  FILE *f = fopen(tmp, "w");
  if (!f)
    return false;
  bool ok = fputs(text, f) >= 0;
  ok = fclose(f) == 0 && ok;
  // link, not rename: when a concurrent run wrote the header first, its
  // copy (and the time stamp its PCH recorded) stays.
  ok = ok && (link(tmp, e->header) == 0 || errno == EEXIST);
  unlink(tmp);
  return ok;
}

void pch_built(const char *dir, const PchEntry *e, bool ok) {
  if (ok && rename(e->tmp, e->pch) == 0)
    evict(dir);
  else
    unlink(e->tmp);
}

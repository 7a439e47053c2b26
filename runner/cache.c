// cache.c — the solver-result cache (--cache-dir=DIR).
//
// Boogie's answer is a function of its input: the .bpl text, its command
// line, and the Boogie and z3 it runs (tandem fixes z3's seeds, see
// driver.c). So the answer to an identical question can be reused: a CI job
// that re-verifies a project where few kernels changed asks the solver only
// about those, and the test suite's second pass (under AddressSanitizer)
// re-checks tandem's own code without paying for z3 again.
//
// Soundness rests on the key naming everything the answer depends on:
//   - the .bpl bytes, in full;
//   - every Boogie argument but the paths of files in tandem's temporary
//     directory (/mv:FILE and the .bpl's own path), which name no content;
//   - size and modification time of each executable on that command line
//     (mono, Boogie.exe, z3), so that upgrading a tool misses the cache;
//   - tandem's version and this format's number;
// hashed with SHA-256, where a collision is not a practical concern. Only
// answers that are a proof or a refutation are stored (the caller decides:
// never a time-out, a memory limit or a failed run), since those depend on
// the machine's load, not on the question.
//
// An entry is a directory DIR/KEY holding the first run's output, the
// models run's output and the models file, as driver.c reads them, and a
// `flags` file saying which runs there were. It is written under a temporary
// name and renamed into place, so that concurrent tandem processes sharing
// DIR see whole entries or none.
#include "runner.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { CACHE_FORMAT = 1 };

static void hash_str(Sha256 *h, const char *s) {
  sha256_update(h, s, strlen(s) + 1); // with its NUL: "ab","c" differs from "a","bc"
}

// An executable's identity: its size and modification time.
static void hash_file_stat(Sha256 *h, const char *path) {
  struct stat st;
  char buf[96];
  if (stat(path, &st) == 0)
    snprintf(buf, sizeof buf, "%lld:%lld.%09ld", (long long)st.st_size,
             (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
  else
    snprintf(buf, sizeof buf, "missing");
  hash_str(h, buf);
}

bool solver_cache_key(const char *const *argv, const char *bpl_path, char key[65]) {
  size_t len;
  char *bpl = read_file(bpl_path, &len);
  if (!bpl)
    return false;
  Sha256 h;
  sha256_init(&h);
  char head[64];
  snprintf(head, sizeof head, "tandem %s cache %d", TANDEM_VERSION, CACHE_FORMAT);
  hash_str(&h, head);
  for (int i = 0; argv[i]; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "/mv:", 4) || !strncmp(a, "/proverLog:", 11) || !strcmp(a, bpl_path))
      continue;
    hash_str(&h, a);
    if (a[0] == '/' && !strncmp(a, "/z3exe:", 7))
      hash_file_stat(&h, a + 7);
    else if (a[0] == '/' && access(a, R_OK) == 0)
      hash_file_stat(&h, a);
  }
  sha256_update(&h, bpl, len);
  free(bpl);
  sha256_hex(&h, key);
  return true;
}

static bool copy_file(const char *from, const char *to) {
  size_t len;
  char *data = read_file(from, &len);
  if (!data)
    return false;
  FILE *f = fopen(to, "wb");
  bool ok = f && fwrite(data, 1, len, f) == len;
  if (f && fclose(f) != 0)
    ok = false;
  free(data);
  return ok;
}

static const char *const part_names[3] = {"out", "models_out", "model"};

bool solver_cache_restore(const char *dir, const char *key, const char *const paths[3],
                          bool *models_run, bool *second_run, bool *direct_proof) {
  char entry[4096], file[4200];
  snprintf(entry, sizeof entry, "%s/%s", dir, key);
  snprintf(file, sizeof file, "%s/flags", entry);
  char *flags = read_file(file, NULL);
  int m, s, d = 0;
  bool ok = flags && sscanf(flags, "models_run=%d second_run=%d direct=%d", &m, &s, &d) >= 2;
  free(flags);
  if (!ok)
    return false;
  *models_run = m;
  *second_run = s;
  *direct_proof = d; // the direct attempt's proof (direct.c): no Boogie output
  for (int i = 0; i < 3 && ok; i++) {
    snprintf(file, sizeof file, "%s/%s", entry, part_names[i]);
    if (access(file, R_OK) == 0)
      ok = copy_file(file, paths[i]);
  }
  return ok;
}

void solver_cache_store(const char *dir, const char *key, const char *const paths[3],
                        bool models_run, bool second_run, bool direct_proof) {
  char tmp[4096], file[4200], entry[4096];
  if (mkdir(dir, 0777) != 0 && errno != EEXIST)
    return;
  snprintf(entry, sizeof entry, "%s/%s", dir, key);
  if (access(entry, F_OK) == 0)
    return;
  snprintf(tmp, sizeof tmp, "%s/.tmp-%s-%ld", dir, key, (long)getpid());
  if (mkdir(tmp, 0777) != 0)
    return;
  bool ok = true;
  for (int i = 0; i < 3 && ok; i++) {
    if (!paths[i] || access(paths[i], R_OK) != 0)
      continue;
    snprintf(file, sizeof file, "%s/%s", tmp, part_names[i]);
    ok = copy_file(paths[i], file);
  }
  snprintf(file, sizeof file, "%s/flags", tmp);
  FILE *f = ok ? fopen(file, "w") : NULL;
  if (f) {
    fprintf(f, "models_run=%d second_run=%d direct=%d\n", models_run, second_run, direct_proof);
    ok = fclose(f) == 0;
  } else {
    ok = false;
  }
  // rename fails when another process stored the same entry first: fine.
  if (!ok || rename(tmp, entry) != 0)
    remove_tree(tmp);
}

// probe.c — LLVM IR that the user hands us (.bc, .ll) is read first in a
// forked child.
//
// LLVM 14's bitcode reader trusts its input more than it should: on
// corrupted bitcode it can abort (an assertion, llvm_unreachable), crash,
// or call exit(1) from report_fatal_error. None of that may end tandem:
// the batch must go on, the temp dir must go, the user must learn which
// file is broken. A child process parses the file, verifies the module
// (LLVMVerifyModule), and then lowers it exactly as tandem will (the
// translator sees shapes of IR that only a corrupted file has); it reports
// on a pipe. Only when the child got through all of it does tandem read the
// file itself. The cost is one fork and a second parse: ~2-5 ms for a
// kernel-sized module (docs/user-guide.md).
#include "runner.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/IRReader.h>

// The child's report, one line each: "ERR <message>" when LLVM rejected
// the file, "OK <triple>" once parsed and verified, "DONE" after lowering.
static void say(int fd, const char *tag, const char *msg) {
  StrBuf sb;
  sb_init(&sb);
  sb_printf(&sb, "%s ", tag);
  // One line of printable text, whatever LLVM quoted from the file.
  for (const char *p = msg ? msg : ""; *p && sb.len < 300; p++) {
    unsigned char c = (unsigned char)*p;
    sb_putc(&sb, c == '\n' || c == '\t' ? ' ' : c < 0x20 || c >= 0x7f ? '?' : (char)c);
  }
  while (sb.len && sb.data[sb.len - 1] == ' ')
    sb.len--;
  sb_putc(&sb, '\n');
  ssize_t w = write(fd, sb.data, sb.len);
  (void)w;
  sb_free(&sb);
}

static int report_fd = -1; // the child's pipe, for the fatal-error handler

static void on_llvm_fatal(const char *reason) {
  say(report_fd, "ERR", reason);
  _exit(2);
}

static Lang lang_of_triple(const char *triple, const char *path) {
  // Unknown triple: CUDA unless the path itself says SPIR (see user guide).
  const char *probe = triple && *triple ? triple : path;
  return strstr(probe, "spir") ? LANG_OPENCL : LANG_CUDA;
}

static _Noreturn void child(const Config *cfg, const char *path, int fd) {
  report_fd = fd;
  proc_child_default_signals();
  int null = open("/dev/null", O_WRONLY);
  if (null >= 0)
    dup2(null, 1);
  dup2(fd, 2); // what LLVM prints before exit(1) is the message we want
  LLVMInstallFatalErrorHandler(on_llvm_fatal);
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    say(fd, "ERR", msg);
    _exit(2);
  }
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) { // takes ownership of buf
    say(fd, "ERR", msg);
    _exit(2);
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "invalid module: %s", msg ? msg : "");
    say(fd, "ERR", sb.data);
    _exit(2);
  }
  const char *triple = LLVMGetTarget(mod);
  say(fd, "OK", triple);
  Lang lang = lang_of_triple(triple, path);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  Arena a = {0};
  Module m;
  char err[1024];
  translate_file(path, lang, &cfg->opt, &a, &m, err, sizeof err);
  say(fd, "DONE", "");
  _exit(0);
}

// The first line of `text` that starts with `tag` and a space; NULL if none.
static char *line_with(char *text, const char *tag) {
  size_t n = strlen(tag);
  for (char *p = text; p && *p;) {
    char *nl = strchr(p, '\n');
    if (!strncmp(p, tag, n) && p[n] == ' ') {
      if (nl)
        *nl = '\0';
      return p + n + 1;
    }
    p = nl ? nl + 1 : NULL;
  }
  return NULL;
}

// LLVM's own words when it died without an ERR line: the first line it
// printed that is not ours ("LLVM ERROR: ...", "Invalid record").
static const char *first_other_line(char *text) {
  for (char *p = text; p && *p;) {
    char *nl = strchr(p, '\n');
    if (nl)
      *nl = '\0';
    if (*p && strncmp(p, "OK ", 3) && strncmp(p, "DONE", 4) && strncmp(p, "ERR ", 4))
      return p;
    p = nl ? nl + 1 : NULL;
  }
  return NULL;
}

static char *read_all(int fd) {
  StrBuf sb;
  sb_init(&sb);
  char buf[4096];
  for (;;) {
    ssize_t r = read(fd, buf, sizeof buf);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    if (sb.len < 64 * 1024)
      sb_printf(&sb, "%.*s", (int)r, buf);
  }
  return sb.data;
}

// Bitcode starts with 'BC' 0xC0DE, or with the wrapper magic 0x0B17C0DE.
static bool bitcode_signature(const char *path) {
  unsigned char m[4] = {0};
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  size_t n = fread(m, 1, 4, f);
  fclose(f);
  return n == 4 && ((m[0] == 'B' && m[1] == 'C' && m[2] == 0xC0 && m[3] == 0xDE) ||
                    (m[0] == 0xDE && m[1] == 0xC0 && m[2] == 0x17 && m[3] == 0x0B));
}

int probe_ir(const Config *cfg, const char *path, Lang *lang, char *err, size_t errlen) {
  size_t plen = strlen(path);
  if (plen > 3 && !strcmp(path + plen - 3, ".bc") && !bitcode_signature(path)) {
    snprintf(err, errlen, "'%s' is not LLVM bitcode (it does not start with the bitcode "
             "signature)", path);
    return EXIT_BAD_INPUT;
  }
  int fds[2];
  if (pipe(fds) != 0) {
    snprintf(err, errlen, "cannot check '%s': %s", path, strerror(errno));
    return EXIT_INCONCLUSIVE;
  }
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    snprintf(err, errlen, "cannot check '%s': %s", path, strerror(errno));
    return EXIT_INCONCLUSIVE;
  }
  if (pid == 0) {
    close(fds[0]);
    child(cfg, path, fds[1]);
  }
  close(fds[1]);
  char *text = read_all(fds[0]);
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
    ;
  bool done = !strncmp(text, "DONE\n", 5) || strstr(text, "\nDONE\n");
  char *copy = xstrdup(text);
  const char *bad = line_with(text, "ERR");
  char *ok = line_with(copy, "OK");
  int rc = 0;
  if (bad) {
    snprintf(err, errlen, "'%s' is not valid LLVM IR: %s", path, bad);
    rc = EXIT_BAD_INPUT;
  } else if (!ok) {
    strcpy(copy, text);
    const char *said = first_other_line(copy);
    char how[64];
    if (WIFSIGNALED(status))
      snprintf(how, sizeof how, "the reader crashed (signal %d)", WTERMSIG(status));
    else
      snprintf(how, sizeof how, "the reader gave up (exit %d)", WEXITSTATUS(status));
    snprintf(err, errlen, "'%s' is not valid LLVM IR: %s%s%s", path, said ? said : how,
             said ? "; " : "", said ? how : "");
    rc = EXIT_BAD_INPUT;
  } else {
    *lang = lang_of_triple(ok, path);
    if (!done || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      snprintf(err, errlen, "internal error: the translator %s on '%s' (please report)",
               WIFSIGNALED(status) ? "crashed" : "failed", path);
      rc = EXIT_INCONCLUSIVE;
    }
  }
  free(copy);
  free(text);
  return rc;
}

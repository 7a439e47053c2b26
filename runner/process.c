// process.c — starting clang and Boogie with a wall-clock limit.
#include "runner.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static bool is_executable(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

char *find_program(const char *name) {
  if (strchr(name, '/'))
    return is_executable(name) ? xstrdup(name) : NULL;
  const char *path = getenv("PATH");
  if (!path || !*path)
    path = "/usr/local/bin:/usr/bin:/bin";
  StrBuf sb;
  sb_init(&sb);
  char *found = NULL;
  for (const char *p = path; !found;) {
    const char *end = strchr(p, ':');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    sb.len = 0;
    if (n == 0)
      sb_puts(&sb, "."); // an empty PATH entry means the current directory
    else
      sb_printf(&sb, "%.*s", (int)n, p);
    sb_printf(&sb, "/%s", name);
    if (is_executable(sb.data))
      found = xstrdup(sb.data);
    if (!end)
      break;
    p = end + 1;
  }
  sb_free(&sb);
  return found;
}

// In the child: never returns. Only async-signal-safe calls until exec.
// pipe_in / pipe_out: the child's stdin and stdout (-1: /dev/null and out_path).
static void child_exec(char *const argv[], char *const envp[], const char *cwd, const char *out_path,
                       bool merge_stderr, pid_t parent, int pipe_in, int pipe_out) {
  setpgid(0, 0);
  // Should tandem be killed outright (kill -9), its solver must not run
  // on: the kernel kills this child when tandem dies. (Boogie's z3 is a
  // child of mono and ends when mono's pipe to it closes.)
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent)
    _exit(127); // tandem died before the line above
  proc_child_default_signals();
  int in = pipe_in >= 0 ? pipe_in : open("/dev/null", O_RDONLY);
  if (in >= 0) {
    dup2(in, 0);
    close(in);
  }
  int out = pipe_out >= 0 ? pipe_out
            : out_path    ? open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600)
                          : open("/dev/null", O_WRONLY);
  if (out >= 0) {
    dup2(out, 1);
    if (merge_stderr)
      dup2(out, 2);
    close(out);
  }
  if (cwd && chdir(cwd) != 0)
    _exit(126);
  execve(argv[0], argv, envp);
  _exit(127);
}

// ------------------------------------------------------------------ interruption
// When tandem itself is interrupted (Ctrl-C, or `timeout` in a script) its
// solver runs, each in a process group of its own, must not live on, and its
// temporary directory must go. A signal handler can only reach them through
// process-wide state: this small registry is the one exception to "no global
// mutable state", written only by the main flow and read by the handler.
// Room for a batch's workers (-j is at most 64) next to one file's runs.
enum { MAX_GROUPS = 80 };
static volatile sig_atomic_t live_groups[MAX_GROUPS];
static const char *volatile doomed_dir;
static bool doomed_dir_kept;
static pid_t doomed_owner; // the tandem process that made doomed_dir

static void track_group(pid_t pgid, bool on) {
  for (int i = 0; i < MAX_GROUPS; i++)
    if (on ? live_groups[i] == 0 : live_groups[i] == pgid) {
      live_groups[i] = on ? pgid : 0;
      return;
    }
}

static void on_fatal_signal(int sig) {
  for (int i = 0; i < MAX_GROUPS; i++)
    if (live_groups[i])
      kill(-(pid_t)live_groups[i], SIGKILL);
  // Wait for the leaders (our children) before the temp dir goes: a batch
  // worker still running could write into it after remove_tree.
  for (int i = 0; i < MAX_GROUPS; i++)
    if (live_groups[i])
      waitpid((pid_t)live_groups[i], NULL, 0);
  // nftw is not async-signal-safe, but the process ends right after and no
  // other thread runs: the worst case is a directory left behind.
  if (doomed_dir && !doomed_dir_kept && getpid() == doomed_owner)
    remove_tree(doomed_dir);
  signal(sig, SIG_DFL);
  raise(sig);
}

// tandem's own exit(3) on out-of-memory (xmalloc) leaves through here. The
// pid check: a forked child that does not exec (probe.c) may be ended by
// LLVM's exit(1), and must not take the parent's directory with it.
static void on_exit_cleanup(void) {
  if (doomed_dir && !doomed_dir_kept && getpid() == doomed_owner)
    remove_tree(doomed_dir);
}

void proc_cleanup_on_signal(const char *tmpdir, bool keep) {
  static bool registered;
  if (!registered)
    atexit(on_exit_cleanup);
  registered = true;
  doomed_owner = getpid();
  doomed_dir = tmpdir;
  doomed_dir_kept = keep;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fatal_signal;
  sigemptyset(&sa.sa_mask);
  // Crashes too: the solver groups and the temp dir go, then the signal
  // takes its course (a core dump where enabled).
  int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL};
  for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
    sigaction(sigs[i], &sa, NULL);
}

void proc_forget_groups(void) {
  for (int i = 0; i < MAX_GROUPS; i++)
    live_groups[i] = 0;
}

void proc_track_worker(pid_t pgid, bool on) {
  track_group(pgid, on);
}

void proc_child_default_signals(void) {
  int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL};
  for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
    signal(sigs[i], SIG_DFL);
}

// The raw system call: glibc's wrapper is 2.36 and later. pidfds are
// close-on-exec, so later children do not inherit them.
static void open_pidfd(Proc *p) {
#ifdef SYS_pidfd_open
  int fd = (int)syscall(SYS_pidfd_open, p->pid, 0);
  p->has_pidfd = fd >= 0;
  p->pidfd = fd;
#else
  p->has_pidfd = false;
#endif
}

// The child's environment: tandem's own, with TMPDIR set to `cwd` when
// there is one (Boogie runs in tandem's temporary directory). Mono writes
// files there (a CASESENSITIVETEST<guid> probe of the file system, among
// others); killed at the wrong moment it would leave them in the user's
// TMPDIR, and tandem removes its own directory however it ends. Built
// before fork: the child may only make async-signal-safe calls.
extern char **environ;

static char **child_environment(const char *cwd) {
  size_t n = 0;
  while (environ[n])
    n++;
  char **envp = xmalloc((n + 2) * sizeof *envp);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (!cwd || strncmp(environ[i], "TMPDIR=", 7))
      envp[k++] = environ[i];
  if (cwd) { // absolute: the child runs in cwd
    char *abs = realpath(cwd, NULL);
    const char *dir = abs ? abs : cwd;
    envp[k] = xmalloc(strlen(dir) + 8);
    sprintf(envp[k++], "TMPDIR=%s", dir);
    free(abs);
  }
  envp[k] = NULL;
  return envp;
}

static void free_environment(char **envp, const char *cwd) {
  size_t n = 0;
  while (envp[n])
    n++;
  if (cwd && n)
    free(envp[n - 1]); // the TMPDIR entry child_environment made
  free(envp);
}

static int start_child(Proc *p, char *const argv[], const char *cwd, const char *out_path,
                       bool merge_stderr, unsigned limit_s, char *err, size_t errlen,
                       const int child_fds[2]);

int proc_start(Proc *p, char *const argv[], const char *cwd, const char *out_path,
               bool merge_stderr, unsigned limit_s, char *err, size_t errlen) {
  const int none[2] = {-1, -1};
  return start_child(p, argv, cwd, out_path, merge_stderr, limit_s, err, errlen, none);
}

int proc_start_piped(Proc *p, char *const argv[], unsigned limit_s, int *to_child,
                     int *from_child, char *err, size_t errlen) {
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) {
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    return -1;
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    close(in[0]);
    close(in[1]);
    return -1;
  }
  const int child_fds[2] = {in[0], out[1]};
  int rc = start_child(p, argv, NULL, NULL, true, limit_s, err, errlen, child_fds);
  close(in[0]);
  close(out[1]);
  if (rc != 0) {
    close(in[1]);
    close(out[0]);
    return rc;
  }
  *to_child = in[1];
  *from_child = out[0];
  return 0;
}

static int start_child(Proc *p, char *const argv[], const char *cwd, const char *out_path,
                       bool merge_stderr, unsigned limit_s, char *err, size_t errlen,
                       const int child_fds[2]) {
  memset(p, 0, sizeof *p);
  fflush(stdout);
  fflush(stderr);
  char **envp = child_environment(cwd);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    snprintf(err, errlen, "cannot start '%s': %s", argv[0], strerror(errno));
    free_environment(envp, cwd);
    return -1;
  }
  if (pid == 0)
    child_exec(argv, envp, cwd, out_path, merge_stderr, parent, child_fds[0], child_fds[1]);
  free_environment(envp, cwd);
  // Also set the group from the parent so a kill right after fork finds it.
  setpgid(pid, pid);
  track_group(pid, true);
  p->pid = pid;
  p->out_path = out_path;
  open_pidfd(p);
  p->start_ms = now_ms();
  p->limit_s = limit_s;
  p->running = true;
  return 0;
}

static void proc_finish(Proc *p, int status) {
  track_group(p->pid, false);
  if (p->has_pidfd)
    close(p->pidfd);
  p->has_pidfd = false;
  p->status = status;
  p->running = false;
  p->elapsed_ms = now_ms() - p->start_ms;
}

// Reads a small /proc file into buf; false if it is gone.
static bool read_small(const char *path, char *buf, size_t size) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return false;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n <= 0)
    return false;
  buf[n] = '\0';
  return true;
}

// Calls visit(pid, ctx) for every process of Boogie's group: the leader
// (tandem's child) and its descendants, through each thread's children
// list (z3 is the child of whichever mono thread started it). Everything
// in the group is started below the leader, so this finds the processes a
// scan of the whole machine would, for a handful of reads. False when the
// kernel has no such lists (CONFIG_PROC_CHILDREN): the caller then scans.
typedef void (*Visit)(const char *pid, void *ctx);

static bool visit_tree(pid_t pid, int depth, Visit visit, void *ctx) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
  DIR *d = opendir(path);
  if (!d)
    return depth > 0; // gone meanwhile: nothing to count
  char id[24];
  snprintf(id, sizeof id, "%d", (int)pid);
  visit(id, ctx);
  bool ok = true;
  struct dirent *e;
  while (ok && (e = readdir(d))) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9')
      continue;
    char cpath[96], buf[1024];
    snprintf(cpath, sizeof cpath, "/proc/%d/task/%.20s/children", (int)pid, e->d_name);
    int fd = open(cpath, O_RDONLY);
    if (fd < 0) {
      ok = errno != ENOENT || depth > 0; // no children lists in this kernel
      continue;
    }
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    buf[n > 0 ? n : 0] = '\0';
    for (char *q = buf, *end; depth < 8 && *q; q = end) {
      long child = strtol(q, &end, 10);
      if (end == q)
        break;
      if (child > 0)
        visit_tree((pid_t)child, depth + 1, visit, ctx);
    }
  }
  closedir(d);
  return ok;
}

// Every process on the machine whose group is `pgid` (one /proc/N/stat read
// per process: milliseconds on a busy machine).
static void visit_scan(pid_t pgid, Visit visit, void *ctx) {
  DIR *d = opendir("/proc");
  if (!d)
    return;
  struct dirent *e;
  char path[64], buf[512];
  while ((e = readdir(d))) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9')
      continue;
    snprintf(path, sizeof path, "/proc/%.20s/stat", e->d_name);
    if (!read_small(path, buf, sizeof buf))
      continue;
    // pid (comm) state ppid pgrp ...: comm may hold spaces and ')'.
    const char *rp = strrchr(buf, ')');
    char state;
    int ppid, pgrp;
    if (!rp || sscanf(rp + 1, " %c %d %d", &state, &ppid, &pgrp) != 3 || pgrp != pgid)
      continue;
    visit(e->d_name, ctx);
  }
  closedir(d);
}

static void visit_group(pid_t pgid, Visit visit, void *ctx, void (*reset)(void *ctx)) {
  if (!visit_tree(pgid, 0, visit, ctx)) {
    reset(ctx); // a partial walk: start again over the whole machine
    visit_scan(pgid, visit, ctx);
  }
}

static void add_rss(const char *pid, void *ctx) {
  char path[64], buf[512];
  unsigned long size, resident;
  long page = sysconf(_SC_PAGESIZE);
  snprintf(path, sizeof path, "/proc/%.20s/statm", pid);
  if (read_small(path, buf, sizeof buf) && sscanf(buf, "%lu %lu", &size, &resident) == 2)
    *(unsigned long long *)ctx +=
        (unsigned long long)resident * (unsigned long long)(page > 0 ? page : 4096);
}

static void reset_rss(void *ctx) { *(unsigned long long *)ctx = 0; }

// Boogie's memory is mono's plus z3's (a child of mono, in the group
// tandem made for Boogie): the sum of their resident sets, from /proc.
// RLIMIT_AS would not do: mono reserves far more address space than it
// ever touches, so a bound on it fails at start-up well below real use.
unsigned long long group_rss(pid_t pgid) {
  unsigned long long total = 0;
  visit_group(pgid, add_rss, &total, reset_rss);
  return total;
}

// Every 100 ms, not at every poll: memory does not grow by gigabytes in
// 100 ms, and proc_block then sleeps until the next check.
static bool over_memory(Proc *p) {
  if (!p->mem_limit)
    return false;
  double t = now_ms();
  if (t - p->mem_checked_ms < 100.0)
    return false;
  p->mem_checked_ms = t;
  return group_rss(p->pid) > p->mem_limit;
}

typedef struct Activity {
  unsigned long long ticks; // CPU time of the group's processes, all threads
  bool busy;                // some thread runs, waits for a CPU, or waits for the disk
} Activity;

static bool task_busy(const char *pid) {
  char path[96], buf[512];
  snprintf(path, sizeof path, "/proc/%.20s/task", pid);
  DIR *d = opendir(path);
  if (!d)
    return false;
  bool busy = false;
  struct dirent *e;
  while (!busy && (e = readdir(d))) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9')
      continue;
    snprintf(path, sizeof path, "/proc/%.20s/task/%.20s/stat", pid, e->d_name);
    const char *rp;
    if (read_small(path, buf, sizeof buf) && (rp = strrchr(buf, ')')))
      busy = rp[2] == 'R' || rp[2] == 'D';
  }
  closedir(d);
  return busy;
}

static void add_activity(const char *pid, void *ctx) {
  Activity *a = ctx;
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%.20s/stat", pid);
  const char *rp;
  if (!read_small(path, buf, sizeof buf) || !(rp = strrchr(buf, ')')))
    return;
  // state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
  unsigned long long utime = 0, stime = 0;
  if (sscanf(rp + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime,
             &stime) == 2)
    a->ticks += utime + stime;
  a->busy = a->busy || task_busy(pid);
}

static void reset_activity(void *ctx) { *(Activity *)ctx = (Activity){0, false}; }

// Whether the last non-empty line of the file starts with `line`.
static bool ends_with_line(const char *path, const char *line) {
  int fd = path ? open(path, O_RDONLY) : -1;
  if (fd < 0)
    return false;
  char buf[512];
  off_t size = lseek(fd, 0, SEEK_END);
  off_t from = size > (off_t)sizeof buf - 1 ? size - (off_t)sizeof buf + 1 : 0;
  ssize_t n = pread(fd, buf, sizeof buf - 1, from);
  close(fd);
  if (n <= 0)
    return false;
  while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
    n--;
  buf[n] = '\0';
  const char *last = strrchr(buf, '\n');
  return !strncmp(last ? last + 1 : buf, line, strlen(line));
}

// Mono 6.8 (Debian 12's) now and then loses the wake-up of its thread-pool
// worker as it shuts down: Boogie has printed its summary, z3 is gone, and
// every thread waits until the worker's park time-out (a random 5 to 60 s)
// ends it. That was the cause of runs taking 20-60 s of wall time for
// under a second of CPU (docs/design.md, "Stalled runs"). A group none of
// whose threads ran, waited for a CPU or for the disk, and which used no
// CPU time is idle: after Proc.done_line, for half a second, it has
// finished (a healthy exit takes milliseconds); otherwise, for
// Proc.stall_ms, it is stalled and the caller restarts it (the answer does
// not depend on the run). Sampled every 250 ms: a scan costs about a
// millisecond.
static bool stalled(Proc *p) {
  if (!p->stall_ms)
    return false;
  double t = now_ms();
  if (t - p->activity_checked_ms < 250.0)
    return false;
  p->activity_checked_ms = t;
  Activity a = {0, false};
  visit_group(p->pid, add_activity, &a, reset_activity);
  if (a.busy || a.ticks != p->activity_ticks || !p->idle_since_ms) {
    p->activity_ticks = a.ticks;
    p->idle_since_ms = t;
    return false;
  }
  double idle = t - p->idle_since_ms;
  if (p->done_line && idle >= PROC_DONE_IDLE_MS && ends_with_line(p->out_path, p->done_line)) {
    p->finished_early = true;
    return true;
  }
  return idle >= (double)p->stall_ms;
}

bool proc_poll(Proc *p) {
  if (!p->running)
    return true;
  // Peek without reaping: while the leader is a zombie its pid (and so the
  // group id) cannot be reused, so killing the group cannot hit a stranger.
  siginfo_t si;
  memset(&si, 0, sizeof si);
  int r = waitid(P_PID, (id_t)p->pid, &si, WEXITED | WNOHANG | WNOWAIT);
  bool ended = r == 0 && si.si_pid == p->pid;
  bool late = !ended && p->limit_s &&
              now_ms() - p->start_ms > (double)p->limit_s * 1000.0;
  if (r < 0 && errno != EINTR)
    ended = true; // lost track of it: reap below, reported as abnormal
  bool big = !ended && !late && over_memory(p);
  bool stuck = !ended && !late && !big && stalled(p);
  if (!ended && !late && !big && !stuck)
    return false;
  // Boogie is a shell script around mono around z3: end the whole group.
  kill(-p->pid, SIGKILL);
  int status = -1; // not "exited" for WIFEXITED, should waitpid fail
  while (waitpid(p->pid, &status, 0) < 0 && errno == EINTR)
    ;
  p->timed_out = late;
  p->over_memory = big;
  p->stalled = stuck && !p->finished_early;
  if (p->finished_early)
    status = 0; // it had finished: only its exit was left
  proc_finish(p, status);
  return true;
}

void proc_kill(Proc *p) {
  if (!p->running)
    return;
  kill(-p->pid, SIGKILL);
  int status = -1;
  while (waitpid(p->pid, &status, 0) < 0 && errno == EINTR)
    ;
  proc_finish(p, status);
}

// How long proc_poll can wait before it has work for `p`: its memory
// check, its stall check or its time limit.
static double ms_until_due(const Proc *p, double now) {
  double due = 1e9;
  if (p->mem_limit)
    due = p->mem_checked_ms + 100.0 - now;
  if (p->stall_ms && p->activity_checked_ms + 250.0 - now < due)
    due = p->activity_checked_ms + 250.0 - now;
  if (p->limit_s) {
    double left = p->start_ms + (double)p->limit_s * 1000.0 - now;
    if (left < due)
      due = left;
  }
  return due;
}

void proc_block(Proc *const *procs, int n, int max_ms) {
  enum { MAX_FDS = 64 };
  struct pollfd fds[MAX_FDS];
  int nfds = 0;
  bool all = true; // every running process has a pidfd
  double now = now_ms(), wait = max_ms;
  for (int i = 0; i < n; i++) {
    const Proc *p = procs[i];
    if (!p->running)
      continue;
    if (!p->has_pidfd || nfds == MAX_FDS) {
      all = false;
      continue;
    }
    fds[nfds++] = (struct pollfd){.fd = p->pidfd, .events = POLLIN};
    double due = ms_until_due(p, now);
    if (due < wait)
      wait = due;
  }
  // Without pidfds: 2 ms, a finished clang or Boogie is noticed within
  // that, for the cost of a few hundred waitid calls a second.
  if (!all && wait > 2)
    wait = 2;
  if (wait < 1)
    wait = 1;
  if (nfds)
    poll(fds, (nfds_t)nfds, (int)wait);
  else {
    struct timespec ts = {(time_t)(wait / 1000), (long)((long)wait % 1000) * 1000000L};
    nanosleep(&ts, NULL);
  }
}

void proc_wait(Proc *p) {
  while (!proc_poll(p))
    proc_block(&p, 1, 1000);
}

int proc_exit_code(const Proc *p) {
  if (p->running || p->timed_out || !WIFEXITED(p->status))
    return -1;
  return WEXITSTATUS(p->status);
}

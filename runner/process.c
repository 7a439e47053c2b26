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
static void child_exec(char *const argv[], const char *cwd, const char *out_path,
                       bool merge_stderr, pid_t parent) {
  setpgid(0, 0);
  // Should tandem be killed outright (kill -9), its solver must not run
  // on: the kernel kills this child when tandem dies. (Boogie's z3 is a
  // child of mono and ends when mono's pipe to it closes.)
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent)
    _exit(127); // tandem died before the line above
  proc_child_default_signals();
  int in = open("/dev/null", O_RDONLY);
  if (in >= 0) {
    dup2(in, 0);
    close(in);
  }
  int out = out_path ? open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600)
                     : open("/dev/null", O_WRONLY);
  if (out >= 0) {
    dup2(out, 1);
    if (merge_stderr)
      dup2(out, 2);
    close(out);
  }
  if (cwd && chdir(cwd) != 0)
    _exit(126);
  execv(argv[0], argv);
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

int proc_start(Proc *p, char *const argv[], const char *cwd, const char *out_path,
               bool merge_stderr, unsigned limit_s, char *err, size_t errlen) {
  memset(p, 0, sizeof *p);
  fflush(stdout);
  fflush(stderr);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    snprintf(err, errlen, "cannot start '%s': %s", argv[0], strerror(errno));
    return -1;
  }
  if (pid == 0)
    child_exec(argv, cwd, out_path, merge_stderr, parent);
  // Also set the group from the parent so a kill right after fork finds it.
  setpgid(pid, pid);
  track_group(pid, true);
  p->pid = pid;
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

static unsigned long long rss_of(const char *pid, long page) {
  char path[64], buf[512];
  unsigned long size, resident;
  snprintf(path, sizeof path, "/proc/%.20s/statm", pid);
  if (read_small(path, buf, sizeof buf) && sscanf(buf, "%lu %lu", &size, &resident) == 2)
    return (unsigned long long)resident * (unsigned long long)(page > 0 ? page : 4096);
  return 0;
}

// Every process on the machine whose group is `pgid` (one /proc/N/stat read
// per process: milliseconds on a busy machine).
static unsigned long long scan_group(pid_t pgid, long page) {
  DIR *d = opendir("/proc");
  if (!d)
    return 0;
  unsigned long long total = 0;
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
    total += rss_of(e->d_name, page);
  }
  closedir(d);
  return total;
}

// `pid` and its descendants, through each thread's children list (z3 is the
// child of whichever mono thread started it). False when the kernel has no
// such lists (CONFIG_PROC_CHILDREN): the caller then scans all of /proc.
static bool tree_rss(pid_t pid, int depth, long page, unsigned long long *total) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
  DIR *d = opendir(path);
  if (!d)
    return depth > 0; // gone meanwhile: nothing to count
  char id[24];
  snprintf(id, sizeof id, "%d", (int)pid);
  *total += rss_of(id, page);
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
        tree_rss((pid_t)child, depth + 1, page, total);
    }
  }
  closedir(d);
  return ok;
}

// Boogie's memory is mono's plus z3's (a child of mono, in the group
// tandem made for Boogie): the sum of their resident sets, from /proc.
// RLIMIT_AS would not do: mono reserves far more address space than it
// ever touches, so a bound on it fails at start-up well below real use.
// The group's leader is tandem's child, and everything in the group is
// started below it, so walking its descendants finds the same processes as
// a scan of every process on the machine, for a handful of reads.
unsigned long long group_rss(pid_t pgid) {
  long page = sysconf(_SC_PAGESIZE);
  unsigned long long total = 0;
  if (tree_rss(pgid, 0, page, &total))
    return total;
  return scan_group(pgid, page);
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
  if (!ended && !late && !big)
    return false;
  // Boogie is a shell script around mono around z3: end the whole group.
  kill(-p->pid, SIGKILL);
  int status = -1; // not "exited" for WIFEXITED, should waitpid fail
  while (waitpid(p->pid, &status, 0) < 0 && errno == EINTR)
    ;
  p->timed_out = late;
  p->over_memory = big;
  proc_finish(p, status);
  return true;
}

// How long proc_poll can wait before it has work for `p`: its memory
// check or its time limit.
static double ms_until_due(const Proc *p, double now) {
  double due = 1e9;
  if (p->mem_limit)
    due = p->mem_checked_ms + 100.0 - now;
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

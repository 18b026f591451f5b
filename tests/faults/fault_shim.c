/* LD_PRELOAD shim for the commit tests: makes the Nth rename() or the Nth
 * write() to a file (not stdout/stderr) fail, or exits the process abruptly
 * just before the Nth rename (a crash between two renames), or raises SIGSEGV
 * when a path containing a given text is opened (a crash inside the parse).
 *
 *   SYCLFG_FAIL_RENAME=N   the Nth rename fails with EIO
 *   SYCLFG_FAIL_WRITE=N    the Nth write to a file descriptor > 2 fails (ENOSPC)
 *   SYCLFG_KILL_RENAME=N   SIGKILL instead of the Nth rename (exit 137)
 *   SYCLFG_CRASH_OPEN=text raise(SIGSEGV) when opening a path holding text
 *   SYCLFG_FAULT_HIT=file  created when a fault was injected (so the test
 *                          knows when N has passed the last call)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static long env_number(const char *name) {
  const char *value = getenv(name);
  return value ? atol(value) : 0;
}

static void mark_hit(void) {
  const char *path = getenv("SYCLFG_FAULT_HIT");
  if (path) {
    int (*real_open)(const char *, int, ...) =
        (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
    int fd = real_open(path, O_WRONLY | O_CREAT, 0644);
    if (fd >= 0)
      close(fd);
  }
}

static long renames, writes;

int rename(const char *from, const char *to) {
  static int (*real)(const char *, const char *);
  if (!real)
    real = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
  long n = __atomic_add_fetch(&renames, 1, __ATOMIC_SEQ_CST);
  if (n == env_number("SYCLFG_KILL_RENAME")) {
    mark_hit();
    kill(getpid(), SIGKILL);
  }
  if (n == env_number("SYCLFG_FAIL_RENAME")) {
    mark_hit();
    errno = EIO;
    return -1;
  }
  return real(from, to);
}

ssize_t write(int fd, const void *data, size_t size) {
  static ssize_t (*real)(int, const void *, size_t);
  if (!real)
    real = (ssize_t(*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
  if (fd > 2 &&
      __atomic_add_fetch(&writes, 1, __ATOMIC_SEQ_CST) ==
          env_number("SYCLFG_FAIL_WRITE")) {
    mark_hit();
    errno = ENOSPC;
    return -1;
  }
  return real(fd, data, size);
}

static void maybe_crash(const char *path) {
  const char *text = getenv("SYCLFG_CRASH_OPEN");
  if (text && *text && path && strstr(path, text))
    raise(SIGSEGV);
}

/* open()'s optional third argument, read only when the flags call for it. */
#define MODE_ARGUMENT(flags)                                                   \
  mode_t mode = 0;                                                             \
  if ((flags) & (O_CREAT | O_TMPFILE)) {                                       \
    va_list args;                                                              \
    va_start(args, flags);                                                     \
    mode = (mode_t)va_arg(args, int);                                          \
    va_end(args);                                                              \
  }

#define OPEN_SHIM(name)                                                        \
  int name(const char *path, int flags, ...) {                                 \
    static int (*real)(const char *, int, ...);                                \
    if (!real)                                                                 \
      real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, #name);         \
    MODE_ARGUMENT(flags)                                                       \
    maybe_crash(path);                                                         \
    return real(path, flags, mode);                                            \
  }
OPEN_SHIM(open)
OPEN_SHIM(open64)

#define OPENAT_SHIM(name)                                                      \
  int name(int dir, const char *path, int flags, ...) {                        \
    static int (*real)(int, const char *, int, ...);                           \
    if (!real)                                                                 \
      real = (int (*)(int, const char *, int, ...))dlsym(RTLD_NEXT, #name);    \
    MODE_ARGUMENT(flags)                                                       \
    maybe_crash(path);                                                         \
    return real(dir, path, flags, mode);                                       \
  }
OPENAT_SHIM(openat)
OPENAT_SHIM(openat64)

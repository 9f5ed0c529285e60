#include "terminal_signals.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t quit_signal = 0;
/* Set by SIGCONT, taken (read and cleared in one step) by navsim_signals_take_continued; lock-free, so the handler may touch it. */
static atomic_int continued = 0;

static const int quit_signals[] = { SIGINT, SIGTERM, SIGHUP };
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
#define QUIT_COUNT (sizeof quit_signals / sizeof quit_signals[0])
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])

/* Written once by navsim_signals_install before any handler can run, read only by the handlers afterwards. */
static struct sigaction previous_quit[QUIT_COUNT];
static struct sigaction previous_fatal[FATAL_COUNT];
static struct sigaction previous_continue;
static char restore_bytes[256];
static int restore_length = 0;
static int restore_fd = -1;
static struct termios saved_modes;
static int modes_saved = 0;
static int installed = 0;

static void on_quit(int sig) { quit_signal = sig; }

static void on_continue(int sig) {
    (void)sig;
    atomic_store(&continued, 1);
}

/* Only async-signal-safe calls: write, tcsetattr, sigaction, raise. */
static void on_fatal(int sig) {
    if (restore_fd >= 0 && restore_length > 0) {
        ssize_t ignored = write(restore_fd, restore_bytes, (size_t)restore_length);
        (void)ignored;
    }
    if (modes_saved) tcsetattr(restore_fd, TCSANOW, &saved_modes);
    for (unsigned i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &previous_fatal[i], NULL);
    for (unsigned i = 0; i < QUIT_COUNT; i++) sigaction(quit_signals[i], &previous_quit[i], NULL);
    /* Delivered with the previous disposition as soon as this handler returns (the signal is blocked until then). */
    raise(sig);
}

void navsim_signals_prepare(int fd) {
    modes_saved = tcgetattr(fd, &saved_modes) == 0;
    signal(SIGWINCH, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGCONT);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int navsim_signals_install(int fd, const char *restore, int length) {
    if (installed) return -1;
    if (length < 0) length = 0;
    if (length > (int)sizeof restore_bytes) length = (int)sizeof restore_bytes;
    if (length > 0) memcpy(restore_bytes, restore, (size_t)length);
    restore_length = length;
    restore_fd = fd;
    quit_signal = 0;

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_quit;
    for (unsigned i = 0; i < QUIT_COUNT; i++) sigaction(quit_signals[i], &sa, &previous_quit[i]);
    sa.sa_handler = on_fatal;
    for (unsigned i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &sa, &previous_fatal[i]);
    atomic_store(&continued, 0);
    sa.sa_handler = on_continue;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGCONT, &sa, &previous_continue);
    installed = 1;
    return 0;
}

void navsim_signals_uninstall(void) {
    if (!installed) return;
    for (unsigned i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &previous_fatal[i], NULL);
    for (unsigned i = 0; i < QUIT_COUNT; i++) sigaction(quit_signals[i], &previous_quit[i], NULL);
    sigaction(SIGCONT, &previous_continue, NULL);
    installed = 0;
}

int navsim_signals_quit(void) { return (int)quit_signal; }

int navsim_signals_take_continued(void) { return atomic_exchange(&continued, 0); }

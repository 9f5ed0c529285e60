/* The terminal's signal handling, in C so the handlers do only async-signal-safe work (POSIX.1-2017, 2.4.3).
 *
 * SIGINT, SIGTERM and SIGHUP set a flag that the run loop polls; the loop then returns and the backend restores the
 * terminal the ordinary way (after a hangup there is no terminal left to restore, but the process ends, even when a
 * parent such as nohup left SIGHUP ignored: a full-screen UI without its terminal only spins). Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) write the
 * terminal's restore sequence with write(2), put back the tty modes saved before the UI started (tcsetattr),
 * reinstate the handlers that were there before ours, and re-raise, so the process dies as it would have
 * (and a crash reporter installed earlier still runs). SIGCONT (the shell's `fg` after a suspend) sets a flag the
 * backend takes before its next frame: the screen was cleared meanwhile, so that frame is drawn whole. */
#ifndef NAVSIM_TERMINAL_SIGNALS_H
#define NAVSIM_TERMINAL_SIGNALS_H

/* Saves the tty modes of `fd` (call before the UI changes them) and puts the default disposition back on
   SIGWINCH and unblocks it, SIGINT, SIGTERM, SIGHUP and SIGCONT: a parent may have left them ignored or blocked (both
   survive exec), and ncurses reports resizes only when it can install its own SIGWINCH handler. */
void navsim_signals_prepare(int fd);

/* Installs the handlers, remembering the ones they replace. `restore` (at most 255 bytes, copied) is what a
   fatal signal writes to `fd` before the process dies. Clears the quit flag. Returns 0, or -1 if already installed. */
int navsim_signals_install(int fd, const char *restore, int length);

/* Reinstates the handlers that were there before navsim_signals_install. */
void navsim_signals_uninstall(void);

/* The signal that asked the program to quit (SIGINT, SIGTERM or SIGHUP), or 0. */
int navsim_signals_quit(void);

/* 1 if SIGCONT arrived since the last call (or since install), else 0; clears the flag. */
int navsim_signals_take_continued(void);

#endif

// ncurses for Swift: the macros Swift cannot see, wrapped as static inline functions.
#ifndef NAVSIM_CNCURSES_SHIM_H
#define NAVSIM_CNCURSES_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>

static inline int navsim_color_pair(int n) { return COLOR_PAIR(n); }
static inline int navsim_getmaxy(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)x; return y; }
static inline int navsim_getmaxx(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)y; return x; }
static inline WINDOW *navsim_stdscr(void) { return stdscr; }
static inline int navsim_colors(void) { return COLORS; }
static inline int navsim_color_pairs(void) { return COLOR_PAIRS; }
static inline int navsim_lines(void) { return LINES; }
static inline int navsim_cols(void) { return COLS; }
static inline unsigned long navsim_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline unsigned long navsim_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline unsigned long navsim_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline unsigned long navsim_button1_released(void) { return BUTTON1_RELEASED; }
static inline unsigned long navsim_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline unsigned long navsim_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline unsigned long navsim_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline unsigned long navsim_button3_released(void) { return BUTTON3_RELEASED; }
static inline unsigned long navsim_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline unsigned long navsim_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline unsigned long navsim_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline unsigned long navsim_button_shift(void) { return BUTTON_SHIFT; }
static inline unsigned long navsim_button_ctrl(void) { return BUTTON_CTRL; }
static inline unsigned long navsim_button_alt(void) { return BUTTON_ALT; }
static inline attr_t navsim_a_bold(void) { return A_BOLD; }
static inline attr_t navsim_a_dim(void) { return A_DIM; }
static inline attr_t navsim_a_reverse(void) { return A_REVERSE; }
static inline attr_t navsim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t navsim_a_italic(void) { return A_ITALIC; }
static inline attr_t navsim_a_normal(void) { return A_NORMAL; }
static inline int navsim_key_resize(void) { return KEY_RESIZE; }
static inline int navsim_key_mouse(void) { return KEY_MOUSE; }
static inline int navsim_err(void) { return ERR; }
static inline int navsim_ok(void) { return OK; }

/* Keys. */
static inline int navsim_key_code_yes(void) { return KEY_CODE_YES; }
static inline int navsim_key_up(void) { return KEY_UP; }
static inline int navsim_key_down(void) { return KEY_DOWN; }
static inline int navsim_key_left(void) { return KEY_LEFT; }
static inline int navsim_key_right(void) { return KEY_RIGHT; }
static inline int navsim_key_home(void) { return KEY_HOME; }
static inline int navsim_key_end(void) { return KEY_END; }
static inline int navsim_key_npage(void) { return KEY_NPAGE; }
static inline int navsim_key_ppage(void) { return KEY_PPAGE; }
static inline int navsim_key_backspace(void) { return KEY_BACKSPACE; }
static inline int navsim_key_enter(void) { return KEY_ENTER; }
static inline int navsim_key_btab(void) { return KEY_BTAB; }
static inline int navsim_key_dc(void) { return KEY_DC; }
static inline int navsim_key_f(int n) { return KEY_F(n); }
static inline unsigned long navsim_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline unsigned long navsim_button2_released(void) { return BUTTON2_RELEASED; }

/* One cell: a spacing character plus up to four combining ones, with attributes and an extended colour pair. */
static inline int navsim_put_cell(WINDOW *w, int y, int x, const wchar_t *wch, attr_t attrs, int pair) {
    cchar_t c;
    int p = pair;
    if (setcchar(&c, wch, attrs, 0, &p) != OK) return ERR;
    return mvwadd_wch(w, y, x, &c);
}

/* Input: one wide character or key code; returns OK, KEY_CODE_YES or ERR. */
static inline int navsim_get_wch(WINDOW *w, int *out) {
    wint_t ch = 0;
    int r = wget_wch(w, &ch);
    *out = (int)ch;
    return r;
}

/* Mouse: fills x, y and the button state; returns OK or ERR. */
static inline int navsim_get_mouse(int *x, int *y, unsigned long *bstate) {
    MEVENT e;
    if (getmouse(&e) != OK) return ERR;
    *x = e.x; *y = e.y; *bstate = (unsigned long)e.bstate;
    return OK;
}

static inline int navsim_mousemask(unsigned long mask) { return mousemask((mmask_t)mask, NULL) != 0 ? OK : ERR; }

/* Signals: SIGINT/SIGTERM set a flag the run loop polls; fatal signals restore the terminal, then die as before. */
#include <signal.h>
#include <string.h>
#include <unistd.h>
static volatile sig_atomic_t navsim_signal_flag = 0;
static void navsim_on_quit_signal(int sig) { navsim_signal_flag = sig; }
static void navsim_on_fatal_signal(int sig) {
    static const char restore[] = "\033[?1003l\033[?1000l\033[?25h\033[0m";
    endwin();
    ssize_t ignored = write(STDOUT_FILENO, restore, sizeof restore - 1);
    (void)ignored;
    signal(sig, SIG_DFL);
    raise(sig);
}
static inline void navsim_install_signal_handlers(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = navsim_on_quit_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sa.sa_handler = navsim_on_fatal_signal;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGILL, &sa, NULL);
    sigaction(SIGTRAP, &sa, NULL);
    sigaction(SIGABRT, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
}
/* A parent may have left SIGWINCH ignored or blocked (both survive exec); ncurses only reports resizes when it
   can install its own handler, so put the default disposition back and unblock the signals the UI relies on. */
static inline void navsim_reset_terminal_signals(void) {
    signal(SIGWINCH, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGCONT);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}
static inline void navsim_restore_signal_handlers(void) {
    signal(SIGINT, SIG_DFL); signal(SIGTERM, SIG_DFL);
    signal(SIGSEGV, SIG_DFL); signal(SIGILL, SIG_DFL); signal(SIGTRAP, SIG_DFL);
    signal(SIGABRT, SIG_DFL); signal(SIGBUS, SIG_DFL); signal(SIGFPE, SIG_DFL);
}
/* The signal that asked us to quit (SIGINT/SIGTERM), or 0. */
static inline int navsim_quit_signal(void) { return (int)navsim_signal_flag; }
static inline void navsim_clear_quit_signal(void) { navsim_signal_flag = 0; }

/* A pseudo terminal of cols × rows for counting what ncurses writes (the benchmark). Returns the master fd
   (or -1) and stores the slave fd. */
#include <fcntl.h>
#include <sys/ioctl.h>
extern int posix_openpt(int);
extern int grantpt(int);
extern int unlockpt(int);
extern char *ptsname(int);
static inline int navsim_open_pty(int cols, int rows, int *slave) {
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0) return -1;
    if (grantpt(m) != 0 || unlockpt(m) != 0) { close(m); return -1; }
    char *name = ptsname(m);
    if (!name) { close(m); return -1; }
    int s = open(name, O_RDWR | O_NOCTTY);
    if (s < 0) { close(m); return -1; }
    struct winsize ws;
    memset(&ws, 0, sizeof ws);
    ws.ws_row = (unsigned short)rows; ws.ws_col = (unsigned short)cols;
    ioctl(s, TIOCSWINSZ, &ws);
    *slave = s;
    return m;
}
/* Bytes waiting to be read on a tty or pty master. */
static inline int navsim_input_pending(int fd) { int n = 0; if (ioctl(fd, FIONREAD, &n) != 0) return 0; return n; }
/* Bytes written to a tty and not yet read by the other side. */
static inline int navsim_output_queue(int fd) { int n = 0; if (ioctl(fd, TIOCOUTQ, &n) != 0) return 0; return n; }
#endif

// ncurses for Swift: the macros Swift cannot see, wrapped as static inline functions.
#ifndef NAVSIM_CNCURSES_SHIM_H
#define NAVSIM_CNCURSES_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
/* Debian's libncurses-dev and Homebrew's ncurses put the wide-character header under ncursesw/; macOS's SDK has
   only <curses.h>, which is wide-capable with _XOPEN_SOURCE_EXTENDED. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

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

/* Terminfo: a string capability expanded with two parameters (tiparm is variadic, which Swift cannot call; its
   declaration lives in term.h, whose capability-name macros would clash, so it is declared here). NULL when absent. */
extern char *tiparm(const char *, ...);
static inline const char *navsim_terminfo_expand(const char *name, int p1, int p2) {
    char *cap = tigetstr(name);
    if (cap == NULL || cap == (char *)-1) return NULL;
    return tiparm(cap, p1, p2);
}

/* Signal handling lives in the CTerminalSignals target (a C file: handlers must be async-signal-safe). */

/* A pseudo terminal of cols × rows for counting what ncurses writes (the benchmark). Returns the master fd
   (or -1) and stores the slave fd. */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
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

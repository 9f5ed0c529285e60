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
#endif

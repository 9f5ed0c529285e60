// libespeak-ng's C API (Debian: libespeak-ng-dev). Only Sources/Speech imports this module.
// Types and constants only: the functions are looked up with dlsym (Sources/Speech/EspeakFunctions.swift).
#include <espeak-ng/speak_lib.h>

// Macros Swift cannot see.
static inline int navsim_espeak_initialize_dont_exit(void) { return espeakINITIALIZE_DONT_EXIT; }
static inline unsigned int navsim_espeak_chars_utf8(void) { return espeakCHARS_UTF8; }
static inline int navsim_espeak_rate_minimum(void) { return espeakRATE_MINIMUM; }
static inline int navsim_espeak_rate_maximum(void) { return espeakRATE_MAXIMUM; }
static inline int navsim_espeak_rate_normal(void) { return espeakRATE_NORMAL; }

// The libcurl functions navsim calls, found with dlopen/dlsym (see include/CCurl.h for why).
#include "CCurl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

// curl 7.88.1, include/curl/multi.h: struct CURLMsg (CURLMSG_DONE is 1; `data.result` is the CURLcode).
struct navsim_curl_msg {
    int msg;
    void *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
};

struct navsim_curl_functions {
    char name[128];
    void *handle;
    int (*global_init)(long flags);
    char *(*version)(void);
    const char *(*easy_strerror)(int code);
    void *(*easy_init)(void);
    void (*easy_reset)(void *easy);
    void (*easy_cleanup)(void *easy);
    int (*easy_setopt)(void *easy, int option, ...);
    int (*easy_getinfo)(void *easy, int info, ...);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
    void *(*multi_init)(void);
    int (*multi_cleanup)(void *multi);
    int (*multi_add_handle)(void *multi, void *easy);
    int (*multi_remove_handle)(void *multi, void *easy);
    int (*multi_perform)(void *multi, int *running);
    int (*multi_poll)(void *multi, void *extra_fds, unsigned int extra_nfds, int timeout_ms, int *ret);
    int (*multi_wakeup)(void *multi);
    struct navsim_curl_msg *(*multi_info_read)(void *multi, int *left);
};

// A few names at most (the real library, and the missing ones tests ask for, which take no slot).
enum { navsim_curl_slots = 4 };
static struct navsim_curl_functions loaded[navsim_curl_slots];
static int loaded_count = 0;

#define LOOKUP(field, symbol)                                                                     \
    do {                                                                                          \
        *(void **)(&f.field) = dlsym(handle, symbol);                                             \
        if (f.field == NULL) {                                                                    \
            snprintf(reason, reason_size, "%s has no %s", library, symbol);                       \
            dlclose(handle);                                                                      \
            return -1;                                                                            \
        }                                                                                         \
    } while (0)

int navsim_curl_open(const char *library, char *reason, size_t reason_size) {
    for (int i = 0; i < loaded_count; i++) {
        if (strcmp(loaded[i].name, library) == 0) return i;
    }
    if (loaded_count == navsim_curl_slots || strlen(library) >= sizeof loaded[0].name) {
        snprintf(reason, reason_size, "%s: too many libcurl names tried", library);
        return -1;
    }
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(reason, reason_size, "%s", why ? why : "not found");
        return -1;
    }
    struct navsim_curl_functions f;
    memset(&f, 0, sizeof f);
    LOOKUP(global_init, "curl_global_init");
    LOOKUP(version, "curl_version");
    LOOKUP(easy_strerror, "curl_easy_strerror");
    LOOKUP(easy_init, "curl_easy_init");
    LOOKUP(easy_reset, "curl_easy_reset");
    LOOKUP(easy_cleanup, "curl_easy_cleanup");
    LOOKUP(easy_setopt, "curl_easy_setopt");
    LOOKUP(easy_getinfo, "curl_easy_getinfo");
    LOOKUP(slist_append, "curl_slist_append");
    LOOKUP(slist_free_all, "curl_slist_free_all");
    LOOKUP(multi_init, "curl_multi_init");
    LOOKUP(multi_cleanup, "curl_multi_cleanup");
    LOOKUP(multi_add_handle, "curl_multi_add_handle");
    LOOKUP(multi_remove_handle, "curl_multi_remove_handle");
    LOOKUP(multi_perform, "curl_multi_perform");
    LOOKUP(multi_poll, "curl_multi_poll");      // 7.66.0
    LOOKUP(multi_wakeup, "curl_multi_wakeup");  // 7.68.0
    LOOKUP(multi_info_read, "curl_multi_info_read");
    // Once per process, before any other call and while no other thread uses libcurl (the caller's lock).
    int code = f.global_init(NAVSIM_CURL_GLOBAL_ALL);
    if (code != NAVSIM_CURLE_OK) {
        snprintf(reason, reason_size, "%s: curl_global_init failed (%s)", library, f.easy_strerror(code));
        dlclose(handle);
        return -1;
    }
    // The handle stays open for the life of the process, like libcurl's global state.
    f.handle = handle;
    snprintf(f.name, sizeof f.name, "%s", library);
    loaded[loaded_count] = f;
    return loaded_count++;
}

const char *navsim_curl_version(int lib) { return loaded[lib].version(); }
const char *navsim_curl_easy_strerror(int lib, int code) { return loaded[lib].easy_strerror(code); }

void *navsim_curl_easy_init(int lib) { return loaded[lib].easy_init(); }
void navsim_curl_easy_reset(int lib, void *easy) { loaded[lib].easy_reset(easy); }
void navsim_curl_easy_cleanup(int lib, void *easy) { loaded[lib].easy_cleanup(easy); }

int navsim_curl_setopt_long(int lib, void *easy, int option, long value) {
    return loaded[lib].easy_setopt(easy, option, value);
}

int navsim_curl_setopt_pointer(int lib, void *easy, int option, const void *value) {
    return loaded[lib].easy_setopt(easy, option, value);
}

int navsim_curl_setopt_data_callback(int lib, void *easy, int option, navsim_curl_data_callback callback) {
    return loaded[lib].easy_setopt(easy, option, callback);
}

int navsim_curl_getinfo_long(int lib, void *easy, int info, long *value) {
    return loaded[lib].easy_getinfo(easy, info, value);
}

void *navsim_curl_slist_append(int lib, void *list, const char *line) { return loaded[lib].slist_append(list, line); }
void navsim_curl_slist_free_all(int lib, void *list) { loaded[lib].slist_free_all(list); }

void *navsim_curl_multi_init(int lib) { return loaded[lib].multi_init(); }
void navsim_curl_multi_cleanup(int lib, void *multi) { loaded[lib].multi_cleanup(multi); }
int navsim_curl_multi_add_handle(int lib, void *multi, void *easy) { return loaded[lib].multi_add_handle(multi, easy); }
int navsim_curl_multi_remove_handle(int lib, void *multi, void *easy) {
    return loaded[lib].multi_remove_handle(multi, easy);
}
int navsim_curl_multi_perform(int lib, void *multi, int *running) { return loaded[lib].multi_perform(multi, running); }
int navsim_curl_multi_poll(int lib, void *multi, int timeout_ms) {
    return loaded[lib].multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
int navsim_curl_multi_wakeup(int lib, void *multi) { return loaded[lib].multi_wakeup(multi); }

int navsim_curl_multi_result(int lib, void *multi, int *result) {
    int left = 0;
    struct navsim_curl_msg *m;
    while ((m = loaded[lib].multi_info_read(multi, &left)) != NULL) {
        if (m->msg == 1) {  // CURLMSG_DONE
            *result = m->data.result;
            return 1;
        }
    }
    return 0;
}

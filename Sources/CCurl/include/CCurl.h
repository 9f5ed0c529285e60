// libcurl's C API, loaded with dlopen on first use (Sources/Net/CurlLibrary.swift), so a navsim process that never
// fetches does not map libcurl and the ~30 libraries it pulls in (TLS, HTTP/2, LDAP, Kerberos, ...).
//
// libcurl's development headers are not needed: the few prototypes and constants navsim uses are declared here, with
// the values of curl 7.88.1's public headers (include/curl/curl.h and multi.h at tag curl-7_88_1; Debian 12's
// libcurl4 is 7.88.1). libcurl keeps these numbers stable across versions ("Never *EVER* remove any").
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call through a function pointer: the
// fixed-arity wrappers below make those calls from C.
#ifndef NAVSIM_CCURL_H
#define NAVSIM_CCURL_H

#include <stddef.h>

// CURLcode values (curl.h).
#define NAVSIM_CURLE_OK 0
#define NAVSIM_CURLE_UNSUPPORTED_PROTOCOL 1
#define NAVSIM_CURLE_URL_MALFORMAT 3
#define NAVSIM_CURLE_COULDNT_CONNECT 7
#define NAVSIM_CURLE_PARTIAL_FILE 18
#define NAVSIM_CURLE_OPERATION_TIMEDOUT 28
#define NAVSIM_CURLE_TOO_MANY_REDIRECTS 47
#define NAVSIM_CURLE_GOT_NOTHING 52
#define NAVSIM_CURLE_SEND_ERROR 55
#define NAVSIM_CURLE_RECV_ERROR 56

// CURLoption values (curl.h: CURLOPTTYPE_LONG 0, OBJECTPOINT/STRINGPOINT/SLISTPOINT/CBPOINT 10000,
// FUNCTIONPOINT 20000, plus the option's number).
#define NAVSIM_CURLOPT_WRITEDATA 10001
#define NAVSIM_CURLOPT_URL 10002
#define NAVSIM_CURLOPT_ERRORBUFFER 10010
#define NAVSIM_CURLOPT_WRITEFUNCTION 20011
#define NAVSIM_CURLOPT_HTTPHEADER 10023
#define NAVSIM_CURLOPT_HEADERDATA 10029
#define NAVSIM_CURLOPT_CUSTOMREQUEST 10036
#define NAVSIM_CURLOPT_NOBODY 44
#define NAVSIM_CURLOPT_FOLLOWLOCATION 52
#define NAVSIM_CURLOPT_MAXREDIRS 68
#define NAVSIM_CURLOPT_HEADERFUNCTION 20079
#define NAVSIM_CURLOPT_HTTPGET 80
#define NAVSIM_CURLOPT_NOSIGNAL 99
#define NAVSIM_CURLOPT_PROTOCOLS_STR 10318
#define NAVSIM_CURLOPT_REDIR_PROTOCOLS_STR 10319

// CURLINFO values (curl.h: CURLINFO_LONG 0x200000).
#define NAVSIM_CURLINFO_OS_ERRNO 0x200019

#define NAVSIM_CURL_ERROR_SIZE 256
#define NAVSIM_CURL_GLOBAL_ALL 3

/// The write and header callbacks: bytes, 1, count, user data; returning anything but the count aborts.
typedef size_t (*navsim_curl_data_callback)(char *bytes, size_t size, size_t count, void *user);

/// Loads `library` (e.g. "libcurl.so.4"), looks up every function navsim calls and runs curl_global_init once.
/// Returns the library's slot (>= 0; the same slot for the same name), or -1 with the reason in `reason`.
/// Callers serialise calls to this function (one lock on the Swift side); the other functions are thread-safe as
/// libcurl's own are (one handle on one thread at a time).
int navsim_curl_open(const char *library, char *reason, size_t reason_size);
/// libcurl's version line ("libcurl/7.88.1 GnuTLS/3.7.9 ...").
const char *navsim_curl_version(int lib);
const char *navsim_curl_easy_strerror(int lib, int code);

void *navsim_curl_easy_init(int lib);
void navsim_curl_easy_reset(int lib, void *easy);
void navsim_curl_easy_cleanup(int lib, void *easy);
int navsim_curl_setopt_long(int lib, void *easy, int option, long value);
/// Options that take a string, a list or a data pointer.
int navsim_curl_setopt_pointer(int lib, void *easy, int option, const void *value);
int navsim_curl_setopt_data_callback(int lib, void *easy, int option, navsim_curl_data_callback callback);
int navsim_curl_getinfo_long(int lib, void *easy, int info, long *value);

void *navsim_curl_slist_append(int lib, void *list, const char *line);
void navsim_curl_slist_free_all(int lib, void *list);

void *navsim_curl_multi_init(int lib);
void navsim_curl_multi_cleanup(int lib, void *multi);
int navsim_curl_multi_add_handle(int lib, void *multi, void *easy);
int navsim_curl_multi_remove_handle(int lib, void *multi, void *easy);
int navsim_curl_multi_perform(int lib, void *multi, int *running);
/// Waits up to `timeout_ms` for activity or a wakeup.
int navsim_curl_multi_poll(int lib, void *multi, int timeout_ms);
/// Wakes a thread blocked in navsim_curl_multi_poll on `multi`; callable from any thread.
int navsim_curl_multi_wakeup(int lib, void *multi);
/// The result of the finished transfer on `multi`: 1 with `*result` set, 0 when none has finished.
int navsim_curl_multi_result(int lib, void *multi, int *result);

#endif

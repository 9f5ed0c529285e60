import CCurl
import Text

/// libcurl, loaded with `dlopen` by the first http or https request rather than linked into the binary.
///
/// Linking FoundationNetworking (URLSession) made every navsim process map libcurl and the ~30 libraries it pulls in
/// (GnuTLS, nghttp2, LDAP, Kerberos, ...) at start: about 7–10 ms of dynamic loading per process on this machine,
/// although only a few commands ever fetch. libcurl itself is on every machine that runs Swift's toolchain (SwiftPM
/// and FoundationNetworking need it), so loading it late costs nothing where it is used and spares every other
/// process.
struct CurlLibrary: Sendable, Hashable {
    /// The slot `navsim_curl_open` gave the library (its functions, looked up once).
    let slot: Int32
    let name: String

    /// The library of that name, loaded and initialised once per process; a missing library (or one without a
    /// function navsim needs) is an `.unavailable` failure naming it. A failed load is tried again next time.
    static func load(_ name: String) -> Result<CurlLibrary, HTTPFailure> {
        loaded.withLock { table in
            if let library = table[name] { return .success(library) }
            var reason = [CChar](repeating: 0, count: 512)
            let slot = navsim_curl_open(name, &reason, reason.count)
            guard slot >= 0 else {
                let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return .failure(HTTPFailure(.unavailable, "http and https need libcurl, which could not be loaded (\(why))"))
            }
            let library = CurlLibrary(slot: slot, name: name)
            table[name] = library
            return .success(library)
        }
    }

    /// libcurl's version line, e.g. "libcurl/7.88.1 GnuTLS/3.7.9 zlib/1.2.13 ...".
    var version: String { String(cString: navsim_curl_version(slot)) }

    /// libcurl's words for a CURLcode.
    func describe(_ code: Int32) -> String { String(cString: navsim_curl_easy_strerror(slot, code)) }

    /// Every library loaded so far, by name; the lock also serialises `navsim_curl_open` (and so
    /// `curl_global_init`, which must not run on two threads at once).
    private static let loaded = Locked<[String: CurlLibrary]>([:])
}

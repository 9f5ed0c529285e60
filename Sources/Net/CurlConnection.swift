import CCurl

/// One libcurl easy handle on a multi handle of its own, reused request after request so that connections to the
/// same host stay open (the multi handle keeps them). One thread at a time uses a connection, as libcurl requires: the
/// client's pool hands it out and takes it back.
///
/// The handles are kept as addresses so that the pool (a `Locked` array) can hold connections; only the thread that
/// checked a connection out turns them back into pointers.
final class CurlConnection: Sendable {
    let library: CurlLibrary
    private let multiAddress: UInt
    private let easyAddress: UInt
    /// CURLOPT_ERRORBUFFER: libcurl's detailed message for the last failure.
    private let errorAddress: UInt

    init?(_ library: CurlLibrary) {
        guard let multi = navsim_curl_multi_init(library.slot) else { return nil }
        guard let easy = navsim_curl_easy_init(library.slot) else {
            navsim_curl_multi_cleanup(library.slot, multi)
            return nil
        }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(NAVSIM_CURL_ERROR_SIZE))
        buffer.initialize(repeating: 0, count: Int(NAVSIM_CURL_ERROR_SIZE))
        self.library = library
        multiAddress = UInt(bitPattern: multi)
        easyAddress = UInt(bitPattern: easy)
        errorAddress = UInt(bitPattern: buffer)
    }

    deinit {
        navsim_curl_easy_cleanup(library.slot, easy)
        navsim_curl_multi_cleanup(library.slot, multi)
        errorBuffer.deallocate()
    }

    var multi: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: multiAddress)! }
    var easy: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: easyAddress)! }
    var errorBuffer: UnsafeMutablePointer<CChar> { UnsafeMutablePointer(bitPattern: errorAddress)! }

    /// Wakes the thread waiting on this connection (`curl_multi_wakeup`, safe from any thread).
    var waker: CurlWaker { CurlWaker(slot: library.slot, multiAddress: multiAddress) }

    /// libcurl's detailed message for the last failure ("Failed to connect to 127.0.0.1 port 9: Connection
    /// refused"), empty when it gave none.
    var lastError: String { String(cString: errorBuffer) }

    func setLong(_ option: Int32, _ value: Int) { _ = navsim_curl_setopt_long(library.slot, easy, option, value) }

    func setString(_ option: Int32, _ value: String) { _ = value.withCString { navsim_curl_setopt_pointer(library.slot, easy, option, $0) } }

    func setPointer(_ option: Int32, _ value: UnsafeRawPointer?) { _ = navsim_curl_setopt_pointer(library.slot, easy, option, value) }
}

/// Wakes a thread blocked on a connection's multi handle, so that a cancellation takes effect at once.
struct CurlWaker: Sendable {
    let slot: Int32
    let multiAddress: UInt

    func wake() {
        if let multi = UnsafeMutableRawPointer(bitPattern: multiAddress) { _ = navsim_curl_multi_wakeup(slot, multi) }
    }
}

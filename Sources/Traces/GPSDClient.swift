#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geo

/// Why a gpsd connection failed.
public enum GPSDClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The host name did not resolve.
    case cannotResolve(host: String, reason: String)
    /// Nothing listens there (or it is unreachable).
    case connectionFailed(host: String, port: UInt16, reason: String)
    /// The daemon closed the connection.
    case connectionClosed
    /// A read or write failed on an open connection.
    case io(String)

    public var description: String {
        switch self {
        case .cannotResolve(let h, let r): return "gpsd: cannot resolve \(h): \(r)"
        case .connectionFailed(let h, let p, let r): return "gpsd: cannot connect to \(h):\(p): \(r)"
        case .connectionClosed: return "gpsd: the connection was closed"
        case .io(let r): return "gpsd: \(r)"
        }
    }
}

/// A client for a running gpsd (TCP, the JSON protocol): connects, asks for JSON reports with
/// `?WATCH={"enable":true,"json":true}` and hands back TPV fixes. POSIX sockets, blocking reads.
///
/// The line handling lives in `GPSDJSONDecoder` (feed it bytes), so it is tested without a network.
public final class GPSDClient {
    /// gpsd's registered port (IANA).
    public static let defaultPort: UInt16 = 2947
    /// Where gpsd runs by default.
    public static let defaultHost = "localhost"
    /// The command that turns on JSON reports.
    public static let watchCommand = #"?WATCH={"enable":true,"json":true}"# + "\n"

    public let host: String
    public let port: UInt16
    /// The line decoder (its `skipped` counts what gpsd sent that was not a report).
    public private(set) var decoder = GPSDJSONDecoder()
    private var fd: Int32 = -1
    private var queue: [GPSDReport] = []

    public init(host: String = GPSDClient.defaultHost, port: UInt16 = GPSDClient.defaultPort) {
        self.host = host
        self.port = port
    }

    deinit { close() }

    /// Parses `HOST:PORT`, `HOST` or `:PORT` (IPv6 literals in brackets: `[::1]:2947`).
    public static func endpoint(_ text: String) -> (host: String, port: UInt16)? {
        var host = text, port = defaultPort
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if rest.hasPrefix(":") { guard let p = UInt16(rest.dropFirst()) else { return nil }; port = p } else if !rest.isEmpty { return nil }
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            guard let p = UInt16(text[text.index(after: colon)...]) else { return nil }
            port = p
        }
        if host.isEmpty { host = defaultHost }
        return (host, port)
    }

    /// Opens the connection and sends the WATCH command.
    public func connect() throws {
        close()
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let rc = getaddrinfo(host, String(port), &hints, &list)
        guard rc == 0, let first = list else {
            throw GPSDClientError.cannotResolve(host: host, reason: String(cString: gai_strerror(rc)))
        }
        defer { freeaddrinfo(first) }
        var lastError = "no address"
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let a = node {
            let s = socket(a.pointee.ai_family, a.pointee.ai_socktype, a.pointee.ai_protocol)
            if s >= 0 {
                if posixConnect(s, a.pointee.ai_addr, a.pointee.ai_addrlen) == 0 {
                    fd = s
                    break
                }
                lastError = String(cString: strerror(errno))
                _ = posixClose(s)
            } else {
                lastError = String(cString: strerror(errno))
            }
            node = a.pointee.ai_next
        }
        guard fd >= 0 else { throw GPSDClientError.connectionFailed(host: host, port: port, reason: lastError) }
        try send(Self.watchCommand)
    }

    /// Writes a command to gpsd.
    public func send(_ command: String) throws {
        let bytes = Array(command.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { posixSend(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw GPSDClientError.io("write failed: \(String(cString: strerror(errno)))")
            }
            sent += n
        }
    }

    /// The next report, blocking until one arrives. Throws `.connectionClosed` when gpsd hangs up.
    public func nextReport() throws -> GPSDReport {
        while queue.isEmpty {
            guard fd >= 0 else { throw GPSDClientError.connectionClosed }
            try readOnce()
        }
        return queue.removeFirst()
    }

    /// One blocking read into the queue; at end of stream the connection is closed.
    private func readOnce() throws {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { return }
            let reason = String(cString: strerror(errno))
            close()
            throw GPSDClientError.io("read failed: \(reason)")
        }
        if n == 0 {
            queue.append(contentsOf: decoder.finish())
            close()
            return
        }
        queue.append(contentsOf: decoder.feed(Array(buffer[0..<n])))
    }

    /// The connection's socket (for a caller's own `poll`), or -1 when closed.
    public var fileDescriptor: Int32 { fd }

    /// The reports that have arrived, without blocking: waits at most `timeout` seconds (0 = just look) for data.
    /// Throws `.connectionClosed` once gpsd has hung up and nothing is left.
    public func availableReports(timeout: Seconds = 0) throws -> [GPSDReport] {
        if queue.isEmpty && fd >= 0 {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ms = Int32(max(0, min(timeout, 3600)) * 1000)
            let ready = poll(&pfd, 1, ms)
            if ready < 0 && errno != EINTR { throw GPSDClientError.io("poll failed: \(String(cString: strerror(errno)))") }
            if ready > 0 { try readOnce() }
        }
        if queue.isEmpty && fd < 0 { throw GPSDClientError.connectionClosed }
        defer { queue.removeAll() }
        return queue
    }

    /// The next TPV fix with a position, skipping other reports.
    public func nextFix() throws -> Fix {
        while true {
            if case .fix(let f) = try nextReport() { return f }
        }
    }

    /// Closes the connection (safe to call twice).
    public func close() {
        if fd >= 0 { _ = posixClose(fd); fd = -1 }
    }
}

// The socket calls clash with the class's own method names; these aliases reach the C functions.
@inline(__always) private func posixConnect(_ s: Int32, _ a: UnsafeMutablePointer<sockaddr>!, _ l: socklen_t) -> Int32 {
    connect(s, a, l)
}

/// `send` without SIGPIPE when gpsd has gone away (the error comes back as EPIPE instead).
@inline(__always) private func posixSend(_ s: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int {
    #if canImport(Glibc)
    return send(s, p, n, Int32(MSG_NOSIGNAL))
    #else
    return send(s, p, n, 0)
    #endif
}

@inline(__always) private func posixClose(_ s: Int32) -> Int32 {
    close(s)
}

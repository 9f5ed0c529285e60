/// The status line and headers of a response, as the server sent them (after redirects).
public struct HTTPResponseHead: Sendable, Hashable {
    public var status: Int
    /// Header names in lower case.
    public var headers: [String: String]

    public init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// A header's value, by any case of its name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    public var etag: String? { header("ETag") }

    /// Content-Length, when the server sent one.
    public var contentLength: Int64? { header("Content-Length").flatMap { Int64($0.spacesTrimmed) } }

    /// Seconds the response stays fresh: `Cache-Control: max-age=N` (`no-cache`/`no-store` count as 0).
    public var maxAge: Double? {
        guard let cc = header("Cache-Control") else { return nil }
        for part in cc.lowercased().split(separator: ",") {
            let p = part.spacesTrimmed
            if p == "no-cache" || p == "no-store" { return 0 }
            if p.hasPrefix("max-age="), let n = Double(p.dropFirst(8)) { return max(0, n) }
        }
        return nil
    }

    /// `Content-Range: bytes START-END/TOTAL` of a 206 (TOTAL nil for `*`), or the `bytes */TOTAL` of a 416.
    public var contentRange: (start: Int64?, end: Int64?, total: Int64?)? {
        guard let cr = header("Content-Range"), cr.hasPrefix("bytes ") else { return nil }
        let spec = cr.dropFirst(6)
        let halves = spec.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let total = Int64(halves[1])
        if halves[0] == "*" { return (nil, nil, total) }
        let ends = halves[0].split(separator: "-", maxSplits: 1)
        guard ends.count == 2, let s = Int64(ends[0]), let e = Int64(ends[1]) else { return nil }
        return (s, e, total)
    }
}

/// A whole response: head and body.
public struct HTTPResponse: Sendable, Hashable {
    public var head: HTTPResponseHead
    public var body: [UInt8]

    public init(head: HTTPResponseHead, body: [UInt8]) {
        self.head = head
        self.body = body
    }

    public var status: Int { head.status }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    var spacesTrimmed: String {
        let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
        guard let first = firstIndex(where: isText), let last = lastIndex(where: isText) else { return "" }
        return String(self[first...last])
    }
}

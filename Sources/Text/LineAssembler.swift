/// Cuts a byte stream that arrives in pieces (a socket, a pipe, a serial port) into whole lines, in linear time
/// and bounded memory: each byte is scanned for a line end once, only the unfinished last line is kept, and a
/// line longer than `maxLineLength` is dropped (reported once through `tooLong`) and skipped up to its end.
///
/// The decoder that owns it decodes whole lines straight from the caller's buffer whenever it can; only a line
/// split across two feeds is copied, once.
public struct LineAssembler: Sendable {
    /// The longest line kept while waiting for its end.
    public let maxLineLength: Int
    /// Whether a carriage return alone also ends a line (NMEA 0183), besides line feed.
    public let carriageReturnEndsLine: Bool
    /// The start of an unfinished line, waiting for more bytes (never more than `maxLineLength`).
    public private(set) var pending: [UInt8] = []
    /// True while the rest of an over-long line is being skipped.
    public private(set) var discarding = false

    public init(maxLineLength: Int, carriageReturnEndsLine: Bool) {
        self.maxLineLength = maxLineLength
        self.carriageReturnEndsLine = carriageReturnEndsLine
    }

    @inline(__always) func isEnd(_ b: UInt8) -> Bool { b == 0x0A || (carriageReturnEndsLine && b == 0x0D) }

    /// Feeds `bytes`. `decode` receives buffers that hold whole lines, each with its line end, except perhaps
    /// an unfinished tail, and returns how many bytes it consumed (whole lines only); `tooLong` is called once
    /// per dropped line.
    /// - Complexity: O(bytes.count) (amortised: a pending line is copied once).
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, decode: (ByteReader) -> Int, tooLong: () -> Void) {
        let reader = ByteReader(bytes)
        let n = reader.count
        var from = 0
        if discarding || !pending.isEmpty {
            var t = 0
            while t < n, !isEnd(reader[t]) { t += 1 }
            if t == n {
                if !discarding {
                    if pending.count + n > maxLineLength {
                        pending.removeAll(keepingCapacity: false)
                        discarding = true
                        tooLong()
                    } else {
                        pending.append(contentsOf: bytes)
                    }
                }
                return
            }
            // The line ends at t (with a following LF when it is CR LF).
            var after = t + 1
            if reader[t] == 0x0D, reader[after] == 0x0A { after += 1 }
            if discarding {
                discarding = false
            } else if pending.count + t > maxLineLength {
                pending.removeAll(keepingCapacity: false)
                tooLong()
            } else {
                pending.append(contentsOf: reader.bytes(0, after))
                let line = pending
                _ = line.withUnsafeBufferPointer { decode(ByteReader($0)) }
                pending.removeAll(keepingCapacity: true)
            }
            from = after
        }
        let rest = reader.bytes(from, n)
        let consumed = decode(ByteReader(rest))
        let tail = n - from - consumed
        if tail > maxLineLength {
            discarding = true
            tooLong()
        } else if tail > 0 {
            pending.append(contentsOf: reader.bytes(from + consumed, n))
        }
    }

    /// Takes the unfinished last line (at the end of the stream) and resets the assembler.
    public mutating func takePending() -> [UInt8] {
        defer { pending = []; discarding = false }
        return pending
    }
}

// Shared by the streamed targets (nmea, gpsdjson): run.sh compiles it into their harnesses.

/// A fuzz input read as a stream that arrives in pieces, as a pipe or a socket delivers it: the first byte picks the
/// piece size (1 to 64 bytes), the rest is the stream.
struct StreamedInput {
    /// The stream, without the first byte.
    let bytes: [UInt8]
    /// Bytes per `feed` call.
    let chunk: Int

    /// Nil for an empty input.
    init?(_ data: UnsafePointer<UInt8>, _ size: Int) {
        guard size > 0 else { return nil }
        bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
        chunk = Int(data[0] % 64) + 1
    }

    /// Hands the stream to `feed` in pieces of `chunk` bytes (the last one shorter).
    func feed(_ feed: ([UInt8]) -> Void) {
        var k = 0
        while k < bytes.count {
            feed(Array(bytes[k..<min(k + chunk, bytes.count)]))
            k += chunk
        }
    }

    /// Traps (a crash libFuzzer reports) when a streaming decoder kept more than it may after `finish`.
    static func requireBounded(_ held: Int, limit: Int, _ what: @autoclosure () -> String = "") {
        if held > limit { fatalError("stream state not bounded: \(held) bytes held, limit \(limit) \(what())") }
    }
}

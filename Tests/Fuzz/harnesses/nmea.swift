// libFuzzer target: NMEA 0183 streamed in chunks (as `navsim live` reads a pipe) and read whole, and the two
// must agree on the number of sentences: the first byte picks the chunk size.
@testable import Traces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let chunk = Int(data[0] % 64) + 1
    var d = NMEADecoder()
    var k = 0
    while k < bytes.count {
        _ = d.feed(Array(bytes[k..<min(k + chunk, bytes.count)]))
        k += chunk
    }
    _ = d.finish()
    if d.assembler.pending.count > NMEADecoder.maxLineLength || !d.output.isEmpty { fatalError("stream state not bounded") }
    _ = try? NMEAReader.read(bytes: bytes, file: "fuzz.nmea")
    return 0
}

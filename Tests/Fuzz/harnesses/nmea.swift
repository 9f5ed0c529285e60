// libFuzzer target: NMEA 0183 streamed in chunks (as `navsim live` reads a pipe) and read whole; after the stream the
// decoder holds no more than one line and no undelivered fix.
@testable import Traces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let input = StreamedInput(data, size) else { return 0 }
    var d = NMEADecoder()
    input.feed { _ = d.feed($0) }
    _ = d.finish()
    StreamedInput.requireBounded(d.assembler.pending.count, limit: NMEADecoder.maxLineLength)
    StreamedInput.requireBounded(d.output.count, limit: 0, "(fixes left in the output after finish)")
    _ = try? NMEAReader.read(bytes: input.bytes, file: "fuzz.nmea")
    return 0
}

// libFuzzer target: gpsd JSON streamed in chunks (as GPSDClient reads its socket) and read whole; after the stream the
// decoder holds no more than one line.
@testable import Traces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let input = StreamedInput(data, size) else { return 0 }
    var d = GPSDJSONDecoder()
    input.feed { _ = d.feed($0) }
    _ = d.finish()
    StreamedInput.requireBounded(d.assembler.pending.count, limit: GPSDJSONDecoder.maxLineLength)
    _ = try? GPSDJSONReader.read(bytes: input.bytes, file: "fuzz.json")
    return 0
}

// libFuzzer target: gpsd JSON streamed in chunks (as GPSDClient reads its socket) and read whole.
@testable import Traces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let chunk = Int(data[0] % 64) + 1
    var d = GPSDJSONDecoder()
    var k = 0
    while k < bytes.count {
        _ = d.feed(Array(bytes[k..<min(k + chunk, bytes.count)]))
        k += chunk
    }
    _ = d.finish()
    if d.assembler.pending.count > GPSDJSONDecoder.maxLineLength { fatalError("stream state not bounded") }
    _ = try? GPSDJSONReader.read(bytes: bytes, file: "fuzz.json")
    return 0
}

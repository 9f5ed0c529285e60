// libFuzzer target: gesture scripts through GestureScript.parse (tokenizer, line parser, expectations).
import Gestures

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? GestureScript.parse(text, file: "fuzz.gesture")
    return 0
}

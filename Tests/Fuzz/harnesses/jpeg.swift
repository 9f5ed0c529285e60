// libFuzzer target: JPEG tile bodies through ImageDecoder.decode (TurboJPEG: header, size limit, fatal errors
// refused, warnings such as a truncated scan kept). A decoded image must hold width × height RGBA pixels within
// the size limit, and its corners must be readable (the map samples them). TurboJPEG itself is not instrumented:
// coverage guides the Swift wrapper, ASan watches the buffers we hand it.
import RasterTiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeTile(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

// libFuzzer target: PNG tile bodies through ImageDecoder.decode, the path every fetched or cached raster tile takes
// (libpng's simplified API: signature, header, size limit, the library's error messages). A decoded image must
// hold width × height RGBA pixels within the size limit, and its corners must be readable (the map samples them).
// libpng itself is not instrumented: coverage guides the Swift wrapper, ASan watches the buffers we hand it.
import RasterTiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeTile(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

// libFuzzer target: GPX through the public reader.
import Traces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? GPXReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.gpx")
    return 0
}

// libFuzzer target: map style JSON (Maps/styles/*.json) through MapStyle.decode.
import Foundation
import MapRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? MapStyle.decode(Data(bytes: data, count: size), file: "fuzz.json")
    return 0
}

// libFuzzer target: route files (Routes/*.json) through RouteFile.decode (JSON, then every field's checks).
import Foundation
import Navigation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? RouteFile.decode(Data(bytes: data, count: size), file: "fuzz.json")
    return 0
}

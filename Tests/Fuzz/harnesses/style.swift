// libFuzzer target: Style Spec v8 JSON (Maps/styles/*.json, ../shared/data/styles) through StyleSheet.parse.
import Foundation
import StyleSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? StyleSheet.parse(Data(bytes: data, count: size), file: "fuzz.json")
    return 0
}

// libFuzzer target: the `.md5` checksum files published beside each extract (`HEX  NAME`) through
// MD5.checksum(inFile:), and MD5 itself over the same bytes fed in two pieces (must equal one piece).
import Regions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let hex = MD5.checksum(inFile: bytes), hex.count != 32 || !hex.allSatisfy(\.isHexDigit) {
        fatalError("not a checksum: \(hex)")
    }
    var whole = MD5()
    whole.update(bytes)
    var split = MD5()
    let cut = size == 0 ? 0 : Int(bytes[0]) % (size + 1)
    split.update(Array(bytes[..<cut]))
    split.update(Array(bytes[cut...]))
    if whole.finish() != split.finish() { fatalError("MD5 depends on how the bytes are fed") }
    return 0
}

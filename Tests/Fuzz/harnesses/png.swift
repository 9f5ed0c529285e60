// libFuzzer target: PNG tile bodies through ImageDecoder.decode, the path every fetched or cached raster tile takes
// (navsim's PNG reader: signature, chunks and CRCs, header limits, PLTE/tRNS, the IDAT stream's exact size, the five
// filters, Adam7). A decoded image must hold width × height RGBA pixels within the size limit, and its corners must
// be readable (the map samples them). The reader is Swift and instrumented whole; libdeflate is not (ASan watches
// the buffers handed to it). The reader checks every chunk's CRC, so most mutations would stop there: each input is
// decoded as it is, then once more with its chunks' CRCs made right, so the mutator reaches the chunks' contents.
import RasterTiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    decodeTile(bytes)
    if repairCRCs(&bytes) { decodeTile(bytes) }
    return 0
}

/// CRC-32 (ISO 3309, as PNG uses), bit by bit: the harness's own, independent of the reader's.
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
}

/// Rewrites the CRC of every whole chunk after the signature; true when one changed.
func repairCRCs(_ bytes: inout [UInt8]) -> Bool {
    var p = 8, changed = false
    while bytes.count - p >= 12 {
        let length = Int(bytes[p]) << 24 | Int(bytes[p + 1]) << 16 | Int(bytes[p + 2]) << 8 | Int(bytes[p + 3])
        guard length <= bytes.count - p - 12 else { break }
        let crc = crc32(bytes[(p + 4)..<(p + 8 + length)])
        for k in 0..<4 {
            let v = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k))
            if bytes[p + 8 + length + k] != v { bytes[p + 8 + length + k] = v; changed = true }
        }
        p += 12 + length
    }
    return changed
}

import Text
import Geo

/// Reads OSM PBF (https://wiki.openstreetmap.org/wiki/PBF_Format): a sequence of
/// `[4-byte big-endian length][BlobHeader][Blob]`, the first blob an `OSMHeader` (HeaderBlock), the rest
/// `OSMData` (PrimitiveBlock). Decoded by our own protobuf reader; zlib through the system library.
struct PBFReader {
    /// Limits from the format spec: a BlobHeader is under 64 KiB, a Blob under 32 MiB (inflated too).
    static let maxHeaderSize = 64 * 1024
    static let maxBlobSize = 32 * 1024 * 1024
    /// Features a reader must understand to read a file (HeaderBlock.required_features).
    static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    /// A failure at a byte offset; the caller names the file (and turns the offset into a line for XML).
    typealias Failure = SourceError

    /// Decodes all blobs into `data`: on `workers` threads when there are several data blocks (see
    /// `PBFReader+Parallel.swift`; the result is the same as the serial reading's, block for block).
    static func read(_ bytes: [UInt8], into data: OSMData, workers: Int = PBFReader.defaultWorkers) throws(Failure) {
        if workers > 1 {
            try readParallel(bytes, into: data, workers: workers)
            return
        }
        // One inflate buffer for every blob, grown to the largest blob (at most maxBlobSize) rather than allocated
        // at the limit: a small file costs little, and so does each run of the fuzzer under AddressSanitizer.
        var scratch = Scratch()
        defer { scratch.buffer.deallocate() }
        var block = PrimitiveBlockDecoder(data: data)
        let failure: Failure? = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Failure? in
            do throws(Failure) {
                try readBlobs(raw, into: data, block: &block, scratch: &scratch)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private static func readBlobs(_ raw: UnsafeRawBufferPointer, into data: OSMData, block: inout PrimitiveBlockDecoder,
                                  scratch: inout Scratch) throws(Failure) {
        if raw.isEmpty { throw Failure(byteOffset: 0, reason: "empty file") }
        var sawHeader = false
        try forEachBlock(raw, scratch: &scratch) { (type, content) throws(ProtobufError) in
            if type == "OSMHeader" {
                try readHeader(content, into: data)
                sawHeader = true
            } else {
                guard sawHeader else { throw ProtobufError(reason: "data blob before the OSMHeader blob") }
                try block.decode(content)
            }
        }
        if !sawHeader { throw Failure(byteOffset: 0, reason: "no OSMHeader blob") }
    }

    /// Walks the file's blobs and hands each `OSMHeader` or `OSMData` block, decompressed into `scratch`, to `body`
    /// (other blob types are skipped, as the spec says). The one blob walker: the map reader and the replication
    /// store both read through it. Stops after the header block when `stopAfterHeader` is set.
    static func forEachBlock(_ raw: UnsafeRawBufferPointer, scratch: inout Scratch, stopAfterHeader: Bool = false,
                             _ body: (String, UnsafeRawBufferPointer) throws(ProtobufError) -> Void) throws(Failure) {
        try walkBlobs(raw) { (type, blobOffset, blob) throws(Failure) -> Bool in
            let content = try unpack(blob, at: blobOffset, scratch: &scratch)
            do throws(ProtobufError) {
                try body(type, content)
            } catch {
                throw Failure(byteOffset: blobOffset, reason: "corrupt \(type) block: \(error.reason)")
            }
            return !(stopAfterHeader && type == "OSMHeader")
        }
    }

    /// Walks the file's `OSMHeader` and `OSMData` blobs (others are skipped, as the spec says) without unpacking them:
    /// `body` gets each one's type, byte offset and still-compressed bytes, and returns false to stop.
    static func walkBlobs(_ raw: UnsafeRawBufferPointer,
                          _ body: (String, Int, UnsafeRawBufferPointer) throws(Failure) -> Bool) throws(Failure) {
        var offset = 0
        let count = raw.count
        while offset < count {
            let blobStart = offset
            guard count - offset >= 4 else { throw Failure(byteOffset: offset, reason: "truncated: a blob length needs 4 bytes, \(count - offset) remain") }
            let headerLen = Int(raw[offset]) << 24 | Int(raw[offset + 1]) << 16 | Int(raw[offset + 2]) << 8 | Int(raw[offset + 3])
            offset += 4
            guard headerLen > 0, headerLen <= maxHeaderSize else {
                throw Failure(byteOffset: blobStart, reason: "blob header length \(headerLen) is not in 1...\(maxHeaderSize)")
            }
            guard headerLen <= count - offset else {
                throw Failure(byteOffset: blobStart, reason: "truncated: blob header needs \(headerLen) bytes, \(count - offset) remain")
            }
            var type = ""
            var dataSize = -1
            do throws(ProtobufError) {
                var h = ProtobufReader(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + headerLen)]))
                while !h.isAtEnd {
                    let (f, w) = try h.readKey()
                    switch (f, w) {
                    case (1, ProtobufReader.lengthDelimited): type = try h.readString()
                    case (3, ProtobufReader.varint): dataSize = try h.readSize(limit: maxBlobSize, what: "blob size")
                    default: try h.skip(wire: w)
                    }
                }
            } catch {
                throw Failure(byteOffset: offset, reason: "corrupt blob header: \(error.reason)")
            }
            offset += headerLen
            guard dataSize >= 0, dataSize <= maxBlobSize else {
                throw Failure(byteOffset: blobStart, reason: "blob size \(dataSize) is not in 0...\(maxBlobSize)")
            }
            guard dataSize <= count - offset else {
                throw Failure(byteOffset: offset, reason: "truncated: blob needs \(dataSize) bytes, \(count - offset) remain")
            }
            let blob = UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + dataSize)])
            let blobOffset = offset
            offset += dataSize
            if type != "OSMHeader" && type != "OSMData" { continue }  // unknown blob types are skipped (spec)
            if try !body(type, blobOffset, blob) { return }
        }
    }

    /// A blob's content (see `unpack(_:scratch:)`), failures placed at the blob's offset.
    static func unpack(_ blob: UnsafeRawBufferPointer, at blobOffset: Int, scratch: inout Scratch) throws(Failure) -> UnsafeRawBufferPointer {
        do throws(ProtobufError) {
            return try unpack(blob, scratch: &scratch)
        } catch {
            throw Failure(byteOffset: blobOffset, reason: error.reason)
        }
    }

    /// Returns a blob's content: its `raw` bytes, or its `zlib_data` inflated into `scratch`.
    private static func unpack(_ blob: UnsafeRawBufferPointer, scratch: inout Scratch) throws(ProtobufError) -> UnsafeRawBufferPointer {
        var r = ProtobufReader(blob)
        var rawSize = -1
        var raw: UnsafeRawBufferPointer?
        var zlib: UnsafeRawBufferPointer?
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.lengthDelimited): raw = try r.readBytes().buffer
            case (2, ProtobufReader.varint): rawSize = try r.readSize(limit: maxBlobSize, what: "blob raw size")
            case (3, ProtobufReader.lengthDelimited): zlib = try r.readBytes().buffer
            case (4, _), (5, _), (6, _), (7, _): throw ProtobufError(reason: "compression (field \(f)) is not supported; only raw and zlib")
            default: try r.skip(wire: w)
            }
        }
        if let raw { return raw }
        guard let zlib else { throw ProtobufError(reason: "blob has no data") }
        guard rawSize >= 0, rawSize <= maxBlobSize else { throw ProtobufError(reason: "blob raw size \(rawSize) is not in 0...\(maxBlobSize)") }
        let buffer = scratch.reserve(rawSize)
        if let problem = Decompression.inflateZlib(zlib, size: rawSize, into: buffer) { throw ProtobufError(reason: problem) }
        return UnsafeRawBufferPointer(rebasing: buffer[0..<rawSize])
    }

    /// HeaderBlock: checks required features and reads the bbox (through the one HeaderBlock decoder, which the
    /// replication store also uses for the `osmosis_replication_*` fields).
    static func readHeader(_ bytes: UnsafeRawBufferPointer, into data: OSMData) throws(ProtobufError) {
        let header = try PBFHeaderDecoder.decode(bytes)
        guard let box = header.bounds else { return }
        // left, right, top, bottom in nanodegrees.
        data.setBounds(BoundingBox(minLatitude: Double(box.3) / 1e9, minLongitude: Double(box.0) / 1e9,
                                   maxLatitude: Double(box.2) / 1e9, maxLongitude: Double(box.1) / 1e9))
    }
}

extension PBFReader {
    /// The inflate buffer of one `PBFReader.read`: grows by doubling to the largest blob seen, up to `maxBlobSize`.
    struct Scratch {
        private(set) var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)

        /// A buffer of at least `size` bytes (`size` is checked against `PBFReader.maxBlobSize` by the caller).
        mutating func reserve(_ size: Int) -> UnsafeMutableRawBufferPointer {
            if size > buffer.count {
                buffer.deallocate()
                var n = buffer.count
                while n < size { n *= 2 }
                buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(n, max(size, PBFReader.maxBlobSize)), alignment: 16)
            }
            return buffer
        }
    }
}

import Foundation

extension OSMStore {
    /// Reads every object of a PBF file with tags, versions and metadata, and its header.
    /// - Throws: `MapDataError` naming the file and the byte offset.
    public static func readPBF(path: String) throws(MapDataError) -> OSMStore {
        let name = (path as NSString).lastPathComponent
        guard let contents = FileManager.default.contents(atPath: path) else { throw MapDataError(file: name, reason: "cannot read the file") }
        return try readPBF([UInt8](contents), fileName: name)
    }

    /// Reads PBF bytes (see `readPBF(path:)`).
    public static func readPBF(_ bytes: [UInt8], fileName: String) throws(MapDataError) -> OSMStore {
        guard OSMFormat.detect(bytes) == .pbf else { throw MapDataError(file: fileName, byteOffset: 0, reason: "not an OSM PBF file") }
        var store = OSMStore()
        do throws(PBFBlobWalker.Failure) {
            try PBFBlobWalker.walk(bytes) { (type, content) throws(ProtobufError) in
                if type == "OSMHeader" { store.header = try PBFHeaderDecoder.decode(content) } else {
                    try StoreBlockDecoder.decode(content, into: &store)
                }
            }
        } catch {
            throw MapDataError(file: fileName, byteOffset: error.byteOffset, reason: error.reason)
        }
        return store
    }

    /// Reads only the header block of a PBF file (replication sequence, timestamp and base URL).
    public static func readPBFHeader(path: String) throws(MapDataError) -> Header {
        let name = (path as NSString).lastPathComponent
        guard let handle = FileHandle(forReadingAtPath: path) else { throw MapDataError(file: name, reason: "cannot read the file") }
        defer { try? handle.close() }
        // The header blob comes first and is small (a BlobHeader < 64 KiB, a HeaderBlock of a few hundred bytes).
        let prefix = [UInt8]((try? handle.read(upToCount: 256 * 1024)) ?? Data())
        var header: Header?
        do throws(PBFBlobWalker.Failure) {
            try PBFBlobWalker.walk(prefix, stopAfterHeader: true) { (type, content) throws(ProtobufError) in
                if type == "OSMHeader" { header = try PBFHeaderDecoder.decode(content) }
            }
        } catch {
            throw MapDataError(file: name, byteOffset: error.byteOffset, reason: error.reason)
        }
        guard let header else { throw MapDataError(file: name, byteOffset: 0, reason: "no OSMHeader blob") }
        return header
    }
}

/// Walks the blobs of a PBF file and hands each decompressed OSMHeader/OSMData block to a closure.
enum PBFBlobWalker {
    typealias Failure = PBFReader.Failure

    static func walk(_ bytes: [UInt8], stopAfterHeader: Bool = false,
                     _ body: (String, UnsafeRawBufferPointer) throws(ProtobufError) -> Void) throws(Failure) {
        var scratch = [UInt8]()
        var offset = 0
        while offset < bytes.count {
            let blobStart = offset
            guard bytes.count - offset >= 4 else { throw Failure(byteOffset: offset, reason: "truncated blob length") }
            let headerLen = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            offset += 4
            guard headerLen > 0, headerLen <= PBFReader.maxHeaderSize, headerLen <= bytes.count - offset else {
                throw Failure(byteOffset: blobStart, reason: "bad or truncated blob header (length \(headerLen))")
            }
            var type = "", dataSize = -1
            let failure: Failure? = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Failure? in
                var h = ProtobufReader(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + headerLen)]))
                do throws(ProtobufError) {
                    while !h.isAtEnd {
                        let (f, w) = try h.readKey()
                        switch (f, w) {
                        case (1, ProtobufReader.lengthDelimited): type = try h.readString()
                        case (3, ProtobufReader.varint): dataSize = Int(truncatingIfNeeded: try h.readVarint())
                        default: try h.skip(wire: w)
                        }
                    }
                    return nil
                } catch { return Failure(byteOffset: offset, reason: "corrupt blob header: \(error.reason)") }
            }
            if let failure { throw failure }
            offset += headerLen
            guard dataSize >= 0, dataSize <= PBFReader.maxBlobSize, dataSize <= bytes.count - offset else {
                throw Failure(byteOffset: blobStart, reason: "bad or truncated blob (size \(dataSize))")
            }
            let blobOffset = offset
            offset += dataSize
            guard type == "OSMHeader" || type == "OSMData" else { continue }
            let problem: Failure? = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Failure? in
                do throws(ProtobufError) {
                    let content = try unpack(UnsafeRawBufferPointer(rebasing: raw[blobOffset..<(blobOffset + dataSize)]), scratch: &scratch)
                    let inner: ProtobufError? = content.withUnsafeBytes { c in
                        do throws(ProtobufError) { try body(type, c); return nil } catch { return error }
                    }
                    if let inner { throw inner }
                    return nil
                } catch { return Failure(byteOffset: blobOffset, reason: "corrupt \(type) block: \(error.reason)") }
            }
            if let problem { throw problem }
            if stopAfterHeader, type == "OSMHeader" { return }
        }
    }

    private static func unpack(_ blob: UnsafeRawBufferPointer, scratch: inout [UInt8]) throws(ProtobufError) -> [UInt8] {
        var r = ProtobufReader(blob)
        var rawSize = -1
        var raw: UnsafeRawBufferPointer?, zlib: UnsafeRawBufferPointer?
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.lengthDelimited): raw = try r.readBytes().buffer
            case (2, ProtobufReader.varint): rawSize = Int(truncatingIfNeeded: try r.readVarint())
            case (3, ProtobufReader.lengthDelimited): zlib = try r.readBytes().buffer
            case (4, _), (5, _), (6, _), (7, _): throw ProtobufError(reason: "only raw and zlib blobs are supported")
            default: try r.skip(wire: w)
            }
        }
        if let raw { return [UInt8](raw) }
        guard let zlib else { throw ProtobufError(reason: "blob has no data") }
        guard rawSize >= 0, rawSize <= PBFReader.maxBlobSize else { throw ProtobufError(reason: "blob raw size \(rawSize) out of range") }
        if scratch.count < rawSize { scratch = [UInt8](repeating: 0, count: rawSize) }
        let problem = scratch.withUnsafeMutableBytes { Decompression.inflateZlib(zlib, size: rawSize, into: $0) }
        if let problem { throw ProtobufError(reason: problem) }
        return Array(scratch[0..<rawSize])
    }
}

/// Decodes a HeaderBlock, including the `osmosis_replication_*` fields (32, 33, 34) of the PBF spec.
enum PBFHeaderDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(ProtobufError) -> OSMStore.Header {
        var header = OSMStore.Header()
        var r = ProtobufReader(bytes)
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.lengthDelimited):
                var b = try r.readBytes()
                var box = [Int64](repeating: 0, count: 5)
                while !b.isAtEnd {
                    let (bf, bw) = try b.readKey()
                    if bw == ProtobufReader.varint, (1...4).contains(bf) { box[bf] = try b.readSInt() } else { try b.skip(wire: bw) }
                }
                header.bounds = (box[1], box[2], box[3], box[4])
            case (4, ProtobufReader.lengthDelimited):
                let feature = try r.readString()
                if !PBFReader.supportedFeatures.contains(feature) { throw ProtobufError(reason: "required feature \"\(feature)\" is not supported") }
            case (16, ProtobufReader.lengthDelimited): header.writingProgram = try r.readString()
            case (32, ProtobufReader.varint): header.replicationTimestamp = Int64(bitPattern: try r.readVarint())
            case (33, ProtobufReader.varint): header.replicationSequence = Int64(bitPattern: try r.readVarint())
            case (34, ProtobufReader.lengthDelimited): header.replicationBaseURL = try r.readString()
            default: try r.skip(wire: w)
            }
        }
        return header
    }
}

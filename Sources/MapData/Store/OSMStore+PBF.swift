import Foundation
import Text

extension OSMStore {
    /// Reads every object of a PBF file with tags, versions and metadata, and its header.
    /// - Throws: `MapDataError` naming the file and the byte offset.
    public static func readPBF(path: String) throws(MapDataError) -> OSMStore {
        let name = (path as NSString).lastPathComponent
        let contents: [UInt8]
        do { contents = try InputFile.read(path, expecting: "PBF file") } catch { throw MapDataError(file: name, reason: error.reason) }
        return try readPBF(contents, fileName: name)
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

/// The replication store's view of PBF blobs, through the map reader's one blob walker.
enum PBFBlobWalker {
    typealias Failure = PBFReader.Failure

    static func walk(_ bytes: [UInt8], stopAfterHeader: Bool = false,
                     _ body: (String, UnsafeRawBufferPointer) throws(ProtobufError) -> Void) throws(Failure) {
        var scratch = PBFReader.Scratch()
        defer { scratch.buffer.deallocate() }
        let failure: Failure? = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Failure? in
            do throws(Failure) {
                try PBFReader.forEachBlock(raw, scratch: &scratch, stopAfterHeader: stopAfterHeader, body)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
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

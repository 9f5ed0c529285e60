import Dispatch
import Foundation
import Text

/// Reading a PBF file on several cores. Blob decompression and PrimitiveBlock decoding are independent per block
/// (each block has its own string table), so workers take blocks in turn, each inflating into its own buffer and
/// decoding into a block-local `OSMData`; finished blocks are queued strictly in file order (the worker that
/// completes the next block in order queues it and any finished ones after it), and appended to the result once
/// every worker is done, so no worker writes the result. The merged data, and the first failure in file order, are
/// exactly what the serial reading gives.
extension PBFReader {
    /// The cores this process may use.
    static var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// A finished block waiting for its turn, or the failure it ended with.
    private enum Outcome: Sendable {
        case decoded(OSMBlockData)
        case failed(Failure)
    }

    /// The in-order merge: the next block index to queue, blocks finished out of order, the blocks in file order up to
    /// the first failure, and that failure.
    private struct Merge: Sendable {
        var next = 0
        var pending: [Int: Outcome] = [:]
        var ordered: [OSMBlockData] = []
        var failure: Failure?
    }

    static func readParallel(_ bytes: [UInt8], into data: OSMData, workers: Int) throws(Failure) {
        let failure: Failure? = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Failure? in
            do throws(Failure) {
                try readBlobsParallel(raw, bytes: bytes, into: data, workers: workers)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private static func readBlobsParallel(_ raw: UnsafeRawBufferPointer, bytes: [UInt8], into data: OSMData,
                                          workers: Int) throws(Failure) {
        if raw.isEmpty { throw Failure(byteOffset: 0, reason: "empty file") }
        // The walk is serial and cheap (blob headers only); the header block is read on the way.
        var sawHeader = false
        var found: [Range<Int>] = []
        var walkFailure: Failure?
        var scratch = Scratch()
        defer { scratch.buffer.deallocate() }
        do throws(Failure) {
            try walkBlobs(raw) { (type, offset, blob) throws(Failure) -> Bool in
                if type == "OSMHeader" {
                    let content = try unpack(blob, at: offset, scratch: &scratch)
                    do throws(ProtobufError) { try readHeader(content, into: data) } catch {
                        throw Failure(byteOffset: offset, reason: "corrupt OSMHeader block: \(error.reason)")
                    }
                    sawHeader = true
                } else {
                    guard sawHeader else {
                        throw Failure(byteOffset: offset, reason: "corrupt OSMData block: data blob before the OSMHeader blob")
                    }
                    found.append(offset..<(offset + blob.count))
                }
                return true
            }
        } catch {
            walkFailure = error
        }
        let blocks = found
        let merge = Locked(Merge())
        let claimed = Locked(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, blocks.count))) { _ in
            var scratch = Scratch()
            defer { scratch.buffer.deallocate() }
            while true {
                let i = claimed.withLock { n in
                    defer { n += 1 }
                    return n
                }
                guard i < blocks.count else { return }
                let outcome = bytes.withUnsafeBytes { all in
                    decodeBlock(UnsafeRawBufferPointer(rebasing: all[blocks[i]]), at: blocks[i].lowerBound, scratch: &scratch)
                }
                merge.withLock { m in
                    m.pending[i] = outcome
                    while let ready = m.pending.removeValue(forKey: m.next) {
                        if m.failure == nil {
                            switch ready {
                            case .decoded(let block): m.ordered.append(block)
                            case .failed(let error): m.failure = error
                            }
                        }
                        m.next += 1
                    }
                }
            }
        }
        let (ordered, failure) = merge.withLock { ($0.ordered, $0.failure) }
        if let failure { throw failure }
        data.append(ordered)
        if let walkFailure { throw walkFailure }
        if !sawHeader { throw Failure(byteOffset: 0, reason: "no OSMHeader blob") }
    }

    private static func decodeBlock(_ blob: UnsafeRawBufferPointer, at offset: Int, scratch: inout Scratch) -> Outcome {
        let block = OSMData()
        var decoder = PrimitiveBlockDecoder(data: block)
        do throws(Failure) {
            let content = try unpack(blob, at: offset, scratch: &scratch)
            do throws(ProtobufError) { try decoder.decode(content) } catch {
                throw Failure(byteOffset: offset, reason: "corrupt OSMData block: \(error.reason)")
            }
        } catch {
            return .failed(error)
        }
        return .decoded(OSMBlockData(block))
    }
}

/// What one reading collected, as plain values (so that finished blocks can move between threads).
struct OSMBlockData: Sendable {
    var nodeIDs: [Int64] = []
    var nodeLat: [Int32] = []
    var nodeLon: [Int32] = []
    var taggedNodes: [(id: Int64, tags: OSMTags)] = []
    var wayIDs: [Int64] = []
    var wayRefStart: [Int] = [0]
    var wayRefs: [Int64] = []
    var wayTags: [OSMTags] = []
    var relations: [OSMRelation] = []

    init(_ d: OSMData) {
        nodeIDs = d.nodeIDs; nodeLat = d.nodeLat; nodeLon = d.nodeLon; taggedNodes = d.taggedNodes
        wayIDs = d.wayIDs; wayRefStart = d.wayRefStart; wayRefs = d.wayRefs; wayTags = d.wayTags; relations = d.relations
    }
}

extension OSMData {
    /// Appends what other readings collected, in order, after what this one holds (capacity reserved once).
    func append(_ blocks: [OSMBlockData]) {
        func total(_ count: (OSMBlockData) -> Int) -> Int { blocks.reduce(0) { $0 + count($1) } }
        nodeIDs.reserveCapacity(nodeIDs.count + total(\.nodeIDs.count))
        nodeLat.reserveCapacity(nodeLat.count + total(\.nodeLat.count))
        nodeLon.reserveCapacity(nodeLon.count + total(\.nodeLon.count))
        wayIDs.reserveCapacity(wayIDs.count + total(\.wayIDs.count))
        wayRefStart.reserveCapacity(wayRefStart.count + total(\.wayIDs.count))
        wayRefs.reserveCapacity(wayRefs.count + total(\.wayRefs.count))
        wayTags.reserveCapacity(wayTags.count + total(\.wayTags.count))
        for other in blocks {
            appendNodes(ids: other.nodeIDs[...], lats: other.nodeLat[...], lons: other.nodeLon[...])
            taggedNodes.append(contentsOf: other.taggedNodes)
            let base = wayRefs.count
            wayIDs.append(contentsOf: other.wayIDs)
            wayRefs.append(contentsOf: other.wayRefs)
            wayRefStart.append(contentsOf: other.wayRefStart.dropFirst().lazy.map { $0 + base })
            wayTags.append(contentsOf: other.wayTags)
            relations.append(contentsOf: other.relations)
        }
    }
}

import Foundation
import Geo
@testable import MapData
import Testing
@testable import Routing
import Text

/// Format 9's section checksum: computed over 64 KiB chunks in whatever order the decoder's checks reach them, and
/// still the first word on a damaged section even when a check inside it fails before the checksum is complete.
@Suite struct CompiledMapChecksumTests {
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var g = SeededGenerator(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) }
    }

    @Test func chunksCoveredInAnyOrderGiveTheSectionChecksum() {
        let chunk = SectionChecksum.chunk
        let data = Self.bytes(3 * chunk + chunk / 2 + 5, seed: 9)
        let whole = SectionChecksum.of(data)
        data.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            let backwards = SectionHasher(raw)
            for k in stride(from: 3, through: 0, by: -1) { backwards.cover(base + k * chunk + 17, count: 1) }
            #expect(backwards.finish() == whole)
            let partly = SectionHasher(raw)
            partly.cover(base + chunk - 3, count: 10) // straddles chunks 0 and 1
            #expect(partly.finish() == whole, "chunks not covered are hashed at the end")
            var runs = [Range<Int>]()
            let inRuns = SectionHasher(raw)
            #expect(inRuns.inRuns(base + 8, count: (raw.count - 8) / 24, stride: 24) { runs.append($0); return true })
            #expect(runs.first?.lowerBound == 0 && runs.last?.upperBound == (raw.count - 8) / 24 && runs.count > 3)
            #expect(inRuns.finish() == whole)
        }
        for at in [0, chunk - 1, chunk, 2 * chunk + 100, data.count - 1] {
            var damaged = data
            damaged[at] ^= 0x01
            #expect(SectionChecksum.of(damaged) != whole, "a flipped bit at \(at) is found")
        }
        var swapped = data
        swapped.swapAt(10, chunk + 10)
        if swapped != data { #expect(SectionChecksum.of(swapped) != whole, "bytes moved between chunks are found") }
    }

    /// A vertex made NaN in a file that is not re-sealed: the network's check of the vertices fails first (the
    /// checksum is computed as the checks go), but the error is the section's damage, as when the checksum was
    /// verified before decoding. Re-sealed, the same file is refused for the number.
    @Test func aDamagedSectionIsReportedAsDamagedEvenWhenACheckFailsFirst() throws {
        let town = try OSMMap.defaultTown()
        let bytes = CompiledMapTests.compile(town, profiles: [.car])
        let v = town.network.vertices[0].coordinate
        let pattern = CompiledMapNumberTests.bytes([v.latitude, v.longitude])
        let at = try #require((0..<(bytes.count - 16)).first { Array(bytes[$0..<($0 + 16)]) == pattern })
        var damaged = bytes
        damaged.replaceSubrange(at..<(at + 8), with: CompiledMapNumberTests.bytes([Double.nan]))
        func error(_ b: [UInt8]) -> String? {
            do {
                _ = try OSMMap.open(compiled: try CompiledMapFile(data: Data(b), fileName: "x.navsim"), use: .routing)
                return nil
            } catch { return error.description }
        }
        #expect(error(bytes) == nil)
        let e = error(damaged)
        #expect(e?.contains("x.navsim") == true && e?.contains("the NETW section's checksum does not match") == true, "\(e ?? "opened")")
        let resealed = error(CompiledMapNumberTests.resealed(damaged))
        #expect(resealed?.contains("is not on the Earth") == true, "\(resealed ?? "opened")")
    }

    /// Roads are records over tables of distinct strings and name maps: roads sharing a name share one table entry,
    /// and every field comes back as it went in, the optional ones absent or present.
    @Test func roadRecordsKeepEveryFieldAndShareTheirStrings() throws {
        var a = Road(osmID: -5, highway: .residential, name: "Mill Lane", localizedNames: ["en": "Mill Lane", "fr": "Rue du Moulin"],
                     ref: "B 12", oneway: .backward, maxSpeed: 30, maxSpeedForward: 20, maxSpeedBackward: nil, lanes: -2,
                     flags: [.tunnel, .toll], access: .destination, maxHeight: 3.5, maxWeight: 7.5, destination: "Town",
                     destinationRef: "A 1", layer: -3, isSpeedUnlimited: true, speedLimitUnit: .milesPerHour, maxWidth: 2.2,
                     maxLength: 12, tunnelCategory: .e)
        let b = Road(osmID: Int64.max, highway: .motorway, name: "Mill Lane", localizedNames: a.localizedNames)
        a.tunnelCategory = .b
        let c = Road(osmID: Int64.min, highway: .service)
        var w = CompiledWriter()
        Road.encodeTable([a, b, c], into: &w)
        let decoded = try w.bytes.withUnsafeBytes { raw throws(MapDataError) -> [Road] in
            let copy = MappedBytes(copying: raw)
            var r = CompiledReader(ByteReader(copy.buffer), fileOffset: 0, fileName: "roads", owner: copy)
            let roads = try Road.decodeTable(&r)
            try r.expectEnd()
            return roads
        }
        #expect(decoded == [a, b, c])
        let text = String(decoding: w.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "Mill Lane").count == 2, "one copy of a string used four times")
    }
}

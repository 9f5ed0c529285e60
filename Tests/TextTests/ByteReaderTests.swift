import Testing
@testable import Text

/// The bounded reader answers nil, 0 or an error outside its bytes, never traps.
@Suite struct ByteReaderTests {
    @Test func readsOutsideTheBytesGiveNilOrZero() {
        let bytes: [UInt8] = [1, 2, 3]
        bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            #expect(r[0] == 1 && r[2] == 3)
            #expect(r[3] == 0 && r[-1] == 0 && r[Int.min] == 0 && r[Int.max] == 0)
            #expect(r.getByte(at: 3) == nil && r.getByte(at: -1) == nil)
            #expect(r.bytes(-5, 100).count == 3 && r.bytes(2, 1).isEmpty && r.bytes(Int.max - 1, Int.max).isEmpty)
            #expect(r.getSlice(at: 1, length: 3) == nil && r.getSlice(at: 1, length: 2)?.count == 2)
            #expect(r.getSlice(at: Int.max, length: Int.max) == nil)
            #expect(r.readSlice(length: 4) == nil && r.readerIndex == 0)
            #expect(r.readByte() == 1 && r.peekByte() == 2)
            #expect(!r.moveReaderIndex(forwardBy: 3) && r.moveReaderIndex(forwardBy: 2))
            #expect(r.readByte() == nil && r.isAtEnd)
            #expect(r.firstIndex(of: 9, from: -3, to: 99) == 3)
            #expect(r.bytesEqual(0, 1, count: 1) == false && r.bytesEqual(0, 0, count: 3) && !r.bytesEqual(1, 0, count: 3))
        }
        let empty: [UInt8] = []
        empty.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            #expect(r[0] == 0 && r.readByte() == nil && r.bytes(0, 10).isEmpty && r.string(0, 5) == "")
            #expect(throws: VarintError.truncated) { try r.readVarint() }
        }
    }

    @Test func varintsAreCheckedForLengthAndEnd() throws {
        func read(_ b: [UInt8]) throws(VarintError) -> UInt64 {
            var r = ByteReader(UnsafeBufferPointer(start: nil, count: 0))
            var out: UInt64 = 0
            var failure: VarintError?
            b.withUnsafeBufferPointer { p in
                r = ByteReader(p)
                do throws(VarintError) { out = try r.readVarint() } catch { failure = error }
            }
            if let failure { throw failure }
            return out
        }
        #expect(try read([0x96, 0x01]) == 150)
        #expect(try read([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]) == UInt64.max)
        #expect(throws: VarintError.truncated) { try read([0x80, 0x80]) }
        #expect(throws: VarintError.tooLong) { try read([UInt8](repeating: 0x80, count: 11) + [0]) }
    }

    @Test func checkedConversionsRejectWhatWouldTrap() {
        #expect(CheckedInt.index(1 << 63, count: 10) == nil)
        #expect(CheckedInt.index(9, count: 10) == 9 && CheckedInt.index(10, count: 10) == nil && CheckedInt.index(0, count: 0) == nil)
        #expect(CheckedInt.size(UInt64.max, limit: 100) == nil && CheckedInt.size(Int64(-1), limit: 100) == nil)
        #expect(CheckedInt.multiplyAdd(Int64.max, 2, 0) == nil && CheckedInt.multiplyAdd(3, 4, 5) == 17)
        #expect(CheckedInt.roundedDivision(Int64.max, by: 100) == 92_233_720_368_547_758)
        #expect(CheckedInt.roundedDivision(Int64.min, by: 100) == -92_233_720_368_547_758)
        #expect(CheckedInt.roundedDivision(150, by: 100) == 2 && CheckedInt.roundedDivision(-150, by: 100) == -2)
        #expect(CheckedInt.roundedDivision(149, by: 100) == 1 && CheckedInt.roundedDivision(-149, by: 100) == -1)
    }

    @Test func lineAssemblerKeepsOnlyAnUnfinishedLineAndDropsLongOnes() {
        var a = LineAssembler(maxLineLength: 8, carriageReturnEndsLine: false)
        var lines: [String] = []
        var dropped = 0
        func feed(_ s: String) {
            Array(s.utf8).withUnsafeBufferPointer { p in
                a.feed(p, decode: { r in
                    var start = 0, k = 0
                    while k < r.count { if r[k] == 0x0A { lines.append(r.string(start, k)); start = k + 1 }; k += 1 }
                    return start
                }, tooLong: { dropped += 1 })
            }
        }
        feed("ab"); feed("c\nde"); feed("f\n")
        #expect(lines == ["abc", "def"] && a.pending.isEmpty)
        feed("0123456"); feed("789"); feed("xyz\nok\n")
        #expect(dropped == 1 && lines == ["abc", "def", "ok"])
        feed(String(repeating: "z", count: 20)); feed("\nend\n")
        #expect(dropped == 2 && lines.last == "end" && a.pending.isEmpty && !a.discarding)
    }

    @Test func sourceErrorRendersOneSafeLine() {
        #expect(SourceError(file: "a.osm", line: 3, reason: "bad").description == "a.osm:3: bad")
        #expect(SourceError(file: "a.pbf", byteOffset: 42, reason: "bad").description == "a.pbf (byte 42): bad")
        // The one terminal-text policy drops the whole escape sequence, not only its ESC.
        #expect(SourceError(file: "s", line: 2, column: 5, reason: "x\u{1B}[2Jy").description == "s:2:5: xy")
        #expect(SourceError(file: "s", reason: String(repeating: "r", count: 300)).description.count == "s: ".count + 201)
        #expect(SourceError(reason: "r").naming("f.gpx").description == "f.gpx: r")
        // A document read through a parsed tree names the field instead of a line.
        #expect(SourceError(field: "simulation.seed", reason: "expected a number").naming("r.json").description
                == "r.json: simulation.seed: expected a number")
        #expect(SourceError(field: "waypoints[1]", reason: "bad").description == "waypoints[1]: bad")
    }
}

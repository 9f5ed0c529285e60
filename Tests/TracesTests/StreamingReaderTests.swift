import Geo
import Testing
@testable import Traces

/// Streaming readers (fed from a socket or a pipe) are linear and run in bounded memory (issue 10 S1/S2,
/// issue 9 §4): only an unfinished line is kept, an over-long line is dropped and counted.
@Suite struct StreamingReaderTests {
    @Test func nmeaMegabyteWithoutNewlineFedByteByByteIsDroppedAsOneLongLine() {
        var d = NMEADecoder()
        var fixes = 0
        var maxPending = 0
        for _ in 0..<1_000_000 {
            fixes += d.feed([UInt8(ascii: "A")]).count
            maxPending = max(maxPending, d.assembler.pending.count)
        }
        fixes += d.feed(Array("\n".utf8)).count
        fixes += d.feed(Array((NMEAWriter.sentence("GPGGA,000001,0100.000,N,00100.000,E,1,08,1.0,10.0,M,,M,,") + "\n").utf8)).count
        fixes += d.finish().count
        #expect(maxPending <= NMEADecoder.maxLineLength)
        #expect(d.skipped.count(.lineTooLong) == 1)
        #expect(d.sentences == 1)
        #expect(fixes == 1)
        #expect(d.lines == 2)
    }

    @Test func gpsdMegabyteWithoutNewlineFedTwoBytesAtATimeStaysBounded() {
        var d = GPSDJSONDecoder()
        let chunk: [UInt8] = [UInt8(ascii: "{"), UInt8(ascii: " ")]
        var maxPending = 0
        for _ in 0..<(GPSDJSONDecoder.maxLineLength / 2 + 1000) {
            _ = d.feed(chunk)
            maxPending = max(maxPending, d.assembler.pending.count)
        }
        let tpv = Array(#"{"class":"TPV","mode":2,"lat":1.5,"lon":2.5}"#.utf8) + [0x0A]
        let reports = d.feed([0x0A] + tpv)
        #expect(maxPending <= GPSDJSONDecoder.maxLineLength)
        #expect(d.skipped.count(.lineTooLong) == 1)
        #expect(reports.count == 1)
        #expect(d.lines == 2)
    }

    @Test func linesSplitAnywhereDecodeAsWhole() {
        let text = Array((0..<50).map { i in
            NMEAWriter.sentence("GPGGA,0000\(String(format2: i % 60)),0100.000,N,00100.000,E,1,08,1.0,10.0,M,,M,,") + "\r\n"
        }.joined().utf8)
        var whole = NMEADecoder()
        let expected = whole.feed(text) + whole.finish()
        for size in [1, 2, 3, 7, 64, 1000] {
            var d = NMEADecoder()
            var got: [Fix] = []
            var k = 0
            while k < text.count {
                got += d.feed(Array(text[k..<min(k + size, text.count)]))
                k += size
            }
            got += d.finish()
            #expect(got == expected, "pieces of \(size)")
            #expect(d.sentences == 50)
        }
        #expect(expected.count == 50)
    }

    @Test func anHourOfLiveNMEAAt10HzRunsInFlatMemory() {
        // 36 000 epochs (RMC + GGA each) through `feed`, as `navsim live --nmea -` reads them.
        var d = NMEADecoder()
        var fixes = 0
        var maxOutput = 0, maxPending = 0, maxExamples = 0
        var batch: [UInt8] = []
        for e in 0..<36_000 {
            let tenths = e % 10, s = e / 10
            let time = two(s / 3600) + two(s / 60 % 60) + two(s % 60) + ".\(tenths)"
            batch += Array((NMEAWriter.sentence("GPRMC,\(time),A,4807.038,N,01131.000,E,022.4,084.4,230394,,") + "\r\n"
                + NMEAWriter.sentence("GPGGA,\(time),4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,") + "\r\n").utf8)
            if e % 7 == 6 {  // uneven pieces, a line often split between two reads
                let cut = batch.count / 2 + e % 5
                fixes += d.feed(Array(batch[..<cut])).count
                fixes += d.feed(Array(batch[cut...])).count
                batch.removeAll(keepingCapacity: true)
            }
            maxOutput = max(maxOutput, d.output.count + d.outputTimeOfDay.count)
            maxPending = max(maxPending, d.assembler.pending.count)
            maxExamples = max(maxExamples, d.skipped.examples.count)
        }
        fixes += d.feed(batch).count + d.finish().count
        #expect(fixes == 36_000)
        #expect(d.sentences == 72_000)
        #expect(maxOutput == 0)
        #expect(maxPending < 200)
        #expect(maxExamples <= SkipReason.allCases.count * SkippedLines.examplesPerReason)
    }

    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
}

private extension String {
    init(format2 v: Int) { self = v < 10 ? "0\(v)" : "\(v)" }
}

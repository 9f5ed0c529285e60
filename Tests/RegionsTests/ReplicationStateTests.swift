import Foundation
import MapData
import Testing
@testable import Regions

/// `state.txt` read as Java properties (the format Osmosis writes), byte by byte.
@Suite struct ReplicationStateTests {
    static let osmosis = "#Sat Mar 05 00:26:02 UTC 2016\nsequenceNumber=1234\ntimestamp=2016-03-05T00\\:26\\:02Z\n"

    static func read(_ text: String) -> ReplicationState? { try? ReplicationState(text: text, source: "s/state.txt") }

    @Test func osmosisFileReadsItsSequenceAndTimestamp() throws {
        let s = try #require(Self.read(Self.osmosis))
        #expect(s.sequence == 1234)
        #expect(s.timestamp == ISOTimestamp.seconds("2016-03-05T00:26:02Z") && s.timestamp != nil)
    }

    @Test(arguments: ["\r\n", "\r", "\n"])
    func everyLineEndingOfThePropertiesFormat(_ eol: String) throws {
        let s = try #require(Self.read(["#c", "sequenceNumber=77", "timestamp=2016-03-05T00\\:26\\:02Z", ""].joined(separator: eol)))
        #expect(s.sequence == 77 && s.timestamp != nil)
    }

    @Test(arguments: ["sequenceNumber = 7", "sequenceNumber:7", "  sequenceNumber\t7 ", "\u{0C}sequenceNumber=\\7", "sequence\\Number=7"])
    func separatorsBlanksAndEscapesAsJavaReadsThem(_ line: String) {
        #expect(Self.read(line)?.sequence == 7, "\(line)")
    }

    @Test func aLaterLineWinsAndCommentsAreSkipped() {
        #expect(Self.read("sequenceNumber=1\n# sequenceNumber=5\n! sequenceNumber=6\nsequenceNumber=2")?.sequence == 2)
    }

    @Test(arguments: ["", "# sequenceNumber=9", "sequenceNumber=-1", "sequenceNumber=", "sequenceNumber=1x", "sequenceNumber=99999999999999999999",
                      "sequencenumber=3", "\u{FEFF}x=1"])
    func noUsableSequenceIsAnErrorNamingTheSource(_ text: String) {
        #expect {
            _ = try ReplicationState(text: text, source: "s/state.txt")
        } throws: { error in
            "\(error)".contains("s/state.txt") && "\(error)".contains("not a replication state file (no sequenceNumber)")
        }
    }

    @Test func aBadTimestampIsNilAndTheSequenceStillReads() throws {
        let s = try #require(Self.read("sequenceNumber=3\ntimestamp=yesterday"))
        #expect(s.sequence == 3 && s.timestamp == nil)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: ReplicationStateTests.shared), "needs ../shared/data/regions"))
    func theSharedReplicationStatesRead() throws {
        let text = try String(contentsOfFile: Self.shared, encoding: .utf8)
        let s = try #require(Self.read(text))
        #expect(s.sequence >= 1 && s.timestamp != nil)
    }

    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/data/regions/europe/monaco-updates/state.txt").standardized.path
}

import Foundation
@testable import NavsimCLI
import Testing
import Text
import TestSupport

/// `navsim batch`, in-process on the embedded town: many traces and route files, one JSON line each.
@Suite struct BatchCommandTests {
    /// `navsim batch ARGS`.
    static func run(_ args: [String], environment: [String: String] = [:]) -> InProcessCLI.Result {
        InProcessCLI.run(["batch"] + args, environment: environment)
    }

    /// A folder of traces: the repository's three recordings copied under several names (so the batch has enough
    /// inputs to shard), plus the bad inputs when asked.
    static func traceFolder(copies: Int = 4, bad: Bool = false) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-batch-\(ProcessInfo.processInfo.globallyUniqueString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in ["city.gpx", "city-noisy.gpx", "motorway.nmea"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Repository.path("Routes/traces/" + name)))
            for k in 0..<copies { try data.write(to: dir.appendingPathComponent("\(k)-\(name)")) }
        }
        if bad {
            try Data("this is not a trace\n".utf8).write(to: dir.appendingPathComponent("garbage.gpx"))
            try Data("<gpx><trk><trkseg><trkpt lat=\"10\" lon=\"10\"/></trkseg></trk></gpx>".utf8)
                .write(to: dir.appendingPathComponent("far-away.gpx"))
            try Data("<gpx><trk><trkseg><trkpt lat=\"51.02\" lon=".utf8).write(to: dir.appendingPathComponent("truncated.gpx"))
        }
        return dir
    }

    static func lines(_ s: String) -> [String] { s.split(separator: "\n").map(String.init) }

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func matchWritesOneLinePerInputInInputOrderWithItsFigures() throws {
        let dir = try Self.traceFolder(copies: 1)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = Self.run(["match", dir.path, "--jobs", "2"])
        #expect(r.code == 0, "\(r.err)")
        let lines = Self.lines(r.out)
        let inputs = try lines.map { try Self.object($0)["input"] as? String }
        #expect(inputs == ["0-city-noisy.gpx", "0-city.gpx", "0-motorway.nmea"].map { dir.path + "/" + $0 })
        for line in lines {
            let o = try Self.object(line)
            #expect(o["status"] as? String == "ok" && o["error"] is NSNull)
            #expect((o["points"] as? Int ?? 0) > 50)
            #expect((o["matched"] as? Double ?? 0) > 0.9)
            #expect((o["length"] as? Double ?? 0) > 500)
            #expect(o["arrived"] is NSNull, "match does not drive")
        }
        #expect(lines[0].hasPrefix("{\"input\": \"\(dir.path)/0-city-noisy.gpx\", \"status\": \"ok\", \"error\": null, \"points\": "))
        #expect(r.err.hasSuffix("navsim batch match: 3 inputs run: 3 ok, 0 errors\n"))
    }

    @Test func oneAndTwoJobsWriteTheSameBytes() throws {
        let dir = try Self.traceFolder(copies: 2, bad: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = Self.run(["match", dir.path, "--jobs", "1"])
        let two = Self.run(["match", dir.path, "--jobs", "2"])
        let four = Self.run(["match", dir.path, "--jobs", "4"])
        #expect(one.code == 3)
        #expect(!one.out.isEmpty)
        #expect(one.out == two.out)
        #expect(one.out == four.out)
    }

    @Test func fourShardsTogetherAreTheUnshardedRunByteForByteAfterSorting() throws {
        let dir = try Self.traceFolder(copies: 4, bad: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = Self.run(["match", dir.path, "--jobs", "2"])
        #expect(whole.code == 3)
        var union = [String]()
        var sizes = [Int]()
        for i in 1...4 {
            let shard = Self.run(["match", dir.path, "--shard", "\(i)/4", "--jobs", "2"])
            #expect(shard.code == 0 || shard.code == 3, "\(shard.err)")
            sizes.append(Self.lines(shard.out).count)
            union += Self.lines(shard.out)
        }
        #expect(Self.lines(whole.out).count == 15)
        #expect(union.sorted() == Self.lines(whole.out).sorted())
        #expect(sizes.filter { $0 > 0 }.count >= 3, "the hash spreads 15 inputs over the shards: \(sizes)")
        // The same shards from the job runners' variables (0-based), and stable when the list is given reversed.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).map { dir.path + "/" + $0 }.sorted()
        for i in 0..<4 {
            let flag = Self.run(["match", dir.path, "--shard", "\(i + 1)/4"])
            let k8s = Self.run(["match", dir.path, "--shard-count", "4"], environment: ["JOB_COMPLETION_INDEX": "\(i)"])
            let slurm = Self.run(["match"] + files.reversed(),
                                 environment: ["SLURM_ARRAY_TASK_ID": "\(i + 1)", "SLURM_ARRAY_TASK_MIN": "1",
                                               "SLURM_ARRAY_TASK_COUNT": "4"])
            #expect(k8s.out == flag.out)
            #expect(Set(Self.lines(slurm.out)) == Set(Self.lines(flag.out)))
        }
    }

    @Test func resumeAfterAKillSkipsWrittenInputsAndCutsATornLine() throws {
        let dir = try Self.traceFolder(copies: 2)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.jsonl").path
        let full = Self.run(["match", dir.path, "--out", out, "--jobs", "2"])
        #expect(full.code == 0, "\(full.err)")
        #expect(full.out.isEmpty)
        let complete = try Data(contentsOf: URL(fileURLWithPath: out))
        let lines = Self.lines(String(decoding: complete, as: UTF8.self))
        #expect(lines.count == 6)
        // What a kill in the middle of writing the fourth line leaves: three lines and half of one.
        let torn = lines[0..<3].joined(separator: "\n") + "\n" + lines[3].prefix(40)
        try Data(torn.utf8).write(to: URL(fileURLWithPath: out))
        let resumed = Self.run(["match", dir.path, "--out", out, "--resume", "--jobs", "2"])
        #expect(resumed.code == 0, "\(resumed.err)")
        #expect(resumed.err.contains("3 inputs run, 3 already in \(out) (a torn last line of 40 bytes cut)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == complete)
        // Resuming a finished file runs nothing; a file that is not batch output is refused with its line.
        let again = Self.run(["match", dir.path, "--out", out, "--resume"])
        #expect(again.code == 0 && again.err.contains("0 inputs run, 6 already in"))
        try Data("{\"input\": \"a\"}\nnot json\n".utf8).write(to: URL(fileURLWithPath: out))
        let foreign = Self.run(["match", dir.path, "--out", out, "--resume"])
        #expect(foreign.code == 1)
        #expect(foreign.err.contains("\(out):2: not a navsim batch line"))
    }

    @Test func badInputsGetErrorLinesAndTheBatchGoesOnWithExitThree() throws {
        let dir = try Self.traceFolder(copies: 1, bad: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("missing.gpx").path
        let r = Self.run(["match", dir.path, missing])
        #expect(r.code == BatchCommand.someInputsFailed)
        var status = [String: (String, String?)]()
        for line in Self.lines(r.out) {
            let o = try Self.object(line)
            status[(o["input"] as? String ?? "").replacingOccurrences(of: dir.path + "/", with: "")] =
                (o["status"] as? String ?? "", o["error"] as? String)
        }
        #expect(status.count == 7)
        #expect(status["0-city.gpx"]?.0 == "ok")
        #expect(status["garbage.gpx"]?.0 == "error")
        #expect(status["far-away.gpx"]?.1?.contains("the trace is off the map") == true)
        #expect(status["truncated.gpx"]?.0 == "error")
        #expect(status["missing.gpx"]?.1 == "\(missing): no such file")
        #expect(r.err.contains("3 ok, 4 errors"))
    }

    @Test func driveAndReplayReportArrivalReroutesAndSpeeding() throws {
        let drive = Self.run(["drive", Repository.path("Routes/speeding.json"), Repository.path("Routes/missed-turn.json")])
        #expect(drive.code == 0, "\(drive.err)")
        let d = try Self.lines(drive.out).map(Self.object)
        #expect(d.count == 2)
        #expect(d.allSatisfy { $0["arrived"] as? Bool == true && $0["matched"] is NSNull })
        #expect((d[0]["speeding"] as? Double ?? 0) > 0 && (d[0]["alerts"] as? Int ?? 0) > 0, "speeding.json speeds")
        #expect((d[1]["reroutes"] as? Int ?? 0) >= 1, "missed-turn.json reroutes")
        let replay = Self.run(["replay", Repository.path("Routes/traces/city.gpx")])
        #expect(replay.code == 0, "\(replay.err)")
        let p = try Self.object(try #require(Self.lines(replay.out).first))
        #expect(p["arrived"] as? Bool == true)
        #expect((p["points"] as? Int ?? 0) > 50 && (p["matched"] as? Double ?? 0) > 0.9)
    }

    @Test func listFilesGlobsAndUsageErrors() throws {
        let dir = try Self.traceFolder(copies: 1)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("inputs.list").path
        try Data("# traces\n\(dir.path)/0-motorway.nmea\n\n\(dir.path)/0-city.gpx\n".utf8).write(to: URL(fileURLWithPath: list))
        let listed = Self.run(["match", "@" + list, list, "\(dir.path)/*.gpx"])
        let inputs = try Self.lines(listed.out).map { try Self.object($0)["input"] as? String ?? "" }
        #expect(inputs == ["0-motorway.nmea", "0-city.gpx", "0-city-noisy.gpx"].map { dir.path + "/" + $0 })
        #expect(Self.run(["fly", dir.path]).code == 2)
        #expect(Self.run(["match"]).code == 2)
        #expect(Self.run(["match", dir.path, "--shard", "0/4"]).code == 2)
        #expect(Self.run(["match", dir.path, "--resume"]).code == 2)
        #expect(Self.run(["match", dir.path], environment: ["JOB_COMPLETION_INDEX": "1"]).err.contains("--shard-count"))
        #expect(Self.run(["match", "\(dir.path)/*.none"]).code == 1)
    }

    @Test func shardOfAPathIsItsFNV1aHash() {
        // FNV-1a 64 reference values (the empty string is the offset basis; "a" from the published test vectors).
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(BatchInputs.normalized("././t/a.gpx") == "t/a.gpx")
    }
}

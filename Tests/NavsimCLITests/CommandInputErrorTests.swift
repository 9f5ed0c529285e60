import Foundation
import Testing
import TestSupport

/// Input paths that once took a bad value silently (a clamp, a value ignored, a half-parsed list): each is now one
/// usage error naming the option and the reason, exit code 2.
@Suite struct CommandInputErrorTests: RunsNavsimInProcess {
    static let demoRoute = Repository.path("Routes/demo.json")

    @Test(arguments: [["drive", demoRoute, "--headless", "--speed-factor", "500"],
                      ["drive", demoRoute, "--headless", "--speed-factor", "0.5"],
                      ["replay", Repository.path("Routes/traces/city.gpx"), "--headless", "--speed-factor", "0.25"]])
    func aSpeedFactorOutsideTheCommandsRangeIsAUsageErrorNotAClamp(_ args: [String]) {
        let r = run(args)
        #expect(r.code == 2, "\(r.err)")
        #expect(r.err.contains("--speed-factor: speedFactor: expected a number in"), "\(r.err)")
        #expect(r.out.isEmpty)
    }

    @Test func aSpeedFactorFromTheSettingsFileNamesTheFile() throws {
        let file = temporaryFolder() + "/settings.json"
        try Data(#"{"speedFactor": 500}"#.utf8).write(to: URL(fileURLWithPath: file))
        let r = run(["drive", Self.demoRoute, "--headless", "--settings", file])
        #expect(r.code == 2)
        #expect(r.err.contains(file + ": speedFactor: expected a number in 1 ... 100 for drive, got '500'"), "\(r.err)")
    }

    @Test func aSpeedFactorInsideTheRangeStillPaces() {
        // 100× paces the 250 s demo drive to about 2.5 s of wall time: it runs, and arrives.
        let r = run(["drive", Self.demoRoute, "--headless", "--speed-factor", "100"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("arrived"))
    }

    @Test func batchShardAndShardCountTogetherAreAUsageError() {
        let r = run(["batch", "match", Repository.path("Routes/traces"), "--shard", "1/2", "--shard-count", "5"])
        #expect(r.code == 2)
        #expect(r.err.contains("--shard i/n or --shard-count N, not both"), "\(r.err)")
    }

    @Test func aBadSlurmArrayMinimumIsNamed() {
        let r = run(["batch", "match", Repository.path("Routes/traces")],
                    environment: ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "one"])
        #expect(r.code == 2)
        #expect(r.err.contains("SLURM_ARRAY_TASK_MIN must be a whole number, got 'one'"), "\(r.err)")
    }

    @Test(arguments: [("x,51,-1,52", "--bbox"), ("-2,51,-1,52,7", "--bbox"), ("-2,,-1,52", "--bbox"),
                      ("3-", "--zoom"), ("-3", "--zoom"), ("2--4", "--zoom")])
    func tilesPrefetchRefusesAHalfReadBoxOrZoomRange(_ value: String, _ option: String) {
        let bbox = option == "--bbox" ? value : "-1.06,51.01,-1.04,51.03"
        let zoom = option == "--zoom" ? value : "10"
        let r = run(["tiles", "prefetch", "--bbox", bbox, "--zoom", zoom, "--source", "file:///nonexistent/{z}/{x}/{y}.png"])
        #expect(r.code == 2, "\(r.err)")
        #expect(r.err.contains("\(option) must be"), "\(r.err)")
    }

    @Test func trafficTakesItsTimeFromAtAndRefusesClock() {
        let r = run(["traffic", "--at", "08:00", "--clock", "17:30"])
        #expect(r.code == 2)
        #expect(r.err.contains("the time is --at HH:MM"), "\(r.err)")
    }

    @Test func snapshotChecksTileTimeoutWithoutRasterLayers() {
        let r = run(["snapshot", "--tile-timeout", "soon"])
        #expect(r.code == 2)
        #expect(r.err.contains("--tile-timeout must be a number in 0 ... 600, got 'soon'"), "\(r.err)")
    }

    /// `--incident-types` filters the incident layer after the settings rebuilt the layers, so a feature list
    /// (here one that changes nothing) does not drop the filter.
    @Test func incidentTypesSurviveAFeatureList() {
        let base = ["snapshot", "--traffic", "on", "--incident-rate", "5", "--clock", "08:00", "--mode", "overview"]
        let filtered = run(base + ["--incident-types", "weather"])
        let withFeatures = run(base + ["--incident-types", "weather", "--features", "+trafficIncidents"])
        let unfiltered = run(base)
        #expect(filtered.code == 0 && withFeatures.code == 0 && unfiltered.code == 0)
        #expect(filtered.out != unfiltered.out, "the filter shows on this map at 08:00")
        #expect(withFeatures.out == filtered.out)
    }
}

import Net
import Foundation
import NavApp
import Regions
import Testing
import TestSupport
@testable import NavsimCLI

/// The offline-maps panel's service against the loopback server: the catalogue loads and a region downloads on
/// background threads while the caller (the frame loop) only ever reads snapshots.
@Suite("Maps panel service against the loopback server", .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct MapsPanelServiceTests {
    /// Polls `snapshot()` (as the run loop does every turn) until `done` holds, for at most `seconds`.
    static func poll(_ service: RegionsMapsService, seconds: Double = 30, _ done: (OfflineMapsSnapshot) -> Bool) -> OfflineMapsSnapshot {
        let deadline = Date().addingTimeInterval(seconds)
        var s = service.snapshot()
        while !done(s) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            s = service.snapshot()
        }
        return s
    }

    @Test func theCatalogueLoadsAndADownloadInstallsWithoutBlockingTheCaller() throws {
        let server = try RegionServer()
        try server.fault("/europe/monaco-latest.osm.pbf", "throttle", ["rate": "1000000"])
        let storage = try RegionStorage(root: temporaryFolder())
        let service = RegionsMapsService(storage: storage, http: HTTPClient(offline: false), catalogURL: server.catalog)
        let before = service.revision
        let started = Date()
        service.refresh()
        #expect(Date().timeIntervalSince(started) < 0.5, "refresh returns at once")
        let listed = Self.poll(service) { $0.regions.contains { $0.id == "monaco" } }
        #expect(service.revision > before)
        let monaco = try #require(listed.regions.first { $0.id == "monaco" })
        #expect(monaco.state == .available)
        let t0 = Date()
        service.download("monaco")
        #expect(Date().timeIntervalSince(t0) < 0.5, "download returns at once")
        var sawProgress = false
        let done = Self.poll(service) { s in
            let st = s.regions.first { $0.id == "monaco" }?.state
            if case .transferring? = st { sawProgress = true }
            if case .installed? = st { return true }
            return false
        }
        #expect(sawProgress, "the panel showed the transfer while it ran")
        #expect(done.regions.first { $0.id == "monaco" }?.state == .installed(version: "monaco:1@2016-03-05"))
        #expect(storage.installed("monaco") != nil)
    }

    @Test func offlineTheCatalogueFailsWithAReasonAndNothingIsRequested() throws {
        let server = try RegionServer()
        let storage = try RegionStorage(root: temporaryFolder())
        let service = RegionsMapsService(storage: storage, http: HTTPClient(offline: true), catalogURL: server.catalog)
        service.refresh()
        let s = Self.poll(service) { $0.message != nil && $0.message != "Loading the catalogue…" }
        #expect(s.message?.contains("offline") == true, "\(s.message ?? "no message")")
        #expect(try server.log().isEmpty)
    }
}

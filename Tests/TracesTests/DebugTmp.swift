import Testing
import Foundation
@testable import Traces
@Test func debugDump() throws {
    guard let path = ProcessInfo.processInfo.environment["DUMP"] else { return }
    let t = try TraceReader.read(path: path)
    for f in t.fixes { print("FIX", f.time.map(UTCTime.iso8601) ?? "-", f.coordinate, f.mode.rawValue, f.altitude ?? -1, f.speed ?? -1, f.course ?? -1) }
    print("SKIP", t.skipped.counts)
}

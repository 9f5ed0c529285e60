import DiskCache
import Foundation
import Text

/// The one operation in progress on the storage (an install or an update), written before each step so that a
/// crash leaves enough to finish or roll back (`RegionStorage.repair()`).
///
/// Steps, in order: `begun` (the new version is being staged), `staged` (it is complete and verified in
/// `staging/ID.new`), `swapped-out` (the old version moved to `staging/ID.old`), `swapped-in` (the new version is
/// in `regions/ID`). Before `staged` a repair rolls back; from `staged` on it finishes.
public struct Journal: Codable, Sendable, Equatable {
    public enum Operation: String, Codable, Sendable { case install, update }
    public enum Step: String, Codable, Sendable, CaseIterable { case begun, staged, swappedOut = "swapped-out", swappedIn = "swapped-in" }

    public var operation: Operation
    public var region: String
    public var step: Step
    /// The version being installed (for messages).
    public var newVersion: String?

    /// Test hook, documented in the README: `NAVSIM_TEST_KILL_AT=OPERATION:STEP` (e.g. `update:swapped-out`)
    /// makes the process SIGKILL itself right after writing that step, so that tests can crash a real navsim
    /// at each point and repair. Never set outside tests.
    static let killEnvironment = "NAVSIM_TEST_KILL_AT"

    func write(to path: String) throws(RegionsError) {
        do {
            try AtomicFile.write([UInt8](JSONEncoder().encode(self)), to: path, durable: true)
        } catch {
            let why = (error as? SourceError)?.reason ?? AtomicFile.reason(error)
            throw RegionsError.storage(path: path, reason: "cannot write the journal (\(why))")
        }
        if ProcessInfo.processInfo.environment[Self.killEnvironment] == "\(operation.rawValue):\(step.rawValue)" {
            kill(getpid(), SIGKILL)
        }
    }

    static func read(from path: String) -> Result<Journal?, RegionsError> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: path), let j = try? JSONDecoder().decode(Journal.self, from: data) else {
            return .failure(RegionsError.storage(path: path, reason: "the journal is unreadable"))
        }
        return .success(j)
    }
}

import Foundation

/// Paths of the repository and of the shared third-party data, for tests.
public enum Repository {
    /// The repository root (found from this file's compile-time path).
    public static let root: URL = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// `../shared/data` beside the repository (or `$NAVSIM_SHARED_DATA`): real third-party files.
/// Tests that need it use `.enabled(if: SharedData.isAvailable, SharedData.skipNote)` so that a run
/// without it says what it skipped.
public enum SharedData {
    public static let directory: URL = {
        if let env = ProcessInfo.processInfo.environment["NAVSIM_SHARED_DATA"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/data")
    }()

    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("README.md").path)
    }

    public static let skipNote = "skipped: ../shared/data is absent (set NAVSIM_SHARED_DATA to its path)"

    /// The path of a shared file, e.g. `SharedData.path("graphhopper/andorra.osm.pbf")`.
    public static func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }
}

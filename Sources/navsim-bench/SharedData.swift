import Foundation

/// Where the bench finds ../shared/data: the one locator of its data files.
enum SharedData {
    /// `relative` under the shared data: `$NAVSIM_SHARED_DATA`, else `shared/data` beside the repository or its
    /// parent, whatever the working folder (a section that read `../shared/data` from the working folder skipped
    /// everything when the bench ran from elsewhere).
    static func path(_ relative: String) -> String {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = ProcessInfo.processInfo.environment["NAVSIM_SHARED_DATA"].map { URL(fileURLWithPath: $0) }
            ?? [repo.deletingLastPathComponent(), repo.deletingLastPathComponent().deletingLastPathComponent()]
                .map { $0.appendingPathComponent("shared/data") }
                .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("README.md").path) }
            ?? repo.deletingLastPathComponent().appendingPathComponent("shared/data")
        return shared.appendingPathComponent(relative).path
    }

    /// The shared data folder itself.
    static var folder: String { path("") }
}

import Foundation
import Text

/// Temporary folders for tests (under `NSTemporaryDirectory()`, left for the system to clean).
public enum TemporaryFolder {
    /// A fresh, empty folder, named after `name` (the calling test's by default).
    public static func make(_ name: String = #function) -> String {
        let clean = name.filter { $0.isLetter || $0.isNumber }.prefix(40)
        let path = NSTemporaryDirectory() + "navsim-\(clean)-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// One folder per `owner` (a test's id: `"\(Test.current?.id)"`), made on the first call and the same on every
    /// later one, so that the steps of one test share it and no two tests do.
    public static func shared(by owner: String) -> String {
        owners.withLock { known -> String in
            if let made = known[owner] { return made }
            let made = make("test\(known.count)")
            known[owner] = made
            return made
        }
    }

    private static let owners = Locked([String: String]())

    /// Environment variables that send every cache and store navsim writes into `folder`: the compiled-map cache,
    /// the tile cache, the offline-maps storage, the XDG folders and `HOME`. `PATH` is kept (the speech and audio
    /// commands).
    public static func navsimEnvironment(in folder: String) -> [String: String] {
        var env = ["HOME": folder + "/home", "NAVSIM_MAP_CACHE": folder + "/compiled", "NAVSIM_TILE_CACHE": folder + "/tiles",
                   "NAVSIM_STORAGE": folder + "/storage", "XDG_CACHE_HOME": folder + "/cache", "XDG_DATA_HOME": folder + "/data"]
        if let path = ProcessInfo.processInfo.environment["PATH"] { env["PATH"] = path }
        return env
    }
}

/// A fresh, empty temporary folder named after the calling test (`TemporaryFolder.make`).
public func temporaryFolder(_ name: String = #function) -> String { TemporaryFolder.make(name) }

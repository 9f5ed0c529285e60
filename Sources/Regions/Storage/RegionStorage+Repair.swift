import Foundation

/// What the storage check found at start (`getInitialPersistentMapStatus` in HERE's terms).
public enum StorageStatus: Sendable, Equatable {
    case ok
    /// An install or update was interrupted; `repair()` finishes or rolls it back.
    case interrupted(String)
    /// Installed data is damaged; each line names the region and what is wrong.
    case corrupted([String])

    public var description: String {
        switch self {
        case .ok: return "ok"
        case .interrupted(let m): return "interrupted: \(m) (run 'navsim maps repair')"
        case .corrupted(let problems): return "corrupted: " + problems.joined(separator: "; ")
        }
    }
}

extension RegionStorage {
    /// Checks the journal, each installed region (files present, record readable, size as recorded) and leftovers.
    public func status() -> StorageStatus {
        switch Journal.read(from: journalPath) {
        case .failure(let e): return .corrupted([e.description])
        case .success(let j?):
            let what = j.step.rawValue == "begun" || j.step == .staged ? "before the swap" : "during the swap"
            return .interrupted("\(j.operation.rawValue) of \(j.region)\(j.newVersion.map { " (to \($0))" } ?? "") stopped at step '\(j.step.rawValue)', \(what)")
        case .success(nil): break
        }
        var problems = [String]()
        let fm = FileManager.default
        for id in ((try? fm.contentsOfDirectory(atPath: regionsDir)) ?? []).sorted() {
            guard let record = installed(id) else { problems.append("\(id): region.json is missing or unreadable"); continue }
            let size = ((try? fm.attributesOfItem(atPath: mapPath(id)))?[.size] as? NSNumber)?.int64Value
            if size == nil { problems.append("\(id): map.osm.pbf is missing") } else if size != record.size {
                problems.append("\(id): map.osm.pbf is \(size!) bytes, \(record.size) expected")
            }
        }
        let leftovers = ((try? fm.contentsOfDirectory(atPath: stagingDir)) ?? []).sorted()
        if !leftovers.isEmpty { problems.append("leftover staging files without a journal: \(leftovers.joined(separator: ", "))") }
        return problems.isEmpty ? .ok : .corrupted(problems)
    }

    /// Finishes or rolls back an interrupted operation from the journal and removes leftovers. Returns what it did,
    /// one line each; damaged regions it cannot mend are reported with what to do.
    public func repair() throws(RegionsError) -> [String] {
        var done = [String]()
        let fm = FileManager.default
        switch Journal.read(from: journalPath) {
        case .failure:
            // An unreadable journal: nothing can be finished; the installed side stays as it is.
            try? fm.removeItem(atPath: journalPath)
            done.append("removed an unreadable journal")
        case .success(let j?):
            let newDir = stagingDir + "/\(j.region).new"
            if j.step == .begun || (j.step == .staged && !fm.fileExists(atPath: newDir)) {
                try? fm.removeItem(atPath: newDir)
                try? fm.removeItem(atPath: journalPath)
                let now = installed(j.region)?.version ?? "not installed"
                done.append("\(j.region): rolled back the interrupted \(j.operation.rawValue) (kept \(now))")
            } else {
                try finish(j)
                done.append("\(j.region): finished the interrupted \(j.operation.rawValue) (now \(installed(j.region)?.version ?? "?"))")
            }
        case .success(nil): break
        }
        for leftover in ((try? fm.contentsOfDirectory(atPath: stagingDir)) ?? []).sorted() {
            try? fm.removeItem(atPath: stagingDir + "/" + leftover)
            done.append("removed leftover staging/\(leftover)")
        }
        if case .corrupted(let problems) = status() {
            for p in problems { done.append("cannot repair \(p): delete the region ('navsim maps delete ID') and download it again") }
        }
        return done
    }
}

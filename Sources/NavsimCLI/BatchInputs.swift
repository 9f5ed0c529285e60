import Foundation
import Text
import Glibc

/// The inputs of a `navsim batch` run, in input order: each command-line argument in the order given, a folder or a
/// glob expanded to its files sorted by path (byte order, whatever the locale), a list file to its lines in order;
/// a path met twice counts once (where it first appears).
///
/// - a folder: its files (recursively) whose extension the mode reads (`extensions`);
/// - a glob (`traces/*.gpx`, quoted so the shell leaves it alone): the matching files;
/// - a list file, `@FILE` or `FILE.list`: one path a line (blank lines and `#` comments skipped), relative to the
///   current directory as `find … > FILE.list` writes them;
/// - anything else: one input, even when it does not exist (its line then says so).
struct BatchInputs {
    /// The expanded inputs, in input order, each as it is written to the output's "input" member.
    private(set) var paths: [String] = []

    /// Why an argument expanded to nothing it could use (an unreadable list file), for a message.
    struct Failure: Error { var message: String }

    /// - Parameter extensions: lower-case extensions a folder's files must have to be inputs.
    init(arguments: [String], extensions: Set<String>) throws(Failure) {
        var seen = Set<String>()
        func add(_ p: String) {
            let path = Self.normalized(p)
            if seen.insert(path).inserted { paths.append(path) }
        }
        for arg in arguments {
            if arg.hasPrefix("@") || (arg.hasSuffix(".list") && Self.isFile(arg)) {
                let list = arg.hasPrefix("@") ? String(arg.dropFirst()) : arg
                for p in try Self.readList(list) { add(p) }
            } else if Self.isDirectory(arg) {
                for p in Self.files(under: arg, extensions: extensions) { add(p) }
            } else if !FileManager.default.fileExists(atPath: arg), arg.contains(where: { "*?[".contains($0) }) {
                for p in Self.glob(arg) { add(p) }
            } else {
                add(arg)
            }
        }
    }

    /// The path as the output names it: without leading `./` (so that `./a.gpx` and `a.gpx` are one input and
    /// shard alike).
    static func normalized(_ p: String) -> String {
        var s = Substring(p)
        while s.hasPrefix("./") && s.count > 2 { s = s.dropFirst(2) }
        return String(s)
    }

    static func isDirectory(_ path: String) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && dir.boolValue
    }

    static func isFile(_ path: String) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && !dir.boolValue
    }

    /// Sorted by the paths' UTF-8 bytes (the order `LC_ALL=C ls` gives), so that every machine expands alike.
    static func sortedByBytes(_ paths: [String]) -> [String] {
        paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func files(under folder: String, extensions: Set<String>) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out = [String]()
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        while let rel = walker.nextObject() as? String {
            let ext = (rel as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else { continue }
            let path = base + "/" + rel
            if isFile(path) { out.append(path) }
        }
        return sortedByBytes(out)
    }

    /// The files a shell glob matches (glob(3), unsorted, then sorted by bytes rather than by the locale's collation).
    static func glob(_ pattern: String) -> [String] {
        var g = glob_t()
        defer { globfree(&g) }
        guard Glibc.glob(pattern, Int32(GLOB_NOSORT), nil, &g) == 0 else { return [] }
        var out = [String]()
        for i in 0..<Int(g.gl_pathc) {
            if let c = g.gl_pathv[i], case let p = String(cString: c), isFile(p) { out.append(p) }
        }
        return sortedByBytes(out)
    }

    static func readList(_ file: String) throws(Failure) -> [String] {
        let data: [UInt8]
        do { data = try InputFile.read(file, expecting: "list file") } catch { throw Failure(message: error.description) }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

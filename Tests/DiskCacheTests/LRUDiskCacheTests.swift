import DiskCache
import Foundation
import Testing
import TestSupport

@Suite("LRU disk cache")
struct LRUDiskCacheTests {
    static func bytes(_ value: UInt8, _ count: Int) -> [UInt8] { [UInt8](repeating: value, count: count) }

    static func subfolder(_ dir: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        return dir + "/sub"
    }

    @Test func aReadIsAUseAndTheLeastRecentlyUsedGoesPastTheBound() throws {
        let cache = LRUDiskCache(directory: temporaryFolder(), maxBytes: 250)
        try cache.write("a", Self.bytes(1, 100))
        try cache.write("b", Self.bytes(2, 100))
        #expect(cache.read("a") == Self.bytes(1, 100))
        try cache.write("c", Self.bytes(3, 100))
        #expect(cache.entries().map(\.key) == ["a", "c"])
        #expect(cache.usage.bytes == 200 && cache.usage.entries == 2)
        #expect(cache.read("b") == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.path("b")))
    }

    @Test func anEntryLargerThanTheBoundIsNotStoredAndEvictsNothing() throws {
        let cache = LRUDiskCache(directory: temporaryFolder(), maxBytes: 250)
        try cache.write("a", Self.bytes(1, 200))
        #expect(try cache.write("huge", Self.bytes(0, 251)) == false)
        #expect(cache.entries().map(\.key) == ["a"])
        #expect(!FileManager.default.fileExists(atPath: cache.path("huge")))
    }

    @Test func theUseOrderSurvivesReopeningBecauseItIsTheModificationTime() throws {
        let dir = temporaryFolder()
        let first = LRUDiskCache(directory: dir, maxBytes: 1000, nested: true)
        for k in ["x/1", "x/2", "x/3"] { try first.write(k, Self.bytes(1, 100)) }
        _ = first.read("x/1")
        let reopened = LRUDiskCache(directory: dir, maxBytes: 250, nested: true)
        #expect(reopened.entries().map(\.key) == ["x/2", "x/3", "x/1"])
        reopened.trim()
        #expect(reopened.entries().map(\.key) == ["x/3", "x/1"], "the oldest use goes first")
    }

    @Test func writesLeaveNoTemporaryFileAndAWriterThatIsGoneHasItsPartRemoved() throws {
        let dir = temporaryFolder()
        let cache = LRUDiskCache(directory: dir, maxBytes: 1000)
        try cache.write("k", [1, 2, 3])
        try cache.write("k", [4, 5])  // replaced whole
        #expect(cache.read("k") == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["k"])
        // Not nested: a subfolder's files are not entries (a cache pointed at a shared folder reads only its own level).
        try Data([1]).write(to: URL(fileURLWithPath: try Self.subfolder(dir) + "/deep"))
        // A crashed writer's temporary file (a process id that cannot run) goes; a live writer's (ours) stays, and so
        // does another program's file that only ends in .part.
        let dead = dir + "/k.\(Int32.max).1.part", live = dir + "/k.\(getpid()).9.part", foreign = dir + "/movie.mkv.part"
        for p in [dead, live, foreign] { try Data([9]).write(to: URL(fileURLWithPath: p)) }
        let reopened = LRUDiskCache(directory: dir, maxBytes: 1000)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live) && FileManager.default.fileExists(atPath: foreign))
        #expect(reopened.entries().map(\.key) == ["k"], "temporary files are never entries")
    }

    /// `navsim maps compile X -o /dev/null` must not swap the device for a plain file: a path that exists and is not
    /// a regular file is written in place (a FIFO with a reader gets the bytes and stays a FIFO), a folder is one
    /// error naming the path, and a regular file is replaced whole.
    @Test func anAtomicWriteReplacesOnlyARegularFile() throws {
        let dir = temporaryFolder()
        let fifo = dir + "/pipe", folder = dir + "/folder"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write([1, 2], to: fifo)
        var got = [UInt8](repeating: 0, count: 8)
        #expect(read(reader, &got, 8) == 2 && got.prefix(2) == [1, 2], "the FIFO's reader gets the bytes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        do {
            try AtomicFile.write([1, 2], to: folder)
            Issue.record("\(folder) was written over")
        } catch {
            #expect(error.description.hasPrefix("\(folder): cannot write: "), "\(error.description)")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(lstat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "the folder is still a folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["folder", "pipe"], "no temporary file left")
        try AtomicFile.write([3], to: dir + "/plain")
        try AtomicFile.write([4, 5], to: dir + "/plain")
        #expect(FileManager.default.contents(atPath: dir + "/plain") == Data([4, 5]))
    }

    @Test func clearTakesWhatAnotherInstanceWroteAndOnlyEntriesCount() throws {
        let dir = temporaryFolder()
        let mine = LRUDiskCache(directory: dir, maxBytes: 1000) { $0.hasSuffix(".bin") }
        let other = LRUDiskCache(directory: dir, maxBytes: 1000)
        try other.write("late.bin", [1])
        try other.write("notes.txt", [2])
        #expect(mine.entries().map(\.key) == ["late.bin"])
        mine.clear()
        #expect(mine.entries().isEmpty && mine.usage.entries == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/notes.txt"), "not an entry: left alone")
    }

    @Test func aFileGoneFromUnderTheIndexIsForgottenOnRead() throws {
        let cache = LRUDiskCache(directory: temporaryFolder(), maxBytes: 1000)
        try cache.write("a", [1, 2])
        try FileManager.default.removeItem(atPath: cache.path("a"))
        #expect(cache.read("a") == nil)
        #expect(cache.usage.entries == 0 && cache.usage.bytes == 0)
    }

    @Test func aKeyOutsideTheFolderAndAnUnwritableFolderAreErrorsNamingTheFolder() {
        let cache = LRUDiskCache(directory: temporaryFolder(), maxBytes: 1000)
        for bad in ["../escape", "/abs", "a//b", "a/./b"] {
            #expect(throws: (any Error).self, "\(bad)") { try cache.write(bad, [1]) }
        }
        let proc = LRUDiskCache(directory: "/proc/navsim-diskcache", maxBytes: 1000)
        do {
            try proc.makeFolder()
            Issue.record("made a folder under /proc")
        } catch {
            #expect(error.file == "/proc/navsim-diskcache" && error.reason.contains("cannot create the folder"), "\(error)")
        }
    }
}

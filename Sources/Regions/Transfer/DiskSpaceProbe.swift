import Foundation

/// Free space on the file system holding a path, injected so that tests can simulate a full disk.
public protocol DiskSpaceProbe: Sendable {
    func availableBytes(at path: String) -> Int64?
}

/// `statvfs` through Foundation (`systemFreeSize`).
public struct SystemDiskSpace: DiskSpaceProbe {
    public init() {}
    public func availableBytes(at path: String) -> Int64? {
        ((try? FileManager.default.attributesOfFileSystem(forPath: path))?[.systemFreeSize] as? NSNumber)?.int64Value
    }
}

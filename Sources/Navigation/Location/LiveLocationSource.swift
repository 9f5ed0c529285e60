import Foundation
import Geo
import Text
import Traces

/// Where live fixes come from: a blocking stream that returns nil when it ends.
public protocol FixStream: AnyObject {
    /// The next fix with a position, blocking until one arrives; nil at the end of the stream.
    func nextFix() throws -> Fix?
}

/// Fixes from a running gpsd (TPV reports over its JSON protocol; see `GPSDClient`).
public final class GPSDFixStream: FixStream {
    public let client: GPSDClient

    /// Connects and turns on JSON reports. Throws `GPSDClientError` when nothing listens there.
    public init(host: String = GPSDClient.defaultHost, port: UInt16 = GPSDClient.defaultPort) throws {
        client = GPSDClient(host: host, port: port)
        try client.connect()
    }

    public func nextFix() throws -> Fix? {
        do { return try client.nextFix() } catch GPSDClientError.connectionClosed { return nil }
    }

    public func close() { client.close() }
}

/// Fixes decoded from NMEA 0183 as it arrives on a file handle (a serial device, a pipe, standard input, a file).
public final class NMEAFixStream: FixStream {
    private let handle: FileHandle
    /// The stream's name in a read error (`-`: standard input).
    private let name: String
    private var decoder = NMEADecoder()
    private var queue: [Fix] = []
    private var head = 0
    private var ended = false

    public init(handle: FileHandle, name: String = InputFile.standardInput) {
        self.handle = handle
        self.name = name
    }

    /// Sentences skipped so far (bad checksums, noise, ...).
    public var skipped: SkippedLines { decoder.skipped }

    public func nextFix() throws -> Fix? {
        while head >= queue.count {
            if ended { return nil }
            queue.removeAll(keepingCapacity: true)
            head = 0
            // Blocks until bytes arrive; empty at the end; a read error ends the stream with its reason.
            let data = try InputFile.readAvailable(handle.fileDescriptor, path: name)
            if data.isEmpty {
                ended = true
                queue = decoder.finish()
            } else {
                queue = decoder.feed(data)
            }
        }
        defer { head += 1 }
        return queue[head]
    }
}

/// A live receiver as a location source: each `next()` blocks for the next fix. Times are seconds since the first
/// timed fix (a fix without a time comes one second after the one before). The source ends when the stream does
/// or fails; `failure` then says why.
public struct LiveLocationSource: LocationSource {
    public let stream: any FixStream
    /// The error that ended the stream, if one did.
    public private(set) var failure: (any Error)?
    /// The last fix as the receiver gave it.
    public private(set) var lastFix: Fix?
    private var base: Seconds?
    private var lastTime: Seconds = -1

    public init(stream: any FixStream) {
        self.stream = stream
    }

    public mutating func next() -> LocationSample? {
        let fix: Fix
        do {
            guard let f = try stream.nextFix() else { return nil }
            fix = f
        } catch {
            failure = error
            return nil
        }
        lastFix = fix
        var t = lastTime + 1
        if let ft = fix.time {
            if base == nil { base = ft - max(0, lastTime + 1) }
            t = max(lastTime, ft - (base ?? ft))
        }
        lastTime = t
        return LocationSample(time: t, coordinate: fix.coordinate, speed: fix.speed, course: fix.course,
                              horizontalAccuracy: fix.horizontalAccuracy)
    }
}

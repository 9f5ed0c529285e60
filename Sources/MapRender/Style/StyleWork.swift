import Foundation

/// Where a style's binding to a map (the OpenMapTiles view build and the filters run once over it, ~100 ms on
/// Monaco) is made: on the caller's thread at once (`inline`: headless commands, tests, scripts, so their frames are
/// the same bytes every run), on a background queue (`background`: the terminal UI, whose frames go on drawing the
/// previous look meanwhile), or wherever a test's own runner puts it (`init(_:)`, to finish it when the test says).
public struct StyleWork: Sendable {
    let run: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// Work runs through `run`, which must call the job exactly once, on any thread, now or later.
    public init(_ run: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        self.run = run
    }

    /// At once, on the thread that asks.
    public static let inline = StyleWork { job in job() }

    /// On a utility-priority background queue.
    public static let background = StyleWork { job in
        DispatchQueue.global(qos: .utility).async(execute: job)
    }
}

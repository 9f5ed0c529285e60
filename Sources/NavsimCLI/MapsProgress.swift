import Net
import Foundation
import Regions
import Text
import Widgets

/// The `maps download`/`update` listener: progress bars redrawn in place on a terminal (at most 10 times a
/// second), JSON Lines with `--json`, plain result lines otherwise.
final class MapsProgressPrinter: RegionTaskListener, Sendable {
    enum Mode: Sendable { case terminal(ascii: Bool), json, plain }
    private let output: Output
    private let mode: Mode
    private let regions: [String]
    private struct State {
        var progress: [String: TransferProgress] = [:]
        var status: [String: String] = [:]
        var drawn = 0
        var lastDraw = -1.0
        var lastJSONPercent: [String: Int] = [:]
    }
    private let state = Locked(State())
    private let clock = SystemNetClock()

    init(output: Output, mode: Mode, regions: [String]) {
        self.output = output
        self.mode = mode
        self.regions = regions
    }

    /// One event as a JSON line, by the one writer (`Text.JSONWriter`): `event` and `region` first, then `members`.
    private func json(_ event: StaticString, _ region: String, _ members: (inout JSONWriter) -> Void) {
        var w = JSONWriter()
        w.beginObject()
        w.field("event", String(describing: event))
        w.field("region", region)
        members(&w)
        w.endObject()
        output.line(w.string)
    }

    func onProgress(_ p: TransferProgress) {
        switch mode {
        case .json:
            let pct = Int(p.percent ?? -1)
            let emit = state.withLock { s -> Bool in
                defer { s.lastJSONPercent[p.region] = pct }
                return s.lastJSONPercent[p.region] != pct
            }
            guard emit else { return }
            json("progress", p.region) { w in
                w.field("bytes", Int(p.bytes))
                if let t = p.total { w.field("total", Int(t)) }
                w.field("rate", Int(p.bytesPerSecond))
                if let pc = p.percent { w.field("percent", pc, places: 1, style: .trimmed) }
                if let e = p.eta { w.field("eta", e, places: 1, style: .trimmed) }
            }
        case .terminal:
            state.withLock { $0.progress[p.region] = p }
            draw(force: false)
        case .plain: break
        }
    }

    func onPause(region: String, error: RegionsError?) {
        report(region, "paused" + (error.map { ": \($0.description)" } ?? ""), event: "pause", error: error)
    }

    func onResume(region: String) { report(region, "resumed", event: "resume", error: nil) }

    func onComplete(region: String, error: RegionsError?) {
        report(region, error.map { "failed: \($0.description)" } ?? "done", event: "complete", error: error)
    }

    private func report(_ region: String, _ text: String, event: StaticString, error: RegionsError?) {
        switch mode {
        case .json:
            json(event, region) { w in
                if let error { w.field("error", error.description) }
            }
        case .terminal:
            state.withLock { $0.status[region] = text }
            draw(force: true)
        case .plain:
            if error != nil { output.error("\(region): \(text)") } else { output.line("\(region): \(text)") }
        }
    }

    /// Redraws one line per region and a total line, moving the cursor back up over the previous drawing.
    private func draw(force: Bool) {
        guard case .terminal(let ascii) = mode else { return }
        let now = clock.now()
        let text = state.withLock { s -> String? in
            guard force || now - s.lastDraw >= 0.1 else { return nil }
            s.lastDraw = now
            var lines = [String]()
            var bytes: Int64 = 0, total: Int64 = 0
            for r in regions {
                let p = s.progress[r]
                bytes += p?.bytes ?? 0
                total += p?.total ?? 0
                lines.append(line(r, p, s.status[r], ascii: ascii))
            }
            if regions.count > 1 {
                lines.append(line("total", TransferProgress(region: "total", bytes: bytes, total: total > 0 ? total : nil, bytesPerSecond: 0), nil, ascii: ascii))
            }
            let up = s.drawn > 0 ? "\u{1b}[\(s.drawn)A" : ""
            s.drawn = lines.count
            return up + lines.map { "\r\u{1b}[2K" + $0 }.joined(separator: "\n") + "\n"
        }
        if let text { output.write(text) }
    }

    private func line(_ name: String, _ p: TransferProgress?, _ status: String?, ascii: Bool) -> String {
        let label = name.padding(toLength: 12, withPad: " ", startingAt: 0)
        let fraction = (p?.percent ?? 0) / 100
        let bar = ProgressBar.render(fraction, width: 24, ascii: ascii)
        let pct = p?.percent.map { String(format: "%5.1f%%", $0) } ?? "    -%"
        let size = p.map { "\(ByteCount.format($0.bytes))\($0.total.map { " / " + ByteCount.format($0) } ?? "")" } ?? ""
        var tail = ""
        if let p, p.bytesPerSecond > 0 { tail += "  \(ByteCount.format(Int64(p.bytesPerSecond)))/s" }
        if let eta = p?.eta { tail += "  ETA \(Int(eta.rounded()))s" }
        if let status { tail = "  " + status }
        return "\(label) \(ascii ? "[" : "▕")\(bar)\(ascii ? "]" : "▏") \(pct)  \(size)\(tail)"
    }
}

import TermUI

/// The frame loop: input → actions, wall time → simulation, state → frame → backend (which writes only the diff).
///
/// The loop alone reads a clock (`now`, injected); everything it drives is pure. It redraws whenever the app
/// changed (`NavAppCore.revision`: an action, a sample taken, a gesture frame), at most `fps` frames a second
/// (`fps == 0`: every change). Before drawing it tells the app the terminal's size (`.screenResized`), so the
/// frame, hit tests and gestures all use the layout of the current state. While paused with nothing changing it
/// sleeps in `readInput` until the next sample or key, so CPU use is near zero.
public final class AppRunLoop {
    public let core: NavAppCore
    public let composer: ScreenComposer
    public let backend: any Backend
    public let fps: Int
    private let now: () -> Double
    /// Frames drawn and bytes the backend reported (for the status and the benchmark).
    public private(set) var framesDrawn = 0
    public private(set) var bytesWritten = 0
    public private(set) var cellsChanged = 0
    /// Extra input handling (gestures); returns true when it consumed the event.
    public var inputHandler: ((InputEvent, NavAppCore, ScreenComposer) -> Bool)?
    /// Per-turn work outside the app (gesture momentum and animations, recognizer deadlines, script players):
    /// called each loop turn with the loop time; says whether it changed something and when it wants the next turn.
    public var frameHandler: ((Double) -> (changed: Bool, nextIn: Double?))?
    /// Makes the frame for a size instead of the composer alone (NavsimKit: its layout pass, then the screen and the
    /// embedder's views); nil draws `composer.render`.
    public var frameSource: ((Size) -> Buffer)?

    public init(core: NavAppCore, composer: ScreenComposer, backend: any Backend, fps: Int, now: @escaping () -> Double) {
        self.core = core
        self.composer = composer
        self.backend = backend
        self.fps = max(0, fps)
        self.now = now
    }

    /// How often the loop looks for a finished style binding while one is being made (seconds).
    static let styleBindingPoll = 0.02

    /// Runs until quit or `shouldStop` returns true.
    public func run(shouldStop: () -> Bool = { false }) {
        var last = now()
        var lastDraw = -Double.infinity
        var dirty = true
        var drawn = core.revision
        backend.setCursorVisible(false)
        while !core.state.quitRequested && !shouldStop() {
            let t = now()
            syncSize()
            core.tick(wall: max(0, t - last))
            last = t
            var wanted: Double?
            if let f = frameHandler {
                let r = f(t)
                if r.changed { dirty = true }
                wanted = r.nextIn
            }
            if let change = composer.rasterChange() {
                dirty = true
                if let problem = change.problem { core.dispatch(.rasterStatus(problem)) }
            }
            if composer.styleChanged() { dirty = true }
            if core.revision != drawn { dirty = true }
            let fps = currentFps
            let frameInterval = fps > 0 ? 1.0 / Double(fps) : .infinity
            if dirty && (fps == 0 || t - lastDraw >= frameInterval * 0.999) {
                draw()
                drawn = core.revision
                lastDraw = t
                dirty = false
            }
            // Wait for input until the next sample or frame is due.
            var wait = core.session.timeUntilNextSample ?? 1.0
            if let wanted { wait = min(wait, wanted) }
            // A style being bound in the background is drawn as soon as it is ready.
            if composer.styleBinder.isBusy { wait = min(wait, Self.styleBindingPoll) }
            if dirty && fps > 0 { wait = min(wait, max(0, lastDraw + frameInterval - now())) }
            wait = min(max(wait, 0), 1.0)
            if let input = backend.readInput(timeout: .milliseconds(Int(wait * 1000))) {
                handle(input)
                dirty = true
                while let more = backend.readInput(timeout: .zero) { handle(more) }
            }
        }
    }

    /// Tells the app the terminal's size when it changed.
    public func syncSize() {
        let size = backend.size
        if core.state.screenSize != size { core.dispatch(.screenResized(size)) }
    }

    /// Draws one frame now.
    public func draw() {
        syncSize()
        let size = backend.size
        let frame = frameSource?(size) ?? composer.render(core, width: size.width, height: size.height)
        let stats = backend.draw(frame)
        backend.flush()
        framesDrawn += 1
        cellsChanged += stats.changedCells
        bytesWritten += stats.bytesWritten ?? 0
    }

    func handle(_ input: InputEvent) {
        syncSize()
        if core.state.showHelp {
            // The open help takes the keys (it scrolls; the map under it stays put) and holds back the mouse.
            switch input {
            case .key(let key, _): if let action = HelpText.action(for: key) { core.dispatch(action) }
            case .mouse(let m, _) where m.button == .wheelDown: core.dispatch(.scrollHelp(3))
            case .mouse(let m, _) where m.button == .wheelUp: core.dispatch(.scrollHelp(-3))
            case .mouse: break
            case .resize: backend.invalidate()
            }
            return
        }
        if handlePanelInput(input) { return }
        if let h = inputHandler, h(input, core, composer) { return }
        switch input {
        case .key(let key, _):
            if let action = KeyBindings.action(for: key, arrived: core.state.arrivalOffered) { core.dispatch(action) }
            else if core.state.showDirections, key == .pageDown { core.dispatch(.scrollDirections(5)) }
            else if core.state.showDirections, key == .pageUp { core.dispatch(.scrollDirections(-5)) }
        case .mouse(let m, _):
            if m.action == .click || m.action == .release || m.action == .press, m.button == .left,
               let action = composer.control(atX: m.x, y: m.y, in: core) {
                if m.action != .press { core.dispatch(action) }
            }
        case .resize:
            backend.invalidate()
        }
    }

    /// The open panel's keys and clicks (true: consumed). Clicks outside the panel go on to the map.
    func handlePanelInput(_ input: InputEvent) -> Bool {
        let settingsOpen = core.state.settingsPanel != nil
        guard core.state.layersPanel != nil || core.state.mapsPanel != nil || settingsOpen else { return false }
        switch input {
        case .key(let key, _):
            let action = settingsOpen ? PanelKeys.settings(key, asking: core.state.settingsWriteAsked)
                : core.state.layersPanel != nil ? PanelKeys.layers(key) : PanelKeys.maps(key)
            guard let action else { return false }
            core.dispatch(action)
            return true
        case .mouse(let m, _):
            if let action = composer.panelHit(x: m.x, y: m.y, in: core) {
                if m.button == .left, m.action == .click || m.action == .release { core.dispatch(action) }
                return true
            }
            return false
        case .resize:
            return false
        }
    }
}

import NavApp
import TermUI

/// Runs a `NavigationView` on a backend (the terminal, or a `TestBackend`): the clock, input, the simulation and
/// frames. Each frame is the view's layout pass then its render; the backend writes only the cells that changed.
///
/// Keys go first to `keyHandler` (the embedder's), then to the map gestures and the app's own keys (`q` or Esc quits,
/// space pauses, `d` the built-in directions panel, `?` help, …). Ctrl-C and SIGTERM end `run()` on a terminal.
public final class NavigationHost {
    public let view: NavigationView
    let loop: AppRunLoop
    /// The embedder's keys, asked first; true when it consumed the key.
    public var keyHandler: ((Key) -> Bool)?
    /// Called each loop turn with the loop's time, after the simulation advanced and before the frame: where an
    /// embedder updates its views (and calls `invalidateLayout(forAccessoryView:)`).
    public var onTurn: ((Double) -> Void)?
    private var drawnRevision = -1

    /// - Parameters:
    ///   - fps: frames per second at most (0: draw only on change);
    ///   - now: the loop's clock in seconds (injected: a manual clock in tests).
    public init(view: NavigationView, backend: any Backend, fps: Int = 30, now: @escaping () -> Double) {
        self.view = view
        loop = AppRunLoop(core: view.core, composer: view.composer, backend: backend, fps: fps, now: now)
        loop.attachGestures()
        let appInput = loop.inputHandler
        loop.inputHandler = { [unowned self] input, core, composer in
            if case .key(let key, _) = input, let h = self.keyHandler, h(key) { return true }
            return appInput?(input, core, composer) ?? false
        }
        let appTurn = loop.frameHandler
        loop.frameHandler = { [unowned self] time in
            self.onTurn?(time)
            let r = appTurn?(time) ?? (changed: false, nextIn: nil)
            return (r.changed || self.view.layoutRevision != self.drawnRevision, r.nextIn)
        }
        loop.frameSource = { [unowned self] size in
            self.drawnRevision = self.view.layoutRevision
            return self.view.frame(size: size)
        }
    }

    /// The backend the host draws on.
    public var backend: any Backend { loop.backend }

    /// True once the user asked to quit (`q`, Esc).
    public var quitRequested: Bool { view.core.state.quitRequested }

    /// Runs until the user quits or `shouldStop` returns true (a terminal's interrupt).
    public func run(shouldStop: () -> Bool = { false }) { loop.run(shouldStop: shouldStop) }

    /// Handles one input event as if the backend had read it (tests, scripted demos).
    public func handle(_ input: InputEvent) { loop.inject(input) }

    /// Lays out and draws one frame now.
    public func draw() { loop.draw() }
}

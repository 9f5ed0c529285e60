import TermUI

extension AppRunLoop {
    /// Plugs a gesture controller into the loop: input goes to it first (what it does not consume goes to the app's
    /// keys and controls), and each loop turn plays its settled gestures, momentum and zoom animation.
    /// `perTurn` runs first in each turn (a script player feeding `inject(_:)`) and says when it wants the next
    /// turn (seconds from now).
    @discardableResult
    public func attachGestures(_ controller: GestureController = GestureController(),
                               perTurn: ((Double) -> Double?)? = nil) -> GestureController {
        let core = self.core, composer = self.composer
        inputHandler = { input, core, composer in controller.handle(input, core: core, composer: composer) }
        frameHandler = { time in
            let wanted = perTurn?(time)
            let r = controller.frame(at: time, core: core, composer: composer)
            let next = [wanted, r.nextIn].compactMap { $0 }.min()
            return (r.changed || wanted != nil, next)
        }
        return controller
    }

    /// Handles one input event as if the backend had read it (script players).
    public func inject(_ input: InputEvent) { handle(input) }
}

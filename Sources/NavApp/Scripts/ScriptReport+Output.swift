import Gestures

extension ScriptReport {
    /// The report as `navsim gestures run` prints it: `ok N - line L: expect …` or
    /// `not ok N - line L: expect … (actual: …)`, then `N passed, N failed`.
    public var outputLines: [String] {
        results.enumerated().map { index, r in
            let text = "\(index + 1) - line \(r.line): expect \(r.expectation.scriptText)"
            return r.passed ? "ok " + text : "not ok " + text + " (actual: \(r.actual))"
        } + ["\(passedCount) passed, \(failedCount) failed"]
    }
}

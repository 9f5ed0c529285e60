/// The outcome of one `expect` line.
public struct ExpectationResult: Sendable, Hashable {
    public var line: Int
    public var expectation: ScriptExpectation
    public var passed: Bool
    /// The actual value, as the report prints it.
    public var actual: String

    /// `ok line 16: expect zoom 16 ±0.05 (actual 16.012)` or `not ok …`.
    public var reportLine: String {
        "\(passed ? "ok" : "not ok") line \(line): expect \(expectation.scriptText) (actual \(actual))"
    }
}

/// The expectations of a run, printed as the issue asks: one line each, then `N passed, N failed`.
public struct ScriptReport: Sendable, Hashable {
    public var results: [ExpectationResult] = []
    public init(results: [ExpectationResult] = []) { self.results = results }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }
    /// Whether the run should exit 0.
    public var allPassed: Bool { failedCount == 0 }
    public var lines: [String] { results.map(\.reportLine) + ["\(passedCount) passed, \(failedCount) failed"] }
}

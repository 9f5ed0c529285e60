import Foundation
import NavsimCLI
import Testing
import TestSupport

/// `navsim` run in this process, hermetic: each test gets its own temporary folder for every cache and store a
/// command may write (the compiled-map cache, the tile cache, the offline-maps storage, `HOME`), so no test reads or
/// writes `~/.cache/navsim` and no test sees another's files. The runs of one test share its folder.
enum InProcessCLI {
    typealias Result = (code: Int32, out: String, err: String)

    /// Runs `navsim ARGS` and returns its exit code and what it wrote; `environment` adds to (or overrides) the
    /// test's hermetic environment.
    static func run(_ args: [String], environment: [String: String] = [:]) -> Result {
        let captured = CapturedOutput(environment: Self.environment(adding: environment))
        let code = NavsimCLI.main(arguments: args, output: captured.output)
        return (code, captured.stdout, captured.stderr)
    }

    /// The current test's environment (see `TemporaryFolder.navsimEnvironment`), offline (no catalogue is fetched
    /// from the internet), with `extra` over it.
    static func environment(adding extra: [String: String] = [:]) -> [String: String] {
        TemporaryFolder.navsimEnvironment(in: TemporaryFolder.shared(by: Test.current.map { "\($0.id)" } ?? "outside a test"))
            .merging(["NAVSIM_OFFLINE": "1"]) { $1 }
            .merging(extra) { $1 }
    }
}

/// A suite whose tests run `navsim` in process: `run([...])` (or `Self.run`) is `InProcessCLI.run`.
protocol RunsNavsimInProcess {}

extension RunsNavsimInProcess {
    func run(_ args: [String], environment: [String: String] = [:]) -> InProcessCLI.Result {
        InProcessCLI.run(args, environment: environment)
    }

    static func run(_ args: [String], environment: [String: String] = [:]) -> InProcessCLI.Result {
        InProcessCLI.run(args, environment: environment)
    }
}

import Foundation

/// One child process, measured by `wait4`: wall time, CPU time (user + system: on a loaded machine, the fairer
/// clock) and peak resident memory. Output goes to /dev/null.
///
/// Peak memory comes from `/usr/bin/time -f %M` when it is installed: Linux starts a spawned child's `ru_maxrss` at
/// the spawning process's own peak (exec keeps the larger), so `wait4` alone would report the bench's size for every
/// small child. Without `time`, the figure is `wait4`'s and says so.
struct BenchProcess {
    var status: Int32
    var wallMS: Double
    var cpuMS: Double
    var peakKB: Int

    var summary: String {
        String(format: "%7.1f ms wall, %7.1f ms CPU, %7.1f MB peak", wallMS, cpuMS, Double(peakKB) / 1024)
            + (peakFromTime ? "" : " (wait4: at least the bench's own peak)")
    }

    static let timeTool = "/usr/bin/time"

    static func run(_ path: String, _ args: [String], environment: [String: String] = [:]) -> BenchProcess? {
        guard FileManager.default.isExecutableFile(atPath: timeTool) else { return spawn(path, args, environment: environment) }
        let report = NSTemporaryDirectory() + "navsim-bench-time-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard var p = spawn(timeTool, ["-f", "%M", "-o", report, path] + args, environment: environment) else { return nil }
        if let text = try? String(contentsOfFile: report, encoding: .utf8),
           let kb = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            p.peakKB = kb
            p.peakFromTime = true
        }
        return p
    }

    /// Whether `peakKB` is the child's own (from `time`), not `wait4`'s.
    var peakFromTime = false

    static func spawn(_ path: String, _ args: [String], environment: [String: String] = [:]) -> BenchProcess? {
        launch(path, args, environment: environment, capture: false)?.process
    }

    /// Runs a program to completion with its standard output captured (standard error to /dev/null): that output and
    /// the process's figures (its wall time from spawn to exit), or nil when it could not start or exited non-zero.
    /// Through `posix_spawn` and `wait4` like every child of the bench: Foundation's `Process` added about 50 ms of
    /// wall time to each (`navsim --version` measured 58.8 ms wall for 10.3 ms CPU), most of a short `navsim match`
    /// process's wall time in the matching comparison.
    static func output(_ path: String, _ args: [String]) -> (bytes: [UInt8], process: BenchProcess)? {
        guard let (p, bytes) = launch(path, args, environment: [:], capture: true), p.status == 0 else { return nil }
        return (bytes, p)
    }

    /// Spawns `path`, reads its standard output when `capture` (else it goes to /dev/null) and waits for it.
    private static func launch(_ path: String, _ args: [String], environment: [String: String],
                               capture: Bool) -> (process: BenchProcess, output: [UInt8])? {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let argv = ([path] + args).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pipeEnds: [Int32] = [-1, -1]
        if capture { guard pipe(&pipeEnds) == 0 else { return nil } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp) == 0
        var output = [UInt8]()
        if capture {
            close(pipeEnds[1])
            if spawned {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let n = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                    if n > 0 { output.append(contentsOf: chunk[..<n]) } else if n == 0 || errno != EINTR { break }
                }
            }
            close(pipeEnds[0])
        }
        guard spawned else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let wall = ScaleBench.ms(ContinuousClock.now - start)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return (BenchProcess(status: exit, wallMS: wall, cpuMS: cpu, peakKB: usage.ru_maxrss), output)
    }

    /// The run with the least CPU time of `runs`.
    static func best(of runs: Int, _ path: String, _ args: [String], environment: [String: String] = [:]) -> BenchProcess? {
        (0..<runs).compactMap { _ in run(path, args, environment: environment) }.min { $0.cpuMS < $1.cpuMS }
    }
}

import Foundation
import MapData
import Navigation
import Routing

/// `navsim batch match|replay|drive INPUTS… [--map M] [--jobs N] [--out FILE.jsonl] [--resume] [--shard i/n]`:
/// many traces or route files over one loaded map, on all cores, one JSON line per input.
struct BatchCommand: Command {
    let name = "batch"
    let summary = "match, replay or drive many traces or route files over one map, one JSON line each"
    let help = """
    usage: navsim batch match|replay|drive INPUTS... [--map FILE] [--jobs N] [--out FILE.jsonl] [--resume]
                        [--shard i/n | --shard-count N] [--sigma M]

    Runs every input over one loaded map, on N threads, and writes one JSON line per input in input order
    (the same bytes whatever N):
      match    traces (GPX, NMEA 0183, gpsd JSON) map-matched, as 'navsim match'
      replay   traces replayed through the navigator along their matched path, as 'navsim replay --headless'
      drive    route files driven by the simulated vehicle, as 'navsim drive --headless' (on the batch's map)

    INPUTS are files, folders (their files with the mode's extensions, recursively), globs ('t/*.gpx', quoted)
    and list files (@FILE or FILE.list: one path a line, # comments). Folders and globs are sorted by path; a
    path given twice runs once.

    Each line: {"input", "status": "ok"|"error", "error", "points", "matched" (share of points matched),
    "length" (m), "duration" (s), "arrived", "reroutes", "speeding" (share of points with a speed alert
    showing), "alerts" (speed alerts raised)}; null where the mode does not measure a figure or the input failed.

      --map FILE        the one map for every input (default: the embedded town; route files' "map" is not read)
      --jobs N          worker threads (1 ... 256, default: the number of cores)
      --out FILE        write the lines to FILE instead of standard output
      --resume          continue FILE: skip inputs it already has a line for, cut a torn last line
      --shard i/n       run only shard i of n (1-based): inputs whose path hashes (FNV-1a 64) to i-1 mod n
      --shard-count N   the shard count when the index comes from JOB_COMPLETION_INDEX (a Kubernetes
                        Indexed Job; or set NAVSIM_SHARD_COUNT); SLURM_ARRAY_TASK_ID with
                        SLURM_ARRAY_TASK_COUNT (a Slurm array) set the shard by themselves
      --sigma M         GPS noise assumed by the matcher (match, replay; default 5)

    Exit status: 0 when every input is ok; 3 when the batch ran to its end but some inputs have status
    "error" (their lines say why); 1 when it could not run (map, output file, no inputs); 2 for usage.
    """

    /// Exit status of a batch that finished with failed inputs: distinct from 1 (could not run) so that a job
    /// runner can tell "retry this shard" from "this shard's data has bad inputs".
    static let someInputsFailed: Int32 = 3

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        try run(args, output: output, environment: output.environment)
    }

    func run(_ args: [String], output: Output, environment: [String: String]) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: ["map", "jobs", "out", "shard", "shard-count", "sigma"],
                              flags: ["resume"])
        guard let word = a.positional.first else { throw CLIError.usage("missing match, replay or drive (see 'navsim help batch')") }
        guard let mode = BatchJob.Mode(rawValue: word) else {
            throw CLIError.usage("batch: the first argument must be match, replay or drive, got '\(word)'")
        }
        let arguments = Array(a.positional.dropFirst())
        guard !arguments.isEmpty else { throw CLIError.usage("batch: missing INPUTS (files, folders, globs or @LIST)") }
        let jobs = try a.int("jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...256)
        let shard = try BatchShard.resolve(argument: a.value("shard"), shardCount: a.value("shard-count"), environment: environment)
        if a.flag("resume") && a.value("out") == nil { throw CLIError.usage("batch: --resume needs --out FILE") }
        var matcher = MatcherOptions()
        matcher.sigma = try a.double("sigma", default: matcher.sigma, in: 1...100)

        let all: [String]
        do { all = try BatchInputs(arguments: arguments, extensions: mode.extensions).paths } catch {
            throw CLIError.failed(error.message)
        }
        guard !all.isEmpty else { throw CLIError.failed("no inputs in \(arguments.joined(separator: " "))") }
        // The output file is never an input, even when it lies in an input folder (`.jsonl` is a trace extension).
        let outPath = a.value("out").map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let mine = all.filter { shard.contains($0) && URL(fileURLWithPath: $0).standardizedFileURL.path != outPath }
        let map = try MapSource.load(explicit: a.value("map"), routeMap: nil, routeFile: nil, output: output)
        let job = BatchJob(mode: mode, map: map, router: Router(network: map.network), matcher: matcher)

        var file: BatchOutputFile?
        if let path = a.value("out") { file = try BatchOutputFile(path: path, resume: a.flag("resume")) }
        defer { file?.close() }
        var todo = mine
        let write: @Sendable (String) -> Void
        if let f = file {
            todo = mine.filter { !f.done.contains($0) }
            write = { f.write($0) }
        } else {
            write = { output.write($0) }
        }
        let tally = BatchRunner(jobs: jobs).run(todo, job: job, write: write)

        var note = "navsim batch \(mode.rawValue): \(todo.count) input\(todo.count == 1 ? "" : "s") run"
        if shard != .whole { note += " (shard \(shard) of \(all.count) inputs: \(mine.count))" }
        if let file, !file.done.isEmpty || file.cutBytes > 0 {
            note += ", \(mine.count - todo.count) already in \(file.path)"
            if file.cutBytes > 0 { note += " (a torn last line of \(file.cutBytes) bytes cut)" }
        }
        note += ": \(tally.ok) ok, \(tally.failed) error\(tally.failed == 1 ? "" : "s")"
        output.error(note)
        return tally.failed > 0 ? Self.someInputsFailed : 0
    }
}

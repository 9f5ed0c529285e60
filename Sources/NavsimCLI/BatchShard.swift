import Text

/// Which share of a batch's inputs this process runs: shard `index` (0-based) of `count`.
///
/// An input belongs to shard `FNV1a.hash(path) % count`, where `path` is the input as the output names it (see
/// `BatchInputs.normalized`). A hash of the path rather than the input's position, because job runners hand every
/// shard the same list but lists get regenerated: `find` order changes between machines, and a new trace added to
/// a folder would shift every later position into another shard. Hashed, an input keeps its shard whatever the
/// list's order or length, so a re-run shard redoes the same inputs and `--resume` finds them in its own output.
/// FNV-1a rather than Swift's `Hasher`, which is seeded per process and would give every process other shards.
/// Changing `count` reassigns inputs (no consistent hashing): merge and re-run with the same count.
struct BatchShard: Equatable, CustomStringConvertible {
    var index: Int
    var count: Int

    static let whole = BatchShard(index: 0, count: 1)

    func contains(_ path: String) -> Bool {
        count == 1 || Int(FNV1a.hash(path) % UInt64(count)) == index
    }

    /// `i/n` as written on the command line (1-based).
    var description: String { "\(index + 1)/\(count)" }

    /// The shard from `--shard i/n` (1-based `i`, as `jest --shard` and `pytest-shard` count), else from the job
    /// runner's environment:
    /// - a Kubernetes Indexed Job sets `JOB_COMPLETION_INDEX` (0-based) but not the number of completions, so the
    ///   count comes from `--shard-count N` or `NAVSIM_SHARD_COUNT` (set it to `.spec.completions` in the manifest);
    /// - a Slurm array sets `SLURM_ARRAY_TASK_ID` and `SLURM_ARRAY_TASK_COUNT`; the index is counted from
    ///   `SLURM_ARRAY_TASK_MIN`, so `--array=0-3` and `--array=1-4` both give shards 0 ... 3 (use a range without a
    ///   step: a stepped array's ids are not contiguous).
    /// - Throws: a usage message for a malformed or out-of-range value.
    static func resolve(argument: String?, shardCount: String?, environment env: [String: String]) throws(CLIError) -> BatchShard {
        if let argument {
            if shardCount != nil { throw .usage("batch: give --shard i/n or --shard-count N, not both (--shard names the count)") }
            let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
                throw .usage("batch: --shard must be i/n with 1 <= i <= n (shard i of n), got '\(argument)'")
            }
            return BatchShard(index: i - 1, count: n)
        }
        if let k = env["JOB_COMPLETION_INDEX"] {
            guard let count = shardCount ?? env["NAVSIM_SHARD_COUNT"] else {
                throw .usage("batch: JOB_COMPLETION_INDEX is set but not the number of completions: pass --shard-count N "
                             + "or set NAVSIM_SHARD_COUNT (the Job's .spec.completions)")
            }
            return try make(index: k, count: count, what: "JOB_COMPLETION_INDEX")
        }
        if let id = env["SLURM_ARRAY_TASK_ID"] {
            guard let count = shardCount ?? env["SLURM_ARRAY_TASK_COUNT"] else {
                throw .usage("batch: SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT (pass --shard-count N)")
            }
            guard let i = Int(id) else { throw .usage("batch: SLURM_ARRAY_TASK_ID must be a whole number, got '\(id)'") }
            let lowest = env["SLURM_ARRAY_TASK_MIN"] ?? "0"
            guard let low = Int(lowest) else { throw .usage("batch: SLURM_ARRAY_TASK_MIN must be a whole number, got '\(lowest)'") }
            return try make(index: String(i - low), count: count, what: "SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN")
        }
        if shardCount != nil { throw .usage("batch: --shard-count needs JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID") }
        return .whole
    }

    private static func make(index: String, count: String, what: String) throws(CLIError) -> BatchShard {
        guard let n = Int(count), n >= 1 else { throw .usage("batch: the shard count must be a whole number >= 1, got '\(count)'") }
        guard let i = Int(index), (0..<n).contains(i) else {
            throw .usage("batch: \(what) must be in 0 ... \(n - 1) for \(n) shards, got '\(index)'")
        }
        return BatchShard(index: i, count: n)
    }
}

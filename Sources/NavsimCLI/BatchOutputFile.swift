import Foundation
import JSONInput
import Text

/// The `--out FILE.jsonl` of a batch: created afresh, or with `--resume` continued. Resuming reads the lines
/// already there and names their inputs as done (whatever their status: an input's line is deterministic, so a
/// second run would write the same one). A last line without its newline is what a kill in mid-write leaves: it is
/// cut off and that input runs again. A complete line that is not a batch record makes the run stop with its
/// line number rather than append to a file that is not ours.
final class BatchOutputFile: Sendable {
    let path: String
    private let handle: FileHandle
    /// Inputs whose lines the file already holds (resume only).
    let done: Set<String>
    /// Bytes of a torn last line that were cut off (resume only).
    let cutBytes: Int

    init(path: String, resume: Bool) throws(CLIError) {
        self.path = path
        var done = Set<String>()
        var cut = 0
        if resume, let data = FileManager.default.contents(atPath: path) {
            let bytes = [UInt8](data)
            let end = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
            cut = bytes.count - end
            var lineNumber = 0
            for line in bytes[..<end].split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
                lineNumber += 1
                guard let input = Self.input(of: Data(line)) else {
                    throw CLIError(SourceError(file: path, line: lineNumber,
                                               reason: "not a navsim batch line (no \"input\" member); not resuming into it"))
                }
                done.insert(input)
            }
            if cut > 0, truncate(path, off_t(end)) != 0 {
                throw .failed("\(path): cannot cut the torn last line (\(String(cString: strerror(errno))))")
            }
        }
        // Opened, not created by `FileManager` (which writes a new file and renames it over the path): `--out
        // /dev/null` must stay the device.
        let fd = open(path, O_WRONLY | O_CREAT | (resume ? O_APPEND : O_TRUNC), 0o644)
        guard fd >= 0 else { throw .failed("\(path): cannot open the output file for writing (\(String(cString: strerror(errno))))") }
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        self.done = done
        cutBytes = cut
    }

    /// The "input" member of one batch line, read with the one JSON reader (`JSONFields.document`): the file is
    /// ours, but `--out` may name any file, so a line that is not a record is refused above with its line number.
    static func input(of line: Data) -> String? {
        guard let record = try? JSONFields.document(line, file: "") as? [String: Any] else { return nil }
        return record["input"] as? String
    }

    func write(_ line: String) { handle.write(Data(line.utf8)) }

    func close() { try? handle.synchronize(); try? handle.close() }
}

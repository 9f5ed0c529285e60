import Text

/// Why a map could not be read: the one `SourceError` shape of every reader. `description` is one readable line
/// naming the file and, where known, the line (XML) or byte offset (PBF, compressed input): `file:line: reason`,
/// `file (byte N): reason`.
public typealias MapDataError = SourceError

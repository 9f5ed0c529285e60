// Text: the leaf module under Geo and TermUI that every layer may import.
//
// It holds exactly one of each shared mechanism, so that no module grows its own copy:
// terminal-safe text, the JSON/text byte writer with number and time formatting, XML escaping and entities,
// the `SourceError` shape (source + position + reason), the bounds-checked reader for untrusted bytes, and the
// one lock type. It imports nothing, not even Foundation.

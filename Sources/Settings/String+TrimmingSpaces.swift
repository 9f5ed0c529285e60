extension String {
    /// The string without leading and trailing spaces, tabs and line ends: how a setting's word, and each item of a
    /// setting's list (`cafe, fuel`, `height = 4`), is read (Settings imports no Foundation for this).
    public var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

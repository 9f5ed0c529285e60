/// A horizontal progress bar: eighth blocks (▏▎▍▌▋▊▉█) on a Unicode terminal, `#` in ASCII.
public enum ProgressBar {
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar `width` cells wide for `fraction` (clamped to 0...1).
    public static func render(_ fraction: Double, width: Int, ascii: Bool) -> String {
        guard width > 0 else { return "" }
        let f = min(1, max(0, fraction.isFinite ? fraction : 0))
        if ascii {
            let full = Int((f * Double(width)).rounded(.down))
            return String(repeating: "#", count: full) + String(repeating: ".", count: width - full)
        }
        let total = Int((f * Double(width) * 8).rounded(.down))
        let full = total / 8, rest = total % 8
        var s = String(repeating: "█", count: full)
        if full < width, rest > 0 { s.append(eighths[rest - 1]) }
        return s + String(repeating: " ", count: width - s.count)
    }
}

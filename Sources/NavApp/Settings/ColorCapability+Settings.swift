import Settings
import TermUI

extension ColorCapability {
    /// The colour depth the `colors` setting forces, or nil for `auto` (the backend then chooses from the terminal;
    /// `NO_COLOR` gives attributes only). The one mapping the command line and an embedder's terminal share.
    public static func forced(by mode: Settings.ColorsMode) -> ColorCapability? {
        switch mode {
        case .auto: nil
        case .truecolor: .truecolor
        case .palette256: .palette256
        case .ansi16: .ansi16
        case .ansi8: .ansi8
        case .mono: .monochrome
        }
    }
}

import Settings

/// What changes the settings: the settings panel (`S`), script lines `set KEY VALUE`, and the command line's layers
/// at start. Every change carries its origin, so `navsim settings` and the panel can say where a value came from.
public enum SettingsAction: Sendable {
    /// Opens or closes the settings panel (`S`).
    case togglePanel
    /// Selects a panel row (a click) or moves the selection (keys).
    case select(Int)
    case move(Int)
    /// Steps the selected row: a switch flips, a choice, colour or number moves to its next (or previous) value.
    case step(Int)
    /// Sets one value (already checked against the table).
    case set(SettingKey, SettingValue, origin: SettingOrigin)
    /// Replaces every value (the layers resolved at start).
    case replace(LayeredSettings)
    /// The settings file `w` writes (nil: none).
    case useFile(String?)
    /// `w` in the panel: asks before writing the settings file; then the answer.
    case askWrite
    case answerWrite(Bool)
}

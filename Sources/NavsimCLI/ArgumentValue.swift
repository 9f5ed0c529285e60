import Geo
import Navigation
import Routing

/// A type that option values parse into, declared once: the words it accepts, in the order help lists them, and how a
/// word becomes a value. `Arguments.value(_:as:)` parses with it and names the allowed words in its usage errors, and
/// help texts list `allowedArguments`, so adding a case updates the parser, the error and the help together
/// (swift-argument-parser's `ExpressibleByArgument`, without the package).
public protocol ArgumentValue {
    /// The value a command-line word names, or nil.
    init?(argument: String)
    /// Every word accepted, in the order help lists them.
    static var allowedArguments: [String] { get }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allowedArguments: [String] { allCases.map(\.rawValue) }
}

extension ArgumentValue {
    /// The allowed words for a help line: "car|shortest|truck".
    public static var argumentChoices: String { allowedArguments.joined(separator: "|") }
}

extension UnitSystem: ArgumentValue {}
extension AlternativesStrategy: ArgumentValue {}
extension EventFormat: ArgumentValue {}

extension RoutingProfile: ArgumentValue {
    /// The one profile parse, `RoutingProfile(name:)`.
    public init?(argument: String) { self.init(name: argument) }
    public static var allowedArguments: [String] { names }
}

/// Why a layer could not be switched: one readable sentence, as the status line and the command line show it.
public struct MapFeatureError: Error, Sendable, Hashable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

import Foundation
import StyleSpec
import Text

/// The ten map schemes of the HERE SDK, each a Style Spec file in `Maps/styles/` (compiled in).
/// lite: fewer elements, a limited palette; hybrid and satellite: imagery under the vectors (drawn once raster
/// layers land; until then their vector part); logistics: truck content stands out.
public enum MapScheme: String, CaseIterable, Sendable, Hashable {
    case normalDay, normalNight, liteDay, liteNight, hybridDay, hybridNight, liteHybridDay, liteHybridNight, satellite, logisticsDay

    /// A scheme by name, any case; `day` and `night` are normalDay and normalNight.
    public init?(name: String) {
        let n = name.lowercased()
        if n == "day" { self = .normalDay; return }
        if n == "night" { self = .normalNight; return }
        guard let s = Self.allCases.first(where: { $0.rawValue.lowercased() == n }) else { return nil }
        self = s
    }

    public var isNight: Bool { rawValue.hasSuffix("Night") }

    /// The other member of its day/night pair (itself when the family has one variant: satellite, logisticsDay).
    public var dayNightToggled: MapScheme {
        switch self {
        case .normalDay: .normalNight
        case .normalNight: .normalDay
        case .liteDay: .liteNight
        case .liteNight: .liteDay
        case .hybridDay: .hybridNight
        case .hybridNight: .hybridDay
        case .liteHybridDay: .liteHybridNight
        case .liteHybridNight: .liteHybridDay
        case .satellite, .logisticsDay: self
        }
    }

    /// The scheme of `night`'s variant in this family.
    public func with(night: Bool) -> MapScheme { isNight == night ? self : dayNightToggled.isNight == night ? dayNightToggled : self }

    /// The next scheme in the cycle (the order of `allCases`).
    public var next: MapScheme {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The names, for help and errors.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The compiled-in style.
    /// - Throws: `SourceError` (only if the compiled-in text were broken; a test loads every scheme).
    public func load() throws(SourceError) -> StyleSheet {
        do { return try StyleSheet.parse(Data(embeddedJSON.utf8), file: rawValue + ".json") } catch {
            throw error.sourceError(file: "Maps/styles/\(rawValue).json")
        }
    }
}

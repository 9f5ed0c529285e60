import Foundation

/// Whose view of disputed borders the map shows: the international view (the default), or one country's, named
/// by its ISO 3166-1 alpha-3 code.
///
/// OSM marks a disputed border with `boundary=disputed` (or `disputed=yes` on a boundary way), names the countries
/// that claim the land beyond it in `claimed_by` and those that reject the line in `disputed_by` (both `;`-separated
/// alpha-3 lists). In the OpenMapTiles view:
/// - the international view draws it as a disputed country border (`disputed=1`, `claimed_by` set);
/// - a claimant's view (`claimed_by` has the country) draws it as a plain country border (`disputed=0`);
/// - the view of a country in `disputed_by` leaves the line out: that country does not recognise it.
public struct PoliticalView: Sendable, Hashable, CustomStringConvertible {
    /// The country code (upper case), nil for the international view.
    public let country: String?

    /// The default: disputed borders shown as disputed.
    public static let international = PoliticalView(validated: nil)

    private init(validated country: String?) { self.country = country }

    /// A view from an ISO 3166-1 alpha-3 code (`IND`, `chn`; user-assigned codes such as `XHA` included), or
    /// `international`. nil when the text is not three letters.
    public init?(code raw: String) {
        let text = raw.uppercased()
        if text == "INTERNATIONAL" || text == "INT" { self = .international; return }
        guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        self.country = text
    }

    public var description: String { country ?? "international" }

    /// How a border is drawn in this view, given its `disputed` state and the `claimed_by` / `disputed_by` codes.
    public func treatment(disputed: Bool, claimedBy: [String], disputedBy: [String]) -> BorderTreatment {
        guard let country else { return disputed ? .disputed : .recognised }
        if disputedBy.contains(country) { return .hidden }
        if disputed, claimedBy.contains(country) { return .recognised }
        return disputed ? .disputed : .recognised
    }

    /// A `;`-separated list of country codes (`"XHA;XWE"`), upper-cased, blanks dropped.
    public static func codes(_ raw: String?) -> [String] {
        guard let raw else { return [] }
        return raw.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }.filter { !$0.isEmpty }
    }
}

/// How a border appears in a political view.
public enum BorderTreatment: Sendable, Hashable {
    /// An accepted border (`disputed=0`).
    case recognised
    /// A disputed border (`disputed=1`).
    case disputed
    /// Not shown: the viewing country rejects this line.
    case hidden
}

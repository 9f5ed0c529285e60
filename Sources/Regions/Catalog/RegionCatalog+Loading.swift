import Net
import Foundation

extension RegionCatalog {
    /// Reads `index-v1.json` from an http, https or file URL (or a path).
    public static func load(_ url: String, http: HTTPClient) throws(RegionsError) -> RegionCatalog {
        let source = url.hasPrefix("/") ? "file://" + url : url
        let bytes: [UInt8]
        do { bytes = try http.get(source, what: "reading the catalogue") } catch {
            if case .offline = error { throw error }
            throw RegionsError.badCatalog(source: url, reason: error.description)
        }
        do { return try RegionCatalog(json: bytes, source: source) } catch {
            if case .badCatalog(_, let reason) = error { throw RegionsError.badCatalog(source: url, reason: reason) }
            throw error
        }
    }
}

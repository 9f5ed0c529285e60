import Net
import Foundation

extension RegionCatalog {
    /// Reads `index-v1.json` from an http, https or file URL (or a path).
    public static func load(_ url: String, http: HTTPClient) throws(RegionsError) -> RegionCatalog {
        let source = url.hasPrefix("/") ? "file://" + url : url
        let bytes: [UInt8]
        do { bytes = try http.get(source, what: "reading the catalogue") } catch {
            switch error {
            case .offline: throw error
            // The reason without the URL, which the catalogue error names once.
            case .transfer(_, let reason): throw RegionsError.badCatalog(source: url, reason: reason)
            case .http(_, let status): throw RegionsError.badCatalog(source: url, reason: "HTTP \(status)")
            default: throw RegionsError.badCatalog(source: url, reason: error.description)
            }
        }
        do { return try RegionCatalog(json: bytes, source: source) } catch {
            if case .badCatalog(_, let reason) = error { throw RegionsError.badCatalog(source: url, reason: reason) }
            throw error
        }
    }
}

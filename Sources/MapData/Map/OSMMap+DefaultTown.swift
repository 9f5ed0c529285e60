import Foundation

extension OSMMap {
    /// The embedded default town (Maps/harbourne.osm, stored gzip-compressed in base64 in the binary).
    /// - Throws: `MapDataError` only if the embedded data is damaged (a build problem, caught by the tests).
    public static func defaultTown() throws(MapDataError) -> OSMMap {
        let fileName = DefaultTownData.name + " (embedded)"
        let base64 = DefaultTownData.gzipBase64.filter { !$0.isWhitespace }
        guard let gzip = Data(base64Encoded: base64) else {
            throw MapDataError(file: fileName, reason: "the embedded map is not valid base64")
        }
        return try parse(data: [UInt8](gzip), name: DefaultTownData.name, fileName: fileName)
    }
}

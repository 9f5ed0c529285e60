import MapData
import StyleSpec

/// OpenMapTiles features are what styles read: `$type` from the geometry, `id`, and the schema attributes.
extension OMTFeature: StyleFeature {
    public var styleGeometryType: StyleGeometryType {
        switch geometry {
        case .point: .point
        case .line: .lineString
        case .polygon: .polygon
        }
    }

    public var styleID: Int64? { id }

    public func styleProperty(_ key: String) -> StyleValue? {
        if let v = properties[key] { return StyleValue(v) }
        // OpenMapTiles always fills name:latin (the name in Latin script); an older view may carry only `name`.
        if key == "name:latin", let v = properties["name"] { return StyleValue(v) }
        return nil
    }
}

extension StyleValue {
    init(_ v: OMTValue) {
        switch v {
        case .string(let s): self = .string(s)
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        }
    }
}

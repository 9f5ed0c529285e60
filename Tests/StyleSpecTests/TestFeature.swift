import StyleSpec

/// A hand-made feature for the engine's tests.
struct TestFeature: StyleFeature {
    var styleGeometryType: StyleGeometryType = .lineString
    var styleID: Int64? = 7
    var properties: [String: StyleValue] = [:]
    func styleProperty(_ key: String) -> StyleValue? { properties[key] }
}

func road(_ cls: String, _ extra: [String: StyleValue] = [:]) -> TestFeature {
    TestFeature(properties: ["class": .string(cls)].merging(extra) { $1 })
}

/// Compiles one filter through a one-layer style.
func filter(_ json: String) throws -> StyleFilter {
    let style = """
    {"version": 8, "sources": {}, "layers": [{"id": "l", "type": "line", "source-layer": "transportation", "filter": \(json)}]}
    """
    return try StyleSheet.parse(Data(style.utf8), file: "t.json").layers[0].filter
}

/// Compiles one paint property of a line layer.
func lineProperty(_ key: String, _ json: String) throws -> StyleExpression? {
    let style = """
    {"version": 8, "sources": {}, "layers": [{"id": "l", "type": "line", "source-layer": "x", "paint": {"\(key)": \(json)}}]}
    """
    let l = try StyleSheet.parse(Data(style.utf8), file: "t.json").layers[0]
    return key == "line-color" ? l.color : key == "line-width" ? l.width : l.opacity
}

import Foundation

import Foundation
import Testing
@testable import StyleSpec

@Suite struct PropertyTests {
    @Test func coloursInEveryCSSForm() {
        #expect(StyleColor(css: "#f00") == StyleColor(r: 255, g: 0, b: 0))
        #expect(StyleColor(css: "#11223344") == StyleColor(r: 0x11, g: 0x22, b: 0x33, a: Double(0x44) / 255))
        #expect(StyleColor(css: "rgb(242, 243, 240)") == StyleColor(r: 242, g: 243, b: 240))
        #expect(StyleColor(css: "rgba(0,0,0,0.5)") == StyleColor(r: 0, g: 0, b: 0, a: 0.5))
        #expect(StyleColor(css: "hsl(0, 100%, 50%)") == StyleColor(r: 255, g: 0, b: 0))
        let teal = StyleColor(css: "hsla(180, 100%, 25%, 0.4)")
        #expect(teal?.rgb8.0 == 0 && (127...128).contains(teal?.rgb8.1 ?? 0) && (127...128).contains(teal?.rgb8.2 ?? 0) && teal?.a == 0.4)
        #expect(StyleColor(css: "RebeccaPurple") == StyleColor(r: 0x66, g: 0x33, b: 0x99))
        #expect(StyleColor(css: "transparent")?.a == 0)
        #expect(StyleColor(css: "#12") == nil && StyleColor(css: "notacolour") == nil && StyleColor(css: "rgb(1,2)") == nil)
    }

    @Test func legacyZoomStopsInterpolateExponentially() throws {
        let w = try #require(try lineProperty("line-width", ##"{"base": 1.2, "stops": [[6, 1], [20, 10]]}"##))
        #expect(w.usesZoom && !w.usesFeature)
        #expect(w.evaluate(zoom: 5).number == 1)
        #expect(w.evaluate(zoom: 25).number == 10)
        let mid = try #require(w.evaluate(zoom: 13).number)
        let expected = 1 + 9 * (Foundation.pow(1.2, 7.0) - 1) / (Foundation.pow(1.2, 14.0) - 1)
        #expect(abs(mid - expected) < 1e-9)
        #expect(mid < 5.5)  // exponential stays below the linear midpoint
    }

    @Test func expressionInterpolateAndStepOverZoom() throws {
        let w = try #require(try lineProperty("line-width", ##"["interpolate", ["linear"], ["zoom"], 10, 2, 14, 6]"##))
        #expect(w.evaluate(zoom: 12).number == 4)
        let s = try #require(try lineProperty("line-opacity", ##"["step", ["zoom"], 0, 12, 0.5, 15, 1]"##))
        #expect(s.evaluate(zoom: 11.9).number == 0 && s.evaluate(zoom: 12).number == 0.5 && s.evaluate(zoom: 16).number == 1)
        let c = try #require(try lineProperty("line-color", ##"["interpolate", ["linear"], ["zoom"], 0, "#000000", 10, "#ffffff"]"##))
        #expect(c.evaluate(zoom: 5).color?.rgb8.0 == 128)
    }

    @Test func dataDrivenColoursAreParsedAtLoad() throws {
        let c = try #require(try lineProperty("line-color", ##"["match", ["get", "class"], "motorway", "#e892a2", ["primary", "trunk"], "hsl(40, 100%, 50%)", "white"]"##))
        #expect(c.evaluate(zoom: 10, feature: road("motorway")) == .color(StyleColor(r: 0xe8, g: 0x92, b: 0xa2)))
        #expect(c.evaluate(zoom: 10, feature: road("trunk")).color?.rgb8.0 == 255)
        #expect(c.evaluate(zoom: 10, feature: road("path")) == .color(StyleColor(r: 255, g: 255, b: 255)))
        let f = try #require(try lineProperty("line-color", ##"{"property": "class", "type": "categorical", "stops": [["rail", "#888"]], "default": "red"}"##))
        #expect(f.evaluate(zoom: 1, feature: road("rail")) == .color(StyleColor(r: 0x88, g: 0x88, b: 0x88)))
        #expect(f.evaluate(zoom: 1, feature: road("x")) == .color(StyleColor(r: 255, g: 0, b: 0)))
    }

    @Test func zoomOnlyValuesFoldToConstantsPerZoom() throws {
        let w = try #require(try lineProperty("line-width", ##"["interpolate", ["exponential", 1.5], ["zoom"], 5, 0.5, 18, 8]"##))
        let at = w.atZoom(18)
        #expect(!at.usesZoom && at.constant == .number(8))
        let k = try #require(try lineProperty("line-width", "3"))
        #expect(k.constant == .number(3))
    }

    @Test func textFieldsFromTokensGetAndCoalesce() throws {
        let json = """
        {"version": 8, "sources": {}, "layers": [
          {"id": "a", "type": "symbol", "layout": {"text-field": "{name:latin} {name:nonlatin}"}},
          {"id": "b", "type": "symbol", "layout": {"text-field": ["coalesce", ["get", "name:fr"], ["get", "name"]], "text-transform": "uppercase"}},
          {"id": "c", "type": "symbol", "layout": {"text-field": ["concat", ["get", "ref"], " ", ["get", "name"]], "symbol-sort-key": ["get", "rank"]}}
        ]}
        """
        let s = try StyleSheet.parse(Data(json.utf8), file: "t.json")
        let f = TestFeature(styleGeometryType: .point, properties: ["name": .string("Monaco"), "name:latin": .string("Monaco"), "rank": .number(2)])
        #expect(s.layers[0].label(for: f, zoom: 10) == "Monaco")
        #expect(s.layers[1].label(for: f, zoom: 10) == "MONACO")
        var fr = f
        fr.properties["name:fr"] = .string("Mourgue")
        #expect(s.layers[1].label(for: fr, zoom: 10) == "MOURGUE")
        #expect(s.layers[2].sortKey?.evaluate(zoom: 1, feature: f) == .number(2))
        #expect(s.layers[0].label(for: TestFeature(), zoom: 10) == nil)
    }
}

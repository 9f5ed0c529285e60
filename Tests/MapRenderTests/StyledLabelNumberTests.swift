import Foundation
import Geo
import MapData
import StyleSpec
import TermUI
import Testing
@testable import MapRender

/// A style's labels are numbered once per style (`StyledMap.labelIDs`): a frame places a name once by its number and
/// writes the graphemes made with it.
@Suite struct StyledLabelNumberTests {
    static let centre = Coordinate(51.0, 0.0)

    /// Two towns of one name far apart, another town, and a name with an accent (its ASCII form is another text).
    static let features: [OMTFeature] = {
        func town(_ id: Int64, _ name: String, _ dLat: Double, _ dLon: Double) -> OMTFeature {
            OMTFeature(layer: "place", id: id, geometry: .point(Coordinate(centre.latitude + dLat, centre.longitude + dLon)),
                       properties: ["class": .string("town"), "name": .string(name)])
        }
        return [town(1, "Testby", 0.001, -0.005), town(2, "Testby", -0.002, 0.005), town(3, "Otherby", -0.0015, -0.004),
                town(4, "Café", 0.002, 0.004)]
    }()

    static let style = """
    {"version": 8, "sources": {}, "layers": [
      {"id": "bg", "type": "background", "paint": {"background-color": "#ffffff"}},
      {"id": "places", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name}"}, "paint": {"text-color": "#000000"}}
    ]}
    """

    static func styled(makingLabels: Bool) throws -> StyledMap {
        let sheet = try StyleSheet.parse(Data(style.utf8), file: "t.json")
        return StyledMap(sheet: sheet, source: StyledSource(features: features), makingLabels: makingLabels)
    }

    @Test func eachShownFormHasOneNumberAndItsGraphemes() throws {
        let styled = try Self.styled(makingLabels: true)
        let li = try #require(styled.sheet.layers.firstIndex { $0.id == "places" })
        let labels = try #require(styled.labels[li])
        let made = labels.compactMap { $0 }
        #expect(made.count == 4)
        let testby = made.filter { $0.text == "Testby" }, other = try #require(made.first { $0.text == "Otherby" })
        let cafe = try #require(made.first { $0.text == "Café" })
        #expect(testby.count == 2 && testby[0].textID == testby[1].textID)
        #expect(Set([testby[0].textID, other.textID, cafe.textID]).count == 3)
        // The accented name's ASCII form is a text of its own, numbered apart from the name.
        let ascii = try #require(cafe.ascii)
        #expect(ascii != cafe.text && styled.labelIDs[ascii] == cafe.asciiID && cafe.asciiID != cafe.textID)
        #expect(styled.labelIDs["Testby"] == testby[0].textID && styled.labelIDs.count == 4)
        var cells = [CellGrapheme]()
        CellGrapheme.append("Café", to: &cells)
        #expect(cafe.textCells == cells && cafe.textCells.count == 4)
        #expect(other.asciiCells.map(\.character) == Array("Otherby"))
    }

    @Test(arguments: [true, false], [false, true])
    func aNameIsPlacedOnceAndEveryOtherNameToo(makingLabels: Bool, ascii: Bool) throws {
        var v = MapView(map: nil, camera: Camera(centre: Self.centre, zoom: 14, width: 80, height: 24), asciiOnly: ascii)
        v.styled = try Self.styled(makingLabels: makingLabels)
        var b = Buffer(width: 80, height: 24)
        v.render(in: b.area, into: &b)
        let text = b.text
        #expect(text.components(separatedBy: "Testby").count == 2, "\(text)")
        #expect(text.components(separatedBy: "Otherby").count == 2, "\(text)")
        #expect(text.components(separatedBy: ascii ? "Cafe" : "Café").count == 2, "\(text)")
    }
}

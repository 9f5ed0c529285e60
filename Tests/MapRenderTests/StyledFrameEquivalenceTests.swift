import Foundation
import Geo
import MapData
import StyleSpec
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// Labels of symbol layers are made once when a style is bound (`StyledMap.labels`) instead of in every frame: the
/// frames must be the same cells as when each frame makes them, for every scheme and both third-party styles, at
/// street to town zooms, in ASCII and with wide labels allowed.
@Suite struct StyledFrameEquivalenceTests {
    static let town: ProjectedMap? = (try? OSMMap.defaultTown()).map(ProjectedMap.init)

    static func frames(_ sheet: StyleSheet, map: ProjectedMap, options: OMTViewOptions = OMTViewOptions(),
                       centre: Coordinate, width: Int = 120, height: Int = 40) -> [(String, Buffer, Buffer)] {
        let source = map.styledSource(options)
        let made = StyledMap(sheet: sheet, source: source, makingLabels: true)
        let perFrame = StyledMap(sheet: sheet, source: source, makingLabels: false)
        var out: [(String, Buffer, Buffer)] = []
        for zoom in [14.0, 15, 15.5, 16, 17, 18] {
            for ascii in [false, true] {
                var v = MapView(map: map, camera: Camera(centre: centre, zoom: zoom, width: width, height: height),
                                style: ActiveStyle(sheet: sheet).overlay, asciiOnly: ascii, allowWideLabels: options.language != .local)
                var a = Buffer(width: width, height: height), b = a
                v.styled = made
                v.render(in: a.area, into: &a)
                v.styled = perFrame
                v.render(in: b.area, into: &b)
                out.append(("\(sheet.name) z\(zoom)\(ascii ? " ascii" : "")", a, b))
            }
        }
        return out
    }

    @Test func everySchemeDrawsTheSameCellsWithLabelsMadeAtBindTime() throws {
        let town = try #require(Self.town)
        for scheme in MapScheme.allCases {
            for (name, a, b) in Self.frames(try scheme.load(), map: town, centre: Coordinate(51.02, -1.05)) {
                #expect(a == b, Comment(rawValue: name + "\n" + Snapshot.lineDiff(expected: b.text, actual: a.text)))
            }
        }
        let ja = try #require(MapLanguage(code: "ja"))
        for (name, a, b) in Self.frames(try MapScheme.normalDay.load(), map: town, options: OMTViewOptions(language: ja),
                                        centre: Coordinate(51.02, -1.05)) {
            #expect(a == b, Comment(rawValue: "ja " + name))
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)),
          arguments: ["positron.json", "dark-matter.json"])
    func thirdPartyStylesOnMonacoDrawTheSameCellsWithLabelsMadeAtBindTime(file: String) throws {
        let monaco = try #require(ThirdPartyStyleTests.monaco)
        let sheet = try ThirdPartyStyleTests.sheet(file)
        for (name, a, b) in Self.frames(sheet, map: monaco, centre: Coordinate(43.7384, 7.4246), width: 200, height: 60) {
            #expect(a == b, Comment(rawValue: name + "\n" + Snapshot.lineDiff(expected: b.text, actual: a.text)))
        }
    }
}

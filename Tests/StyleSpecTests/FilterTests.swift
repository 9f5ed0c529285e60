import Foundation
import Testing
@testable import StyleSpec

@Suite struct FilterTests {
    @Test func legacyComparisonsMatchTypeAndValue() throws {
        let f = try filter(##"["all", ["==", "class", "motorway"], ["!=", "brunnel", "tunnel"], ["<=", "admin_level", 4]]"##)
        #expect(f.matches(road("motorway", ["admin_level": .number(2)]), zoom: 10))
        #expect(!f.matches(road("motorway", ["admin_level": .number(6)]), zoom: 10))
        #expect(!f.matches(road("motorway", ["brunnel": .string("tunnel"), "admin_level": .number(2)]), zoom: 10))
        #expect(!f.matches(road("primary", ["admin_level": .number(2)]), zoom: 10))
        // Legacy comparisons do not convert: "2" is not 2.
        #expect(!f.matches(road("motorway", ["admin_level": .string("2")]), zoom: 10))
    }

    @Test func legacyInHasAndTypeKeys() throws {
        let f = try filter(##"["all", ["in", "class", "primary", "secondary"], ["!in", "brunnel", "bridge"], ["has", "name"], ["!has", "oneway"], ["==", "$type", "LineString"]]"##)
        #expect(f.matches(road("secondary", ["name": .string("A")]), zoom: 1))
        #expect(!f.matches(road("tertiary", ["name": .string("A")]), zoom: 1))
        #expect(!f.matches(road("primary", ["name": .string("A"), "brunnel": .string("bridge")]), zoom: 1))
        #expect(!f.matches(road("primary"), zoom: 1))
        #expect(!f.matches(road("primary", ["name": .string("A"), "oneway": .number(1)]), zoom: 1))
        var polygon = road("primary", ["name": .string("A")])
        polygon.styleGeometryType = .polygon
        #expect(!f.matches(polygon, zoom: 1))
        let none = try filter(##"["none", ["==", "class", "rail"], ["in", "$type", "Point"]]"##)
        #expect(none.matches(road("primary"), zoom: 1))
        #expect(!none.matches(road("rail"), zoom: 1))
    }

    @Test func expressionFiltersWithMatchAndGeometryType() throws {
        let f = try filter(##"["all", ["==", ["geometry-type"], "LineString"], ["match", ["get", "class"], ["primary", "trunk"], true, false]]"##)
        #expect(f.matches(road("trunk"), zoom: 1))
        #expect(!f.matches(road("minor"), zoom: 1))
        let n = try filter(##"["!", ["has", "name"]]"##)
        #expect(n.matches(road("x"), zoom: 1))
        #expect(!n.matches(road("x", ["name": .string("A")]), zoom: 1))
    }

    @Test func expressionInCaseCoalesceConversionsAndZoom() throws {
        let f = try filter(##"["in", ["get", "class"], ["literal", ["path", "track"]]]"##)
        #expect(f.matches(road("path"), zoom: 1) && !f.matches(road("primary"), zoom: 1))
        let z = try filter(##"[">=", ["zoom"], 14]"##)
        #expect(z.matches(road("x"), zoom: 14) && !z.matches(road("x"), zoom: 13.9))
        let c = try filter(##"["case", ["has", "rank"], ["<", ["to-number", ["get", "rank"]], 3], false]"##)
        #expect(c.matches(road("x", ["rank": .string("2")]), zoom: 1))
        #expect(!c.matches(road("x", ["rank": .number(5)]), zoom: 1))
        #expect(!c.matches(road("x"), zoom: 1))
        let s = try filter(##"["==", ["to-string", ["coalesce", ["get", "ref"], ["get", "layer"], 0]], "3"]"##)
        #expect(s.matches(road("x", ["layer": .number(3)]), zoom: 1))
        #expect(!s.matches(road("x"), zoom: 1))
    }

    @Test func legacyAndExpressionSyntaxesAreToldApart() {
        #expect(!LegacyFilter.isExpression(.array([.string("=="), .string("class"), .string("a")])))
        #expect(LegacyFilter.isExpression(.array([.string("=="), .array([.string("get"), .string("class")]), .string("a")])))
        #expect(!LegacyFilter.isExpression(.array([.string("in"), .string("class"), .string("a"), .string("b")])))
        #expect(LegacyFilter.isExpression(.array([.string("in"), .string("a"), .array([.string("literal")])])))
        #expect(!LegacyFilter.isExpression(.array([.string("has"), .string("$type")])))
    }
}

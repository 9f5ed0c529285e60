import Foundation
import Testing
import TestSupport

/// The README's Layout section is the map a newcomer reads first: it must name every folder of `Sources` and give
/// each target the dependencies `Package.swift` declares (what the target may import), no more and no fewer.
@Suite struct LayoutDocumentationTests {
    /// The Layout table's rows: the modules a row names (`` `A`, `B` ``) and its "depends on" cell.
    static func readmeRows() throws -> [(modules: [String], dependsOn: Set<String>)] {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Layout\n"), "README has no Layout section")
        let section = readme[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line -> ([String], Set<String>)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { return nil }
            let modules = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            let last = cells[cells.count - 2]
            // "TermUI, Geo (units)", "Text (re-exported)": the names before any parenthesis.
            let names = last == "—" ? [] : last.split(separator: ",").map {
                String($0.split(separator: "(").first ?? "").trimmingCharacters(in: .whitespaces)
            }
            return (modules, Set(names))
        }
    }

    /// `Package.swift`'s targets under `Sources` and their declared dependencies.
    static func packageTargets() throws -> [String: Set<String>] {
        let package = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        let target = try Regex(#"\.(target|executableTarget|systemLibrary)\(name: "([^"]+)"([^\n]*)"#)
        var targets: [String: Set<String>] = [:]
        for match in package.matches(of: target) {
            let rest = String(match.output[3].substring ?? "")
            if rest.contains("path: \"Tests/") { continue }
            var deps = Set<String>()
            if let list = rest.range(of: "dependencies: [") {
                let inside = rest[list.upperBound...].prefix { $0 != "]" }
                deps = Set(inside.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }.filter { !$0.isEmpty })
            }
            targets[String(match.output[2].substring ?? "")] = deps
        }
        return targets
    }

    @Test func everyFolderOfSourcesHasARowAndEveryRowAFolder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Sources")).filter { !$0.hasPrefix(".") }
        let rows = try Self.readmeRows()
        let named = rows.flatMap(\.modules)
        #expect(Set(folders).subtracting(named).sorted() == [], "folders of Sources missing from the README's Layout")
        #expect(Set(named).subtracting(folders).sorted() == [], "Layout rows naming no folder of Sources")
        #expect(named.count == Set(named).count, "a module in two rows")
    }

    @Test func everyRowsDependenciesAreThoseOfPackageSwift() throws {
        let targets = try Self.packageTargets()
        try #require(targets.count > 30, "Package.swift's targets were not read")
        for row in try Self.readmeRows() {
            for module in row.modules {
                let declared = try #require(targets[module], "\(module) is in the README but not a target of Package.swift")
                #expect(declared == row.dependsOn,
                        "\(module): Package.swift \(declared.sorted()), README \(row.dependsOn.sorted())")
            }
        }
    }
}

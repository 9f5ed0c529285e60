import Foundation
import Testing
import TestSupport

/// `Tests/Fuzz/run.sh` compiles each fuzz target's modules itself (libFuzzer cannot link through SwiftPM), from a
/// hand-written list per target. When a module gains a dependency in `Package.swift` the list goes stale and the
/// campaign stops at "no such module" (RasterTiles' JSONInput did). These checks keep the lists and the include
/// flags in step with `Package.swift`.
@Suite struct FuzzScriptModulesTests {
    /// Each `modules_for` line of run.sh: the targets it serves and the modules it compiles, in order.
    static func scriptLists() throws -> [(targets: String, modules: [String])] {
        let script = try String(contentsOfFile: Repository.path("Tests/Fuzz/run.sh"), encoding: .utf8)
        let start = try #require(script.range(of: "modules_for() {"), "run.sh has no modules_for")
        let body = script[start.upperBound...]
        let end = try #require(body.range(of: "\n}"))
        let line = try Regex(#"^\s*([a-z0-9|]+)\) echo "([A-Za-z ]+)" ;;"#)
        return body[..<end.lowerBound].split(separator: "\n").compactMap { text in
            guard let m = String(text).firstMatch(of: line) else { return nil }
            return (String(m.output[1].substring ?? ""), (m.output[2].substring ?? "").split(separator: " ").map(String.init))
        }
    }

    /// Whether a target is C (a system library or a C shim): its folder holds a module map or C sources.
    static func isC(_ target: String) -> Bool {
        let folder = Repository.path("Sources/\(target)")
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return !files.isEmpty && !files.contains { $0.hasSuffix(".swift") }
    }

    @Test func everyModuleComesAfterTheSwiftModulesItDependsOn() throws {
        let targets = try LayoutDocumentationTests.packageTargets()
        let lists = try Self.scriptLists()
        try #require(lists.count >= 10, "run.sh's module lists were not read")
        for list in lists {
            for (i, module) in list.modules.enumerated() {
                let deps = try #require(targets[module], "\(list.targets): \(module) is not a target of Package.swift")
                for dep in deps where !Self.isC(dep) {
                    #expect(list.modules[..<i].contains(dep),
                            "\(list.targets): \(module) depends on \(dep), which run.sh does not compile before it")
                }
            }
        }
    }

    @Test func everyCModuleTheListsReachIsGivenToTheCompiler() throws {
        let targets = try LayoutDocumentationTests.packageTargets()
        let script = try String(contentsOfFile: Repository.path("Tests/Fuzz/run.sh"), encoding: .utf8)
        for list in try Self.scriptLists() {
            for module in list.modules {
                for dep in targets[module] ?? [] where Self.isC(dep) {
                    #expect(script.contains("Sources/\(dep)"),
                            "\(list.targets): \(module) imports the C module \(dep), which run.sh never names (-I, sources or library)")
                }
            }
        }
    }
}

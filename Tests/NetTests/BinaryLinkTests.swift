import Foundation
import Testing
import TestSupport

/// The navsim binary does not load libcurl or FoundationNetworking at start (they cost every process ~7–10 ms of
/// dynamic loading on this machine); http and https load libcurl on first use.
@Suite("navsim's shared libraries")
struct BinaryLinkTests {
    static let binary = Repository.path(".build/debug/navsim")

    /// Every shared object the dynamic loader maps for `path` at start, as `ldd` lists them: the loader itself
    /// answers when LD_TRACE_LOADED_OBJECTS is set, and the program does not run.
    static func loadedAtStart(_ path: String) throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map { String($0.drop { $0 == "\t" }) }
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"))
    func navsimMapsNeitherLibcurlNorFoundationNetworkingAtStart() throws {
        let libraries = try Self.loadedAtStart(Self.binary)
        // The list is the loader's real answer: the C library and Swift's runtime are in it.
        #expect(libraries.contains("libc.so.6"))
        #expect(libraries.contains("libswiftCore.so"))
        #expect(!libraries.contains { $0.contains("libcurl") }, "\(libraries)")
        #expect(!libraries.contains { $0.contains("FoundationNetworking") }, "\(libraries)")
        // Nor anything only libcurl brings (TLS, HTTP/2, LDAP, Kerberos).
        #expect(!libraries.contains { $0.hasPrefix("libgnutls") || $0.hasPrefix("libnghttp2") || $0.hasPrefix("libldap") || $0.hasPrefix("libgssapi") },
                "\(libraries)")
    }
}

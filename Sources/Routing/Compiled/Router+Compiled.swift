import Foundation
import Text
import MapData

extension Router {
    /// The profile's engine read from the compiled map the network was opened from, or nil when it has none for this
    /// profile and driving side, or when its section is damaged (the router then builds the engine as usual).
    func precompiledEngine(for profile: RoutingProfile) -> ProfileEngine? {
        guard let file = network.precomputed else { return nil }
        let key = ProfileEngine.sectionKey(profile, drivingSide: drivingSide)
        guard let index = file.sections(.profile).first(where: { file.leadingString(of: $0) == key }) else { return nil }
        return try? file.read(index) { (r: inout CompiledReader) throws(MapDataError) -> ProfileEngine in
            _ = try r.string()
            return try ProfileEngine.decode(&r, network: network, profile: profile, drivingSide: drivingSide)
        }
    }

    /// Profiles a compiled map holds ahead of time: the ones the command line can name.
    public static let compiledProfiles: [RoutingProfile] = [.car, .shortest, .truck(VehicleSpec())]

    /// The profile sections of a compiled map: each profile's engine built (in parallel, one profile per core) and encoded.
    func compiledProfileSections(_ profiles: [RoutingProfile]) -> [[UInt8]] {
        let out = Locked([[UInt8]](repeating: [], count: profiles.count))
        DispatchQueue.concurrentPerform(iterations: profiles.count) { i in
            let key = ProfileEngine.sectionKey(profiles[i], drivingSide: drivingSide)
            let bytes = engine(for: profiles[i]).encode(key: key)
            out.withLock { $0[i] = bytes }
        }
        return out.withLock { $0 }
    }
}

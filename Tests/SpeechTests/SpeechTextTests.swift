import Geo
import MapData
import Navigation
import Routing
import Speech
import Testing
import TestSupport

/// What each event type says, in English and German: deterministic text, no audio.
@Suite struct SpeechTextTests {
    static let here = Coordinate(latitude: 51.02, longitude: -1.05)

    static func maneuver(_ kind: ManeuverKind, road: String? = nil, exit: Int? = nil, side: Side? = nil,
                         bearing: Degrees = 90, leg: Int = 0) -> Maneuver {
        Maneuver(kind: kind, offset: 100, location: here, bearingBefore: 0, bearingAfter: bearing, roadName: road,
                 roundaboutExit: exit, side: side, leg: leg)
    }

    static func texts(_ events: [NavigationEvent], _ language: InstructionLanguage = .english,
                      units: UnitSystem = .metric) -> [String] {
        var a = Announcer(language: language, units: units)
        var q = UtteranceQueue()
        for e in events { a.hear(e, into: &q) }
        return q.waiting.map(\.text)
    }

    static func notification(_ m: Maneuver, _ stage: ManeuverNotificationStage, distance: Meters = 0,
                             then: Maneuver? = nil, t: Seconds = 1, index: Int = 1) -> NavigationEvent {
        .maneuverNotification(ManeuverNotification(time: t, stage: stage, maneuverIndex: index, maneuver: m,
                                                    distance: distance, thenIndex: then == nil ? nil : index + 1,
                                                    then: then, text: ""))
    }

    @Test func maneuverNotificationsAtEachStageInEnglishAndGerman() {
        let left = Self.maneuver(.left, road: "Mill Lane")
        let round = Self.maneuver(.roundabout, road: "East Street", exit: 3)
        #expect(Self.texts([Self.notification(left, .distance, distance: 300)]) == ["In 300 m, turn left onto Mill Lane"])
        #expect(Self.texts([Self.notification(left, .action)]) == ["Turn left onto Mill Lane"])
        #expect(Self.texts([Self.notification(round, .reminder, distance: 1234, then: Self.maneuver(.right, road: "Mill Lane"))])
                == ["In 1.2 km, at the roundabout, take the 3rd exit onto East Street, then turn right onto Mill Lane"])
        #expect(Self.texts([Self.notification(left, .range, distance: 804.672)], units: .imperial) == ["In 0.5 mi, turn left onto Mill Lane"])
        #expect(Self.texts([Self.notification(left, .distance, distance: 300)], .german) == ["In 300 m links abbiegen auf Mill Lane"])
        #expect(Self.texts([Self.notification(round, .reminder, distance: 1234)], .german)
                == ["In 1,2 km im Kreisverkehr die 3. Ausfahrt nehmen auf East Street"])
        #expect(Self.texts([Self.notification(Self.maneuver(.depart, road: "West Street"), .action)], .german)
                == ["Nach Osten fahren auf West Street"])
        #expect(Self.texts([Self.notification(Self.maneuver(.arrive, side: .left), .distance, distance: 200)], .german)
                == ["In 200 m erreichen Sie Ihr Ziel"])
        #expect(Self.texts([Self.notification(Self.maneuver(.arrive, side: .left), .action)], .german)
                == ["Sie haben Ihr Ziel erreicht. Es liegt links"])
    }

    @Test func speedingIsSpokenWhenTheAlertEscalatesNotEverySample() {
        func w(_ t: Seconds, _ level: SpeedAlertLevel) -> NavigationEvent {
            .speedWarning(SpeedWarning(time: t, level: level, speed: 60, limit: 50, percent: 20))
        }
        // minor, major, (down to minor: silent), none, minor again.
        let events = [w(1, .minor), w(2, .major), w(3, .minor), w(4, .none), w(5, .minor)]
        var a = Announcer(language: .english, units: .metric)
        var q = UtteranceQueue()
        var said: [String] = []
        for e in events {
            a.hear(e, into: &q)
            while let u = q.next(at: e.time, odometer: 0) { said.append(u.text) }
        }
        #expect(said == ["Speed limit 50 km/h", "Slow down. The speed limit is 50 km/h", "Speed limit 50 km/h"])
        #expect(Self.texts([w(1, .major)], units: .imperial) == ["Slow down. The speed limit is 31 mph"])
        #expect(Self.texts([w(1, .minor)], .german) == ["Tempolimit 50 km/h"])
    }

    @Test func safetyFeaturesAheadAreSpokenAndReachedOrPassedOnesAreNot() {
        func f(_ kind: PointFeatureKind, _ stage: SafetyWarningStage, _ d: Meters) -> NavigationEvent {
            .warning(SafetyWarning(time: 1, stage: stage, feature: RouteFeature(kind: kind, offset: 500, coordinate: Self.here), distance: d))
        }
        #expect(Self.texts([f(.speedCamera, .ahead, 500)]) == ["Speed camera in 500 m"])
        #expect(Self.texts([f(.trafficSignals, .ahead, 150)]) == ["Traffic lights in 150 m"])
        #expect(Self.texts([f(.levelCrossing, .ahead, 300)], .german) == ["Bahnübergang in 300 m"])
        #expect(Self.texts([f(.speedCamera, .reached, 0), f(.motorwayJunction, .ahead, 300)]).isEmpty)
        // Reaching the feature takes back a warning still waiting.
        #expect(Self.texts([f(.stop, .ahead, 100), f(.stop, .reached, 0)]).isEmpty)
    }

    @Test func offRouteReroutingWaypointAndArrival() {
        let route = Route(geometry: Polyline([Self.here]), duration: 0, legs: [], maneuvers: [], segments: [],
                          attributeSpans: [], features: [], edges: [], profile: .car)
        let events: [NavigationEvent] = [
            .offRoute(OffRouteDeviation(time: 1, distance: 40, coordinate: Self.here)),
            .rerouted(Reroute(time: 1, route: route)),
            .waypointReached(WaypointArrival(time: 2, waypoint: 1)),
            .destinationReached(DestinationArrival(time: 3, guidanceStopped: true)),
        ]
        #expect(Self.texts(events) == ["You have left the route. Rerouting", "New route found", "You have reached waypoint 1",
                                       "You have arrived"])
        #expect(Self.texts([.rerouteFailed(RerouteFailure(time: 1, reason: "no road"))], .german) == ["Keine neue Route gefunden"])
        // Arrival already said by the maneuver notification is not said twice.
        let arrive = Self.notification(Self.maneuver(.arrive), .action)
        #expect(Self.texts([arrive, .destinationReached(DestinationArrival(time: 3, guidanceStopped: true))])
                == ["You have arrived. Your destination is ahead"])
    }

    @Test func theVoiceSaysUnitsAsWords() {
        #expect(VoicePhrases.english.spoken("In 1.2 km, turn left. Speed limit 50 km/h, 300 m") ==
                "In 1.2 kilometres, turn left. Speed limit 50 kilometres per hour, 300 metres")
        #expect(VoicePhrases.german.spoken("In 1,2 km links abbiegen auf M7") == "In 1,2 Kilometer links abbiegen auf M7")
        #expect(VoicePhrases.english.spoken("In 500 ft, keep left toward Old Town") == "In 500 feet, keep left toward Old Town")
    }

    /// The English voice says exactly what the header shows: the navigator's notification text, for every
    /// notification of every demo route.
    @Test(arguments: ["city", "motorway", "speeding", "missed-turn", "waypoints", "demo"])
    func englishSpeechEqualsTheNavigatorsNotificationText(route: String) throws {
        let map = try OSMMap.defaultTown()
        let spec = try RouteFile.load(path: Repository.path("Routes/\(route).json"))
        let runner = try DriveRunner.make(spec: spec, map: map, provider: Router(network: map.network))
        var notifications: [ManeuverNotification] = []
        _ = try runner.runToArrival(onEvent: { if case .maneuverNotification(let n) = $0 { notifications.append(n) } })
        #expect(notifications.count >= 3)
        for n in notifications {
            let spoken = Instructions.notification(for: n.maneuver, distance: n.stage == .action ? nil : n.distance,
                                                   then: n.then, units: spec.navigation.units, language: .english)
            #expect(spoken == n.text)
        }
    }
}

extension InstructionTemplates {
    /// English: the texts navsim has always shown ("Turn right onto Harbour Street", "Take exit 4 toward Old Town").
    public static let english = InstructionTemplates(
        kinds: [
            .depart: Template("head {compass}{road}", road: .on),
            .continue: Template("continue{road}", road: .onto, fallback: "continue straight"),
            .nameChange: Template("continue{road}", road: .onto, fallback: "continue straight"),
            .slightLeft: Template("turn slightly left{road}"),
            .left: Template("turn left{road}"),
            .sharpLeft: Template("turn sharp left{road}"),
            .slightRight: Template("turn slightly right{road}"),
            .right: Template("turn right{road}"),
            .sharpRight: Template("turn sharp right{road}"),
            .uTurn: Template("make a U-turn{road}"),
            .keepLeft: Template("keep left{road}", road: .towardElseOnto),
            .keepRight: Template("keep right{road}", road: .towardElseOnto),
            .merge: Template("merge{road}"),
            .enterMotorway: Template("join the motorway{road}", road: .plain),
            .exitLeft: Template("take {exit} on the left{road}", road: .towardElseOnto),
            .exitRight: Template("take {exit}{road}", road: .towardElseOnto),
            .roundabout: Template("at the roundabout, take the {ordinal} exit{road}", fallback: "enter the roundabout"),
            .waypoint: Template("you have reached waypoint {waypoint}", road: .none),
            .arrive: Template("you have arrived.", road: .none),
        ],
        onto: " onto {label}", on: " on {label}", toward: " toward {destination}",
        numberedExit: "exit {exit}", unnumberedExit: "the exit",
        waypointSide: ". It is {side}", arriveSide: " Your destination is {side}", arriveAhead: " Your destination is ahead",
        left: "on the left", right: "on the right",
        compassPoints: ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"],
        ordinals: .englishSuffix,
        distancePrefix: "In {distance}, ", then: ", then ",
        arriveUpcoming: "arrive at your destination", waypointUpcoming: "arrive at your waypoint",
        decimalSeparator: ".")
}

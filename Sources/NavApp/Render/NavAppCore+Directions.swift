import Widgets

extension NavAppCore {
    /// The directions list of the drive now (every maneuver, the next one current), in the display units; nil without
    /// a drive. The `d` panel and NavsimKit's directions-list controller draw this one list.
    public func directionsList(scroll: Int? = nil) -> DirectionsList? {
        session.state.map { NavigationProps.directions($0, units: state.units, scroll: scroll) }
    }
}

/// The offline-maps panel (`M`): open it, move its selection, act on the selected region; and the maps service's
/// news, dispatched by `tick` when its snapshot changed.
public enum MapsAction: Sendable {
    case togglePanel
    case move(Int)
    case select(Int)
    case download, update, pause, resume, cancel
    case updated(OfflineMapsSnapshot)
}

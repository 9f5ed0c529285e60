import MapData
import MapRender
import Routing

/// The help of `--features`, `--poi-categories` and `--truck`: the map's feature layers and their content filters,
/// for every command that draws the map. They are settings (`features`, `poiCategories`, `truck`): the settings
/// table parses them and `MapFeatureSettings.from(_:)` applies them.
enum FeatureArguments {
    static let help = """
      --features LIST     map feature layers on: exactly LIST, or changes to the default set when every item starts
                          with + or - ("+extrudedBuildings,-pois"); NAME:MODE picks a mode
                          (roadExitLabels:numbersOnly, vehicleRestrictions:activeAndInactive, landmarks:textureless).
                          Layers: \(MapFeatureRegistry.standard.layers.map(\.rawValue).joined(separator: ", "))
                          (default: \(MapFeatureRegistry.defaultEnabled.map(\.rawValue).joined(separator: ",")), and
                          \(MapFeatureRegistry.defaultTrafficEnabled.map(\.rawValue).joined(separator: ",")) when traffic is on)
      --poi-categories L  show only these POI categories: values (cafe,fuel), keys (shop) or key=value
      --truck SPEC        hide the vehicle restrictions that do not bind this truck:
                          height=4,weight=18,width=2.55,length=16.5[,hazmat][,tunnel=B|C|D|E]
    """
}

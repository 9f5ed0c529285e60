import Testing
import TestSupport

extension Trait where Self == ConditionTrait {
    /// Runs a test only when ../shared/data is present, saying so when it is skipped.
    static var sharedData: Self { .enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)) }
}

import TestSupport
import Testing

/// `SharedData.skipNote` as a Swift Testing comment (TestSupport's constant is a plain `String`).
let sharedDataNote = Comment(rawValue: SharedData.skipNote)

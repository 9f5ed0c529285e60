import Testing
@testable import Text

import Dispatch
import Synchronization
import Testing
import Text

/// The one lock type: changes under `withLock` are never lost, and a once-cell makes its value once.
@Suite struct LockedTests {
    @Test func concurrentIncrementsAreAllKept() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.value == 80_000)
    }

    @Test func aOnceCellMakesItsValueOnceUnderContention() {
        let cell = Locked<Int?>(nil)
        let made = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let v = cell.once { made.withLock { $0 += 1 }; return 42 }
            #expect(v == 42)
        }
        #expect(made.value == 1)
    }

    @Test func aThrowingMakeLeavesTheCellEmpty() {
        struct Failed: Error {}
        let cell = Locked<Int?>(nil)
        #expect(throws: Failed.self) { try cell.once { () throws(Failed) -> Int in throw Failed() } }
        #expect(cell.once { 7 } == 7, "the next call makes it")
    }

    /// The same once-cell on a `Mutex` that an object keeps as its own stored `let` (no `Locked` object).
    @Test func aMutexHeldInAnObjectIsTheSameOnceCell() {
        final class Holder: Sendable {
            let cell = Mutex<[Int]?>(nil)
            let made = Mutex(0)
            var value: [Int] { cell.once { made.withLock { $0 += 1 }; return [1, 2, 3] } }
        }
        let holder = Holder()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in #expect(holder.value == [1, 2, 3]) }
        #expect(holder.made.withLock { $0 } == 1)
        struct Failed: Error {}
        let empty = Mutex<Int?>(nil)
        #expect(throws: Failed.self) { try empty.once { () throws(Failed) -> Int in throw Failed() } }
        #expect(empty.once { 7 } == 7, "a failed make leaves the cell empty")
    }
}

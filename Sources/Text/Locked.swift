import Synchronization

/// The one lock type: a value that any thread may reach, changed only inside `withLock`.
///
/// Underneath is the standard library's `Mutex`: `Locked` is the form to share (an object of its own, handed around);
/// an object that owns its state keeps a `Mutex` as a stored `let` instead (one allocation less: the per-minute
/// route traffic, a download's state). Either way the one once-cell is `once`.
///
/// A shared reference around the standard library's `Mutex` (Synchronization), so it can be stored in a `let`,
/// captured by a thread's closure and handed around like any object, while the compiler still checks what goes
/// in and out: the value enters as `sending` (a non-Sendable value handed over whole, e.g. a receiver's stream
/// moving to its reader thread) and leaves the lock only as `sending` results. It needs no unchecked conformance:
/// `Mutex` is Sendable for any value, so this final class with one `let` is too.
///
/// `withLock` is inlinable, so that a call from another module is specialized for its value and body: the generic
/// call took ~700 instructions around an uncontended lock (type metadata and value witnesses), and a traffic drive
/// takes a few hundred of them (snapshots, route flows, routing workspaces).
public final class Locked<Value>: Sendable {
    @usableFromInline let mutex: Mutex<Value>

    /// Takes ownership of `value`; from now on it is reached only through `withLock`.
    public init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with the value while holding the lock. Keep `body` short: never block or call out in it, unless
    /// the lock is never contended (a routing workspace lent to one query, `ProfileEngine.withWorkspace`).
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        try mutex.withLock(body)
    }
}

extension Locked where Value: Sendable {
    /// A copy of the value, read under the lock.
    public var value: Value { withLock { $0 } }
}

extension Locked {
    /// A once-cell (`Mutex.once`).
    public func once<Made: Sendable, E: Error>(_ make: () throws(E) -> Made) throws(E) -> Made where Value == Made? {
        try mutex.once(make)
    }
}

extension Mutex {
    /// A once-cell: the value `make` returns, made on the first call and kept. `make` runs under this cell's lock,
    /// so concurrent first calls build it once (the others wait for it) while other cells stay free.
    @inlinable
    public borrowing func once<Made: Sendable, E: Error>(_ make: () throws(E) -> Made) throws(E) -> Made
        where Value == Made? {
        try withLock { (slot: inout sending Made?) throws(E) -> Made in
            if let made = slot { return made }
            let made = try make()
            slot = made
            return made
        }
    }
}

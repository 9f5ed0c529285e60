extension Array {
    /// Makes the array `count` copies of `value`, reusing its storage (no allocation once it has been this large).
    mutating func refill(_ value: Element, count: Int) {
        if self.count == count {
            for i in indices { self[i] = value }
        } else {
            removeAll(keepingCapacity: true)
            appendRepeating(value, count: count)
        }
    }

    /// Makes the array `count` elements long without caring about their values (filled with `value` when it grows).
    mutating func resize(_ value: Element, count: Int) {
        if self.count > count { removeLast(self.count - count) } else if self.count < count {
            appendRepeating(value, count: count - self.count)
        }
    }

    /// Appends `n` copies of `value`. An empty array without room for them (a frame's first canvases) is made in one
    /// go: `Array(repeating:count:)` fills its storage in a tight loop, where appending a `repeatElement` sequence
    /// copies element by element through the generic sequence path.
    private mutating func appendRepeating(_ value: Element, count n: Int) {
        if isEmpty && capacity < n {
            self = Array(repeating: value, count: n)
        } else {
            append(contentsOf: repeatElement(value, count: n))
        }
    }
}

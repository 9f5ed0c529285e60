extension Array {
    /// Makes the array `count` copies of `value`, reusing its storage (no allocation once it has been this large).
    mutating func refill(_ value: Element, count: Int) {
        if self.count == count {
            for i in indices { self[i] = value }
        } else {
            removeAll(keepingCapacity: true)
            append(contentsOf: repeatElement(value, count: count))
        }
    }

    /// Makes the array `count` elements long without caring about their values (filled with `value` when it grows).
    mutating func resize(_ value: Element, count: Int) {
        if self.count > count { removeLast(self.count - count) } else if self.count < count {
            append(contentsOf: repeatElement(value, count: count - self.count))
        }
    }
}

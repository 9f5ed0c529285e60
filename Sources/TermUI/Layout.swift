/// How much of a split one part takes.
public enum Constraint: Sendable, Hashable {
    /// Exactly `n` cells (fewer when the space runs out).
    case fixed(Int)
    /// At least `n` cells; grows like `fill(1)` when space is left.
    case min(Int)
    /// A percentage of the whole split (0...100), rounded down.
    case percentage(Int)
    /// A share of what is left after fixed, min and percentage parts, by weight.
    case fill(Int)
}

/// A one-dimensional constraint layout: splits a rectangle into rows (vertical) or columns (horizontal).
///
/// Fixed and percentage parts are served first, in order, each clamped to what is left; then `min` parts get their
/// minimum; whatever remains is shared among `fill` and `min` parts by weight (a `min` part weighs 1), the rounding
/// remainder going to the earliest parts. Parts never overlap and never leave the rectangle.
public struct Layout: Sendable, Hashable {
    public enum Direction: Sendable, Hashable { case vertical, horizontal }
    public var direction: Direction
    public var constraints: [Constraint]

    public init(_ direction: Direction, _ constraints: [Constraint]) {
        self.direction = direction
        self.constraints = constraints
    }

    public static func vertical(_ c: [Constraint]) -> Layout { Layout(.vertical, c) }
    public static func horizontal(_ c: [Constraint]) -> Layout { Layout(.horizontal, c) }

    /// The parts of `rect`, one per constraint, in order.
    /// - Complexity: O(constraints).
    public func split(_ rect: Rect) -> [Rect] {
        let total = direction == .vertical ? rect.height : rect.width
        let lengths = Layout.lengths(total: total, constraints: constraints)
        var out = [Rect]()
        var offset = 0
        for n in lengths {
            switch direction {
            case .vertical: out.append(Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: n))
            case .horizontal: out.append(Rect(x: rect.x + offset, y: rect.y, width: n, height: rect.height))
            }
            offset += n
        }
        return out
    }

    /// The lengths the constraints get out of `total`; they sum to at most `total`.
    public static func lengths(total: Int, constraints: [Constraint]) -> [Int] {
        var left = Swift.max(0, total)
        var lengths = Array(repeating: 0, count: constraints.count)
        for (i, c) in constraints.enumerated() {
            let want: Int
            switch c {
            case .fixed(let n): want = n
            case .percentage(let p): want = Swift.max(0, Swift.min(100, p)) * Swift.max(0, total) / 100
            case .min, .fill: continue
            }
            lengths[i] = Swift.min(Swift.max(0, want), left)
            left -= lengths[i]
        }
        for (i, c) in constraints.enumerated() {
            if case .min(let n) = c {
                lengths[i] = Swift.min(Swift.max(0, n), left)
                left -= lengths[i]
            }
        }
        var weights = [(Int, Int)]()
        for (i, c) in constraints.enumerated() {
            switch c {
            case .fill(let w): weights.append((i, Swift.max(0, w)))
            case .min: weights.append((i, 1))
            default: break
            }
        }
        let weightSum = weights.reduce(0) { $0 + $1.1 }
        if weightSum > 0 && left > 0 {
            var given = 0
            for (i, w) in weights {
                let share = left * w / weightSum
                lengths[i] += share
                given += share
            }
            var remainder = left - given
            for (i, w) in weights where remainder > 0 && w > 0 {
                lengths[i] += 1
                remainder -= 1
            }
        }
        return lengths
    }
}

extension Rect {
    /// A rectangle of at most `size` centred in this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = Swift.min(w, width), ch = Swift.min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }
}

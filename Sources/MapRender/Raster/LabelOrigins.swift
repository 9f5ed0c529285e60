/// The places a label may go (the first cell of its text), best first: three to five of them, held inline. An
/// array of them was allocated and freed per label and frame (a style's labels: ~340 a frame at street zooms).
struct LabelOrigins: RandomAccessCollection {
    typealias Origin = (x: Int, y: Int)

    private let first: Origin, second: Origin, third: Origin, fourth: Origin, fifth: Origin
    let startIndex = 0
    let endIndex: Int

    /// The origins `a`, `b`, `c`, then `d` and `e` when given (`e` only after `d`).
    init(_ a: Origin, _ b: Origin, _ c: Origin, _ d: Origin? = nil, _ e: Origin? = nil) {
        precondition(d != nil || e == nil, "a fifth origin needs a fourth")
        first = a
        second = b
        third = c
        fourth = d ?? (0, 0)
        fifth = e ?? (0, 0)
        endIndex = e != nil ? 5 : d != nil ? 4 : 3
    }

    subscript(i: Int) -> Origin {
        precondition(i >= startIndex && i < endIndex, "origin index out of range")
        switch i {
        case 0: return first
        case 1: return second
        case 2: return third
        case 3: return fourth
        default: return fifth
        }
    }
}

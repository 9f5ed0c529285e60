import Geo

extension OMTBuilder {
    /// `water` polygons of class `ocean` from the `natural=coastline` ways (`OMTCoastline`): the ways are joined
    /// end to end by node id first, since a coast is mapped as many ways.
    mutating func addSea() {
        var pieces = [[Int64]]()
        var firstID = Int64.max
        for w in source.ways.ids.indices where source.ways.tags[w]["natural"] == "coastline" {
            let refs = Array(source.ways.refs(ofWay: w))
            guard refs.count >= 2 else { continue }
            pieces.append(refs)
            firstID = min(firstID, source.ways.ids[w])
        }
        guard !pieces.isEmpty, let bounds = source.extractBounds else { return }
        var lines = [[Coordinate]]()
        for chain in Self.chains(pieces) {
            // Split where a node is missing from the extract.
            var run = [Coordinate]()
            for ref in chain {
                if let i = source.nodes.index(ref) { run.append(source.nodes.coordinate(i)); continue }
                if run.count >= 2 { lines.append(run) }
                run = []
            }
            if run.count >= 2 { lines.append(run) }
        }
        for sea in OMTCoastline.sea(lines: lines, bounds: bounds) {
            add("water", firstID, .polygon(outer: [sea.outer], holes: sea.holes), ["class": .string("ocean"), "intermittent": .number(0)])
        }
    }

    /// Node lists joined where one ends at the node the next starts at (coastline ways keep one direction).
    static func chains(_ pieces: [[Int64]]) -> [[Int64]] {
        var byStart = [Int64: Int]()
        for (i, p) in pieces.enumerated() where byStart[p[0]] == nil { byStart[p[0]] = i }
        var isContinuation = [Bool](repeating: false, count: pieces.count)
        for p in pieces { if let next = byStart[p.last!], pieces[next][0] != p[0] { isContinuation[next] = true } }
        var used = [Bool](repeating: false, count: pieces.count)
        var out = [[Int64]]()
        // Start at pieces nothing leads into, then whatever is left (closed loops).
        for start in pieces.indices.filter({ !isContinuation[$0] }) + pieces.indices.filter({ isContinuation[$0] }) where !used[start] {
            var chain = pieces[start]
            used[start] = true
            while let next = byStart[chain.last!], !used[next] {
                used[next] = true
                chain += pieces[next].dropFirst()
            }
            out.append(chain)
        }
        return out
    }
}

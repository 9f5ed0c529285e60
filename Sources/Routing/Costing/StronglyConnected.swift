import MapData

/// Strongly connected components of a CSR graph (Kosaraju's algorithm, iterative).
enum StronglyConnected {
    /// Returns the component of every node and the largest component's id.
    /// - Complexity: O(V + E).
    static func components(outRows: CompressedRows, arcTarget: [Int32], inRows: CompressedRows, inArc: [Int32],
                           arcSource: [Int32]) -> ([Int32], Int32) {
        let n = outRows.rowCount
        let firstArc = outRows.offsets
        // Pass 1: finishing order by an iterative DFS over outgoing arcs.
        var visited = [Bool](repeating: false, count: n)
        var order = [Int32]()
        order.reserveCapacity(n)
        var stack = [(node: Int32, next: Int32)]()
        for root in 0..<n where !visited[root] {
            visited[root] = true
            stack.append((Int32(root), firstArc[root]))
            while let top = stack.last {
                let v = Int(top.node)
                if top.next < firstArc[v + 1] {
                    stack[stack.count - 1].next += 1
                    let w = Int(arcTarget[Int(top.next)])
                    if !visited[w] {
                        visited[w] = true
                        stack.append((Int32(w), firstArc[w]))
                    }
                } else {
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        // Pass 2: over incoming arcs in reverse finishing order.
        var component = [Int32](repeating: -1, count: n)
        var sizes = [Int]()
        var work = [Int32]()
        for root in order.reversed() where component[Int(root)] < 0 {
            let id = Int32(sizes.count)
            var size = 0
            component[Int(root)] = id
            work.append(root)
            while let v = work.popLast() {
                size += 1
                for k in inRows[Int(v)] {
                    let u = Int(arcSource[Int(inArc[k])])
                    if component[u] < 0 {
                        component[u] = id
                        work.append(Int32(u))
                    }
                }
            }
            sizes.append(size)
        }
        var main: Int32 = 0
        for (i, s) in sizes.enumerated() where s > sizes[Int(main)] { main = Int32(i) }
        return (component, main)
    }
}

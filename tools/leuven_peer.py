#!/usr/bin/env python3
"""The leuvenmapmatching peer for navsim-bench's matching comparison (not used by `swift test`).

usage: leuven_peer.py GRAPH SIGMA OUT TRACE.gpx

GRAPH is the road graph navsim-bench exports from the same map navsim matches on: lines `n ID LAT LON` (shape
points and junctions) and `e A B` (directed edges between them). TRACE is the same GPX file `navsim match` reads.
OUT gets one line per fix of the trace: `LAT,LON` of the matched position, or an empty line when the fix is
unmatched (leuven stops at the first fix it cannot continue from; the script starts it again after that fix).

leuven runs as `pip install leuvenmapmatching` installs it (no rtree, so candidate search scans the map) with the
DistanceMatcher, the matcher its documentation recommends, its noise parameters set from SIGMA.
"""
import math
import re
import sys

from leuvenmapmatching.map.inmem import InMemMap
from leuvenmapmatching.matcher.distance import DistanceMatcher

TRKPT = re.compile(r'<trkpt\s+lat="([^"]+)"\s+lon="([^"]+)"')


def main():
    graph_path, sigma, out_path, trace_path = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
    nodes, edges = {}, []
    with open(graph_path) as f:
        for line in f:
            parts = line.split()
            if parts and parts[0] == "n":
                nodes[int(parts[1])] = (float(parts[2]), float(parts[3]))
            elif parts and parts[0] == "e":
                edges.append((int(parts[1]), int(parts[2])))
    lat0 = sum(p[0] for p in nodes.values()) / len(nodes)
    lon0 = sum(p[1] for p in nodes.values()) / len(nodes)
    ky = 111132.954 - 559.822 * math.cos(2 * math.radians(lat0))
    kx = 111412.84 * math.cos(math.radians(lat0))

    def xy(lat, lon):
        return ((lat - lat0) * ky, (lon - lon0) * kx)

    map_con = InMemMap("navsim", use_latlon=False, use_rtree=False, index_edges=True)
    for node, (lat, lon) in nodes.items():
        map_con.add_node(node, xy(lat, lon))
    for a, b in edges:
        map_con.add_edge(a, b)

    with open(trace_path) as f:
        fixes = [(float(a), float(b)) for a, b in TRKPT.findall(f.read())]
    path = [xy(lat, lon) for lat, lon in fixes]
    # leuven stops at the first fix it cannot continue from; as its users do, start again after it.
    matched = [None] * len(path)
    start = 0
    while start < len(path):
        matcher = DistanceMatcher(map_con, max_dist=max(50.0, 4 * sigma), max_dist_init=max(50.0, 4 * sigma),
                                  obs_noise=sigma, obs_noise_ne=2 * sigma, dist_noise=sigma, min_prob_norm=0.001,
                                  non_emitting_states=True, non_emitting_length_factor=0.75, max_lattice_width=5)
        try:
            _, last = matcher.match(path[start:])
            for m in matcher.lattice_best:
                if m.obs_ne == 0 and 0 <= start + m.obs < len(matched):
                    y, x = m.edge_m.pi
                    matched[start + m.obs] = (lat0 + y / ky, lon0 + x / kx)
        except Exception as e:  # a stretch leuven cannot start on: skip its first fix
            print(f"leuven_peer: {trace_path}: fix {start}: {e}", file=sys.stderr)
            last = 0
        start += max(last, 0) + 1
    with open(out_path, "w") as f:
        for p in matched:
            f.write("" if p is None else f"{p[0]:.7f},{p[1]:.7f}")
            f.write("\n")


if __name__ == "__main__":
    main()

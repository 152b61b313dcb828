#!/usr/bin/env python3
"""Turns JMH JSON results (-rf json) into the Markdown tables of docs/performance.md.

Usage: python3 benchmarks/jmh-table.py result.json [more.json ...]
One table per benchmark class: a row per benchmark (and per secondary metric such as
`playout:actions` or `:gc.alloc.rate.norm`), a column per player count, "score ± error (best iteration)". On a shared machine the best iteration is the
closest to what the code does when it has a core to itself.
"""
import json, sys, collections

def fmt(x):
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 1:
        return f"{x:.1f}"
    return f"{x:.3g}"

def main():
    rows = collections.OrderedDict()   # (class, row) -> {players: text}
    units = {}
    players_seen = collections.defaultdict(set)
    for path in sys.argv[1:]:
        for r in json.load(open(path)):
            cls, name = r["benchmark"].rsplit(".", 2)[-2:]
            p = r.get("params", {}).get("players", "-")
            players_seen[cls].add(p)
            pm = r["primaryMetric"]
            best = max(v for fork in pm.get("rawData", [[pm["score"]]]) for v in fork)
            rows.setdefault((cls, name), {})[p] = f"{fmt(pm['score'])} ± {fmt(pm['scoreError'])} ({fmt(best)})"
            units[(cls, name)] = pm["scoreUnit"]
            for k, m in r.get("secondaryMetrics", {}).items():
                if k in ("gc.count", "gc.time", "gc.alloc.rate"):
                    continue
                key = (cls, name + ":" + k)
                if k.startswith("gc."):
                    val = fmt(m["score"])
                else:
                    best = max(v for fork in m.get("rawData", [[m["score"]]]) for v in fork)
                    val = f"{fmt(m['score'])} ± {fmt(m['scoreError'])} ({fmt(best)})"
                rows.setdefault(key, {})[p] = val
                units[key] = m["scoreUnit"]
    for cls in sorted(players_seen):
        ps = sorted(players_seen[cls])
        print(f"\n#### {cls}\n")
        print("| benchmark | unit | " + " | ".join(f"{p} players" for p in ps) + " |")
        print("|---|---|" + "---|" * len(ps))
        for (c, name), vals in rows.items():
            if c != cls:
                continue
            unit = units[(c, name)].replace("ops/s", "actions/s" if name.endswith(":actions") else "ops/s")
            print(f"| {name} | {unit} | " + " | ".join(vals.get(p, "") for p in ps) + " |")

if __name__ == "__main__":
    main()

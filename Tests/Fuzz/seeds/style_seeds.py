#!/usr/bin/env python3
"""Seeds for the style fuzz target: each style split into small whole styles.

usage: style_seeds.py OUTDIR STYLE.json...

A whole style is 10 to 40 KB, and with whole styles as seeds the target ran at about 500 executions a second (every
mutation re-parses 40 KB). Each seed written here is a valid Style Spec v8 document of at most about 4 KB: the style's
root (version, name, sources, glyphs, sprite, metadata, ...) with a run of its layers, so that together the seeds hold
every layer, filter and expression of every style at a tenth of the size. A layer larger than the budget goes alone.
"""
import json
import os
import sys

BUDGET = 4000


def compact(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def main():
    out, styles = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    written = 0
    for path in styles:
        if not os.path.isfile(path):  # an unexpanded glob where ../shared/data is absent
            continue
        with open(path, encoding="utf-8") as f:
            style = json.load(f)
        base = os.path.splitext(os.path.basename(path))[0]
        root = {k: v for k, v in style.items() if k != "layers"}
        layers = style.get("layers", [])
        chunks, run = [], []
        for layer in layers:
            if run and len(compact(dict(root, layers=run + [layer]))) > BUDGET:
                chunks.append(run)
                run = []
            run.append(layer)
        if run:
            chunks.append(run)
        for i, run in enumerate(chunks):
            doc = dict(root, layers=run)
            # Every other seed keeps the indentation of a hand-written file, so whitespace handling stays covered.
            text = compact(doc) if i % 2 else json.dumps(doc, indent=1, ensure_ascii=False)
            with open(os.path.join(out, f"{base}-{i:02d}.json"), "w", encoding="utf-8") as f:
                f.write(text)
            written += 1
    print(f"style seeds: {written} files", file=sys.stderr)


if __name__ == "__main__":
    main()

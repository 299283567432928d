#!/usr/bin/env python3
"""Measures `curtain layout` against Xcode's saved frames on a folder of launch storyboards/xibs.

Usage: Scripts/layout-corpus.py FOLDER [--curtain PATH] [--devices] [--verbose]

For each document: every view's saved frame (converted to the root view's coordinates) against
`curtain layout --json` at the document's design device. Views whose saved frame breaks their own
required constraints (`misplaced`, stale frames) are left out and counted. With --devices, each
document is also laid out on every device of the table in both orientations and the broken
constraints are counted. The corpus files are not part of the repository: fetch real apps and
point this at a folder of their launch screens.
"""
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

VIEW_TAGS = {
    "view", "imageView", "label", "stackView", "button", "activityIndicatorView", "textView",
    "textField", "progressView", "visualEffectView", "segmentedControl", "switch", "slider",
    "pageControl", "scrollView", "mapView", "webView", "wkWebView", "pickerView", "datePicker",
    "tableView", "collectionView", "containerView", "navigationBar", "toolbar", "tabBar",
    "searchBar",
}
def devices(curtain):
    """One model of every screen in the device table, then every Interface Builder id: what
    `curtain layout --list-devices --json` prints (DeviceCatalog.families)."""
    out = subprocess.run([curtain, "layout", "--list-devices", "--json"], capture_output=True,
                         text=True, check=True)
    families = json.loads(out.stdout)
    models = [f["models"][0] for f in families if f["runsCurrentIOS"]]
    return models + [i for f in families for i in f["interfaceBuilderIDs"]]


def run(curtain, args):
    out = subprocess.run([curtain, "layout", *args, "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        return None, out.stderr.strip()
    return json.loads(out.stdout), None


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    folder = Path(args[0])
    curtain = args[args.index("--curtain") + 1] if "--curtain" in args else ".build/debug/curtain"
    verbose = "--verbose" in args
    files = sorted(p for p in folder.iterdir() if p.suffix in (".storyboard", ".xib"))
    total = within = misplaced_count = documents = failures = 0
    by_kind = {}
    for path in files:
        result, error = run(curtain, [str(path)])
        if result is None:
            failures += 1
            print(f"FAIL {path.name}: {error}")
            continue
        documents += 1
        tree = ET.parse(path).getroot()
        frames = {}
        # The root view is the first view curtain reports; walk it from the document.
        root_id = result["views"][0]["id"]
        root_element = next((e for e in tree.iter() if e.get("id") == root_id), None)
        if root_element is None:
            continue

        def walk(element, ox, oy, top):
            rect = element.find("rect[@key='frame']")
            if rect is None:
                return
            x = 0.0 if top else ox + float(rect.get("x", 0))
            y = 0.0 if top else oy + float(rect.get("y", 0))
            frames[element.get("id")] = (element.tag, (x, y, float(rect.get("width")),
                                                       float(rect.get("height"))))
            subviews = element.find("subviews")
            if subviews is not None:
                for child in subviews:
                    if child.tag in VIEW_TAGS:
                        walk(child, x, y, False)
        walk(root_element, 0, 0, True)
        stale = set(result.get("misplaced", []))
        misplaced_count += len(stale)
        for view in result["views"][1:]:
            if view["id"] not in frames or view["id"] in stale:
                continue
            kind, saved = frames[view["id"]]
            error = max(abs(a - b) for a, b in zip(saved, view["frame"]))
            total += 1
            ok = error <= 0.5
            within += ok
            counts = by_kind.setdefault(kind, [0, 0])
            counts[0] += 1
            counts[1] += ok
            if verbose and not ok:
                print(f"  {path.name} {kind} {view['id']}: saved {saved} laid out {view['frame']}")
    print(f"documents read: {documents} of {len(files)} (failed: {failures})")
    print(f"views compared: {total}; misplaced (left out): {misplaced_count}")
    if total:
        print(f"within 0.5 pt: {within} ({100.0 * within / total:.1f}%)")
    print("| view kind | views | within 0.5 pt |")
    print("| --- | --- | --- |")
    for kind, (count, ok) in sorted(by_kind.items()):
        print(f"| {kind} | {count} | {ok} ({100.0 * ok / count:.0f}%) |")
    if "--devices" in args:
        table = devices(curtain)
        runs = holding = errors = 0
        broken_docs = {}
        for path in files:
            for device in table:
                for orientation in ("portrait", "landscape"):
                    result, error = run(curtain, [str(path), "--device", device,
                                                  "--orientation", orientation])
                    runs += 1
                    if result is None:
                        errors += 1
                        print(f"ERROR {path.name} on {device} {orientation}: {error}")
                        continue
                    if result["broken"]:
                        broken_docs.setdefault(path.name, set()).update(
                            b["id"] for b in result["broken"])
                    else:
                        holding += 1
        print(f"device runs: {runs} ({len(files)} documents x {len(table)} devices x 2 "
              f"orientations); all constraints held: {holding}; runs reporting broken "
              f"constraints: {runs - holding - errors}; errors: {errors}")
        for name, ids in sorted(broken_docs.items()):
            print(f"  {name}: broke {', '.join(sorted(ids))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

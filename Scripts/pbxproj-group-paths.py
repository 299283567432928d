#!/usr/bin/env python3
"""Checks Xcode's rule for `<group>` paths against real projects (never committed; fetch and
extract them first, see doctor-corpus.sh). For each project.pbxproj under the given folders it
resolves every file reference with sourceTree <group> through its groups two ways: the rule
Curtain follows (a group without `path` stands for its parent's folder) and the alternative (a
path-less group's name is a folder), and counts the references found on disk under each.

  Scripts/pbxproj-group-paths.py /tmp/doctor-corpus
"""
import os, re, sys

def parse(path):
    # Minimal OpenStep plist parser.
    text = open(path, encoding="utf-8", errors="replace").read()
    i = 0
    n = len(text)
    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace(): i += 1
            elif text.startswith("/*", i): i = text.index("*/", i) + 2
            elif text.startswith("//", i): i = text.index("\n", i) + 1
            else: break
    def value():
        nonlocal i
        skip()
        c = text[i]
        if c == "{":
            i += 1; d = {}
            while True:
                skip()
                if text[i] == "}": i += 1; return d
                k = value(); skip(); assert text[i] == "=", (path, i); i += 1
                v = value(); skip(); assert text[i] == ";"; i += 1
                d[k] = v
        if c == "(":
            i += 1; a = []
            while True:
                skip()
                if text[i] == ")": i += 1; return a
                a.append(value()); skip()
                if text[i] == ",": i += 1
        if c == '"':
            i += 1; s = []
            while text[i] != '"':
                if text[i] == "\\": s.append(text[i+1]); i += 2
                else: s.append(text[i]); i += 1
            i += 1; return "".join(s)
        m = re.compile(r'[A-Za-z0-9_$./:+-]+').match(text, i)
        i = m.end(); return m.group(0)
    return value()

def walk(objects, gid, folder, root, rule, out):
    node = objects.get(gid, {})
    tree = node.get("sourceTree", "<group>")
    path = node.get("path")
    if tree == "<group>":
        if path is not None: here = os.path.join(folder, path)
        elif rule == "name" and node.get("isa") == "PBXGroup" and node.get("name"):
            here = os.path.join(folder, node["name"])
        else: here = folder
    elif tree == "SOURCE_ROOT": here = os.path.join(root, path or "")
    else: return
    here = os.path.normpath(here)
    if node.get("isa") == "PBXFileReference":
        out.append((here, path is not None))
    for child in node.get("children", []):
        walk(objects, child, here, root, rule, out)

rows = []
for base in sys.argv[1:]:
    for dirpath, dirs, files in os.walk(base):
        if "project.pbxproj" in files and dirpath.endswith(".xcodeproj"):
            pbx = os.path.join(dirpath, "project.pbxproj")
            try: doc = parse(pbx)
            except Exception as e: print("skip", pbx, e); continue
            objects = doc["objects"]; project = objects[doc["rootObject"]]
            root = os.path.normpath(os.path.join(os.path.dirname(dirpath), project.get("projectDirPath", "")))
            groups = [g for g in objects.values() if g.get("isa") == "PBXGroup"]
            pathless = sum(1 for g in groups if "path" not in g)
            counts = {}
            for rule in ("parent", "name"):
                out = []
                walk(objects, project["mainGroup"], root, root, rule, out)
                counts[rule] = (sum(1 for p, _ in out if os.path.exists(p)), len(out))
            rows.append((os.path.relpath(pbx, base), len(groups), pathless, counts["parent"], counts["name"]))
print(f"{'project':60} {'groups':>6} {'no path':>7} {'parent rule':>12} {'name rule':>10}")
for r in rows:
    print(f"{r[0][:60]:60} {r[1]:6} {r[2]:7} {r[3][0]:5}/{r[3][1]:<6} {r[4][0]:5}/{r[4][1]:<6}")

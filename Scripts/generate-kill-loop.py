#!/usr/bin/env python3
"""generate-kill-loop.py: kills `curtain generate --project` with SIGKILL mid-write, again and
again, and checks what the next run leaves.

Each round copies the UIKit template fixture, starts `curtain generate --project` on it, waits
until TRIGGER appears in the app folder (default `.CurtainLaunch.curtain-new`, the staged folder;
`.CurtainLaunch.curtain-journal.tmp` aims at the swap), sleeps a random 0..MAX_DELAY seconds and
kills it. It classifies what the kill left (the old project, the new one, or a half-swapped one
with the journal that records it), then runs `generate` again and checks that the project is
exactly the new one with no `.curtain-new` / `.curtain-old` / journal item left.

Usage (after `swift build`): Scripts/generate-kill-loop.py [ROUNDS] [TRIGGER] [MAX_DELAY]
"""
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "debug", "curtain")
CONFIG = os.path.join(ROOT, "Sources", "CurtainAssets", "Example", "curtain.yml")
FIXTURE = os.path.join(ROOT, "Tests", "CurtainAssetsTests", "Fixtures", "Projects", "UIKitTemplate")
TEMP_MARKS = (".curtain-new", ".curtain-old", ".curtain-journal")


def tree(root):
    items = {}
    for folder, dirs, files in os.walk(root):
        for name in files + dirs:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            items[rel] = open(path, "rb").read() if os.path.isfile(path) else "dir"
    return items


def generate(project):
    return subprocess.run(
        [BIN, "generate", CONFIG, "--project", os.path.join(project, "App")],
        capture_output=True)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    trigger = sys.argv[2] if len(sys.argv) > 2 else ".CurtainLaunch.curtain-new"
    max_delay = float(sys.argv[3]) if len(sys.argv) > 3 else 0.04
    random.seed(7)
    work = tempfile.mkdtemp(prefix="curtain-kill-loop-")
    old = tree(FIXTURE)
    new_root = os.path.join(work, "new")
    shutil.copytree(FIXTURE, new_root)
    if generate(new_root).returncode != 0:
        sys.exit("generate-kill-loop.py: a plain run failed")
    new = tree(new_root)
    left = {"old": 0, "new": 0, "half-swapped with journal": 0, "other": 0, "finished first": 0}
    wrong_after, temp_after = 0, 0
    for round_number in range(rounds):
        project = os.path.join(work, "run")
        shutil.rmtree(project, ignore_errors=True)
        shutil.copytree(FIXTURE, project)
        watched = os.path.join(project, "App", trigger)
        process = subprocess.Popen(
            [BIN, "generate", CONFIG, "--project", os.path.join(project, "App")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        seen = False
        while process.poll() is None and not seen:
            seen = os.path.exists(watched)
            time.sleep(0.0005)
        time.sleep(random.uniform(0, max_delay))
        if process.poll() is None:
            os.kill(process.pid, signal.SIGKILL)
        process.wait()
        items = tree(project)
        temp = [k for k in items if any(mark in k for mark in TEMP_MARKS)]
        journal = any(".curtain-journal" in k for k in temp)
        rest = {k: v for k, v in items.items() if not any(mark in k for mark in TEMP_MARKS)}
        if process.returncode == 0:
            left["finished first"] += 1
        elif journal:
            left["half-swapped with journal"] += 1
        elif rest == old:
            left["old"] += 1
        elif rest == new:
            left["new"] += 1
        else:
            left["other"] += 1
            print(f"round {round_number}: neither old nor new and no journal")
        generate(project)
        after = tree(project)
        if after != new:
            wrong_after += 1
            print(f"round {round_number}: the next run did not leave the new project")
        if any(any(mark in k for mark in TEMP_MARKS) for k in after):
            temp_after += 1
    shutil.rmtree(work, ignore_errors=True)
    print(f"{rounds} kills (trigger {trigger}, delay 0..{max_delay} s): left {left}; "
          f"after the next run: {wrong_after} not the new project, {temp_after} with temp items")
    sys.exit(1 if wrong_after or temp_after or left["other"] else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""hostile-inputs.py [CASES] [SEED] [CURTAIN]: runs the `curtain` binary (default
.build/release/curtain) on hostile inputs across all six commands (preview, check, generate,
doctor, timings, plan) and reports what went wrong.

Every case gets a fresh scratch tree (a config with its images, a docs/ folder with a thesis, a
Makefile, Documents/taxes.pdf, launch records, a FIFO, links to /dev/null, / and a missing file,
an Xcode project), snapshots it (kind, bytes and link target of every item), runs one command and
snapshots it again. The fixed cases are the issue #24 list (the --out values '.', '', '/',
'/dev/null', Makefile, docs/, an input image; concurrent generate; generate --project killed;
a PNG header of 2^31-1 x 2^31-1 px; $(A)$(A)... build settings; a link to / in an app folder;
1e6 timing records; a 64-megapixel logo) and more; the rest are drawn at random (SEED) from
pools of output paths, mutated configs, images, plists, project files and record files.

Cases that could harm the machine if the output rule broke (--out '/', '/dev/null' and links to
them) run as the unprivileged user nobody, so a broken rule fails with EACCES instead of
deleting anything.

Counted per command: crashes (a signal, or a Swift runtime trap), runs over 30 s, items
changed, added or removed outside what the command owns (its --out/--output/--trace/--chart/
--otlp paths and the contact sheet; generate --project's CurtainLaunch folder, project.pbxproj
and Info.plist), and messages that print an empty file name (a line starting with ': ').
Exits 1 when any count is not 0. CASES defaults to 1000 random cases on top of the fixed ones.

Usage: swift build -c release --product curtain && Scripts/hostile-inputs.py [CASES] [SEED]
"""
import hashlib
import json
import os
import random
import re
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "Sources", "CurtainAssets", "Example")
PROJECT = os.path.join(ROOT, "Tests", "CurtainAssetsTests", "Fixtures", "Projects", "UIKitTemplate")
RECORDS = os.path.join(ROOT, "Fuzz", "Corpus", "FuzzTimings", "launches-1.7.jsonl")
SLOW = 30.0
LIMIT = 90.0
DEVICE = ["--device", "iPhone SE (3rd generation)"]
NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
CRASH_TEXT = re.compile(r"Fatal error|Segmentation fault|Illegal instruction|"
                        r"Current stack trace|💣 Program crashed|AddressSanitizer")
EMPTY_NAME = re.compile(r"^(Error: |error: |warning: )?: ", re.M)


# --- Scratch trees -------------------------------------------------------------------------

def png(width, height, rows=None):
    """An RGBA PNG; rows of bytes (filter byte first), or a transparent image."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    raw = rows if rows is not None else b"".join(
        b"\0" + b"\0" * (width * 4) for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def huge_header_png():
    """33 bytes: a PNG header declaring 2^31-1 x 2^31-1 pixels, nothing else."""
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR"
            + struct.pack(">IIBBBBB", 0x7FFFFFFF, 0x7FFFFFFF, 8, 6, 0, 0, 0) + b"\0\0\0\0")


def logo_64mp():
    """An 8192 x 8192 logo (64 megapixels, the decoder's limit): a white disc, compressed."""
    size = 8192
    rows = []
    centre, radius = size / 2, size * 0.4
    for y in range(size):
        dy = y + 0.5 - centre
        half = (radius * radius - dy * dy) ** 0.5 if abs(dy) < radius else 0
        left, right = int(centre - half), int(centre + half)
        row = b"\0" * (left * 4) + b"\xff" * ((right - left) * 4) + b"\0" * ((size - right) * 4)
        rows.append(b"\0" + row)
    return png(size, size, b"".join(rows))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def base_tree(root):
    """The tree every case starts from."""
    shutil.copytree(EXAMPLE, os.path.join(root, "app"))
    write(os.path.join(root, "docs", "thesis.tex"), "\\chapter{One}\n")
    write(os.path.join(root, "docs", "sub", "notes.md"), "notes\n")
    write(os.path.join(root, "Makefile"), "all:\n\techo hi\n")
    write(os.path.join(root, "Documents", "taxes.pdf"), "%PDF-1.4 taxes\n")
    write(os.path.join(root, "launch.apng"), "my own animation, not Curtain's")
    shutil.copy(RECORDS, os.path.join(root, "records.jsonl"))
    shutil.copytree(PROJECT, os.path.join(root, "project"))
    os.makedirs(os.path.join(root, "empty"))
    os.makedirs(os.path.join(root, "home"))
    os.symlink("/dev/null", os.path.join(root, "null-link"))
    os.symlink("/", os.path.join(root, "root-link"))
    os.symlink("docs", os.path.join(root, "docs-link"))
    os.symlink("missing-target", os.path.join(root, "dangling"))


def snapshot(root):
    """Every item under root: kind and bytes (hashed), link target, or 'fifo'."""
    items = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            info = os.lstat(path)
            if stat.S_ISLNK(info.st_mode):
                items[rel] = "link:" + os.readlink(path)
            elif stat.S_ISDIR(info.st_mode):
                items[rel] = "dir"
            elif stat.S_ISFIFO(info.st_mode):
                items[rel] = "fifo"
            elif stat.S_ISREG(info.st_mode):
                with open(path, "rb") as f:
                    items[rel] = "file:" + hashlib.sha1(f.read()).hexdigest()
            else:
                items[rel] = "other"
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(folder, d))]
    return items


# --- Cases ---------------------------------------------------------------------------------

class Case:
    def __init__(self, command, args, owned=(), cwd=".", nobody=False, setup=None, name=None,
                 mode="run", expect=None):
        self.command, self.args, self.owned, self.cwd = command, args, list(owned), cwd
        self.nobody, self.setup, self.mode, self.expect = nobody, setup, mode, expect
        self.name = name or " ".join([command] + [repr(a) if a == "" else a for a in args])


def out_owned(out, shape):
    """What a command owns for an output path typed as `out` (relative to the case root)."""
    if out in ("", ".", "/") or out.startswith("/"):
        return []
    base = os.path.normpath(out.rstrip("/"))
    if base.startswith(".."):
        return []
    # Folders made to hold the output are the command's too.
    # (exactly: "=docs" owns the folder docs itself, not what is in it).
    parents = [os.path.dirname(base)] if os.path.dirname(base) else []
    while parents and os.path.dirname(parents[-1]):
        parents.append(os.path.dirname(parents[-1]))
    parents = ["=" + parent for parent in parents]
    if shape == "preview":
        return [base, os.path.splitext(base)[0] + "-contact.png"] + parents
    return [base] + parents


def preview(out, config="app/curtain.yml", **kw):
    return Case("preview", [config] + DEVICE + ["--fps", "2", "--out", out],
                out_owned(out, "preview"), **kw)


def check(out, config="app/curtain.yml", **kw):
    return Case("check", [config] + DEVICE + ["--out", out], out_owned(out, "folder"), **kw)


def generate(out, config="app/curtain.yml", **kw):
    return Case("generate", [config, "--output", out], out_owned(out, "folder"), **kw)


PROJECT_OWNED = ["project/App/CurtainLaunch", "project/App.xcodeproj/project.pbxproj",
                 "project/App/Info.plist"]


def generate_project(config="app/curtain.yml", **kw):
    return Case("generate", [config, "--project", "project/App"], PROJECT_OWNED, **kw)


def timings(files, trace=None, chart=None, otlp=None, **kw):
    args, owned = list(files), []
    for option, value in (("--trace", trace), ("--chart", chart), ("--otlp", otlp)):
        if value is not None:
            args += [option, value]
            owned += out_owned(value, "file")
    return Case("timings", args, owned, **kw)


DANGEROUS = {"/", "/dev/null", "null-link", "root-link", "null-link/", "root-link/x.apng",
             "/dev/null/", "/dev/zero"}

OUT_POOL = [
    ".", "", "/", "/dev/null", "..", "docs", "docs/", "docs/sub", "docs/thesis.tex", "Makefile",
    "Makefile/", "Documents/", "Documents", "app", "app/", "app/logo.png", "app/curtain.yml",
    "app/branding.png", "records.jsonl", "launch.apng", "pipe", "pipe.apng", "null-link",
    "root-link", "docs-link", "docs-link/", "dangling", "home", "empty", "empty/", "new.apng",
    "new.gif", "new/", "frames", "deep/er/new.apng", "deep/frames/", "out.png", "docs/new.apng",
    "docs/sub/frames/", "./new2.apng", "new.APNG", "x.mp4", " ", "-", "new.apng/", "~",
    "project", "project/App", "project/App/Info.plist", "empty/new.apng",
]


def fixed_cases():
    cases = []
    for out in [".", "", "docs", "docs/", "Makefile", "Documents/", "app/logo.png",
                "app/curtain.yml", "pipe", "pipe.apng", "launch.apng", "docs-link", "..", "home",
                "app", "dangling"]:
        cases.append(preview(out))
        cases.append(generate(out))
    cases.append(preview(".", cwd="docs"))
    cases.append(preview("", cwd="docs"))
    for out in ["/", "/dev/null", "null-link", "root-link", "/dev/zero"]:
        cases.append(preview(out, nobody=True))
        cases.append(check(out, nobody=True))
        cases.append(generate(out, nobody=True))
        cases.append(timings(["records.jsonl"], trace=out, nobody=True))
        cases.append(timings(["records.jsonl"], chart=out, nobody=True))
    for out in ["docs", "Makefile", ".", "", "app/logo.png", "app"]:
        cases.append(check(out))
    # Its own output, replaced on a second run; a user's file dropped into its frames folder.
    cases.append(Case("preview", [], mode="own-twice", name="preview into its own outputs"))
    cases.append(Case("generate", [], mode="concurrent", name="two generate runs at once",
                      owned=["out"]))
    cases.append(Case("generate", [], mode="concurrent-project",
                      name="two generate --project runs at once", owned=PROJECT_OWNED))
    for delay in (0.05, 0.1, 0.15, 0.2, 0.3, 0.45):
        cases.append(Case("generate", [str(delay)], mode="kill-project", owned=PROJECT_OWNED,
                          name=f"generate --project killed after {delay} s, then run again"))
    cases.append(generate_project())
    # Doctor's hostile app folders.
    cases.append(Case("doctor", ["project"], setup=huge_png_in_project,
                      name="doctor: a PNG header of 2^31-1 x 2^31-1 px"))
    cases.append(Case("doctor", ["project"], setup=doubling_settings,
                      name="doctor: $(A)$(A)... build settings"))
    cases.append(Case("doctor", ["project"], setup=link_to_root,
                      name="doctor: a link to / and /proc in the app folder"))
    cases.append(Case("doctor", ["project"], setup=fifo_plist,
                      name="doctor: Info.plist is a FIFO"))
    cases.append(Case("doctor", ["project"], setup=utf16_plist,
                      name="doctor: a UTF-16 Info.plist"))
    cases.append(Case("generate", ["app/curtain.yml", "--project", "project/App"],
                      PROJECT_OWNED, setup=utf16_plist,
                      name="generate --project into a UTF-16 Info.plist"))
    for command in ("plan", "check", "preview"):
        extra = DEVICE + ["--fps", "2", "--out", "new.apng"] if command == "preview" else []
        owned = ["new.apng", "new-contact.png"] if command == "preview" else []
        cases.append(Case(command, ["pipe"] + extra, owned, name=f"{command}: config is a FIFO"))
        cases.append(Case(command, ["docs"] + extra, owned, name=f"{command}: config is a folder"))
        cases.append(Case(command, ["/dev/null"] + extra, owned,
                          name=f"{command}: config is a device"))
        cases.append(Case(command, [""] + extra, owned, name=f"{command}: config ''"))
        cases.append(Case(command, ["app/dup.json"] + extra, owned, setup=json_config("dup"),
                          name=f"{command}: JSON config with a duplicate key"))
        cases.append(Case(command, ["app/comma.json"] + extra, owned, setup=json_config("comma"),
                          name=f"{command}: JSON config with a trailing comma"))
    cases.append(Case("check", ["app/curtain.yml"] + DEVICE, setup=big_logo,
                      name="check: a 64-megapixel logo"))
    cases.append(Case("preview", ["app/curtain.yml"] + DEVICE + ["--fps", "2", "--out", "b.apng"],
                      ["b.apng", "b-contact.png"], setup=big_logo,
                      name="preview: a 64-megapixel logo"))
    cases.append(Case("timings", ["million.jsonl"], setup=million_records,
                      name="timings: 1e6 records"))
    cases.append(Case("timings", ["records.jsonl", "--baseline", "records.jsonl"],
                      name="timings X --baseline X"))
    cases.append(Case("timings", ["negative.jsonl", "--baseline", "negative.jsonl"],
                      setup=negative_records, name="timings X --baseline X, medians <= 0"))
    cases.append(timings(["records.jsonl"], trace="records.jsonl"))
    cases.append(timings(["records.jsonl"], trace="t.json", chart="t.json"))
    cases.append(timings(["records.jsonl"], trace="docs", chart="Makefile", otlp="docs/"))
    return cases


# --- Hostile set-ups (each gets the case root) ---------------------------------------------

def generated_project(root):
    run([BIN, "generate", "app/curtain.yml", "--project", "project/App"], root)


def huge_png_in_project(root):
    generated_project(root)
    for folder, _, files in os.walk(os.path.join(root, "project", "App", "CurtainLaunch")):
        for name in files:
            if name.endswith(".png"):
                write(os.path.join(folder, name), huge_header_png())


def doubling_settings(root):
    path = os.path.join(root, "project", "App.xcodeproj", "project.pbxproj")
    text = open(path).read()
    settings = ('A = "' + "$(A)" * 64 + '";\n\t\t\t\tB = "$(A)$(B)' + "$(B)" * 64 + '";\n'
                '\t\t\t\tPRODUCT_NAME = "$(A)";\n\t\t\t\t')
    text = text.replace("buildSettings = {\n\t\t\t\t", "buildSettings = {\n\t\t\t\t" + settings)
    text = re.sub(r"INFOPLIST_FILE = [^;]*;", 'INFOPLIST_FILE = "$(A)$(B)/Info.plist";', text)
    write(path, text)


def link_to_root(root):
    os.symlink("/", os.path.join(root, "project", "App", "root"))
    os.symlink("/proc", os.path.join(root, "project", "App", "proc"))
    os.symlink("..", os.path.join(root, "project", "App", "loop"))


def fifo_plist(root):
    path = os.path.join(root, "project", "App", "Info.plist")
    os.remove(path)
    os.mkfifo(path)


def utf16_plist(root):
    path = os.path.join(root, "project", "App", "Info.plist")
    text = open(path, encoding="utf-8").read().replace('encoding="UTF-8"', 'encoding="UTF-16"')
    write(path, text.encode("utf-16"))


def json_config(kind):
    def setup(root):
        body = ('{\n  "name": "A",\n  "background": {"light": "#FFFFFF"},\n'
                '  "logo": {"image": "logo.png", "size": {"width": 100, "height": 100}}')
        body += ',\n  "name": "B"\n}\n' if kind == "dup" else ',\n}\n'
        write(os.path.join(root, "app", kind + ".json"), body)
    return setup


def big_logo(root):
    write(os.path.join(root, "app", "logo.png"), BIG_LOGO[0])


def million_records(root):
    line = open(RECORDS).readline()
    with open(os.path.join(root, "million.jsonl"), "w") as f:
        f.write(line * 1_000_000)


def negative_records(root):
    record = json.loads(open(RECORDS).readline())
    for mark in record["marks"]:
        mark["seconds"] = -mark["seconds"] - 1
    write(os.path.join(root, "negative.jsonl"), (json.dumps(record) + "\n") * 5)


BIG_LOGO = [b""]


# --- Random cases --------------------------------------------------------------------------

def mutate(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        choice = rng.random()
        if not data:
            data += bytes([rng.randrange(256)])
        elif choice < 0.4:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif choice < 0.6:
            del data[rng.randrange(len(data)):]
        elif choice < 0.8:
            at = rng.randrange(len(data))
            data[at:at] = rng.choice([b"\0", b"\xff\xfe", b"{", b"[", b"$(A)", b"\n:", b"-1e308",
                                      b"\"", b"\t", b"99999999999999999999", b"NaN", b"<<<<<<<"])
        else:
            start = rng.randrange(len(data))
            data[start:start] = data[start:start + rng.randint(1, 64)] * rng.randint(1, 8)
    return bytes(data)


def random_case(rng):
    kind = rng.choice(["preview", "check", "generate", "doctor", "timings", "plan",
                       "preview", "generate", "timings", "plan"])
    out = rng.choice(OUT_POOL)
    nobody = out in DANGEROUS or out.startswith("/")
    file_out = rng.choice(["new.apng", "new.gif", "frames/", out])
    if kind in ("preview", "check", "plan", "generate") and rng.random() < 0.5:
        target = rng.choice(["app/curtain.yml", "app/logo.png", "app/branding.png"])
        seed = rng.randrange(1 << 30)

        def setup(root, target=target, seed=seed):
            path = os.path.join(root, target)
            write(path, mutate(open(path, "rb").read(), random.Random(seed)))
        label = f" with {target} mutated (seed {seed})"
    else:
        setup, label = None, ""
    if kind == "preview":
        case = preview(file_out if rng.random() < 0.3 else out, nobody=nobody, setup=setup)
    elif kind == "check":
        case = check(out, nobody=nobody, setup=setup)
    elif kind == "generate":
        case = generate_project(setup=setup) if rng.random() < 0.2 else \
            generate(out, nobody=nobody, setup=setup)
    elif kind == "plan":
        case = Case("plan", ["app/curtain.yml", "--launch",
                             rng.choice(["first", "update", "later"])], setup=setup)
    elif kind == "doctor":
        target = rng.choice(["project/App.xcodeproj/project.pbxproj", "project/App/Info.plist",
                             "project/App/Base.lproj/LaunchScreen.storyboard",
                             "project/App/Assets.xcassets/Contents.json"])
        seed = rng.randrange(1 << 30)

        def setup(root, target=target, seed=seed):
            path = os.path.join(root, target)
            write(path, mutate(open(path, "rb").read(), random.Random(seed)))
        case = Case("doctor", ["project"] + (["--json"] if rng.random() < 0.3 else []),
                    setup=setup, name=f"doctor with {target} mutated (seed {seed})")
        label = ""
    else:
        seed = rng.randrange(1 << 30)

        def setup(root, seed=seed):
            path = os.path.join(root, "records.jsonl")
            write(path, mutate(open(path, "rb").read(), random.Random(seed)))
        option = rng.choice(["trace", "chart", "otlp", None])
        extra = {option: rng.choice([out, "t.json", "c.png"])} if option else {}
        base = ["records.jsonl"] + (["--baseline", "records.jsonl"] if rng.random() < 0.3 else [])
        case = timings(base, nobody=nobody or any(
            v in DANGEROUS or v.startswith("/") for v in extra.values()), setup=setup, **extra)
        label = f" (records mutated, seed {seed})"
    case.name += label
    return case


# --- Running -------------------------------------------------------------------------------

def run(argv, cwd, nobody=False, env=None):
    start = time.monotonic()
    try:
        done = subprocess.run((NOBODY if nobody else []) + argv, cwd=cwd, capture_output=True,
                              timeout=LIMIT, env=env)
        return done.returncode, done.stdout.decode(errors="replace") + \
            done.stderr.decode(errors="replace"), time.monotonic() - start
    except subprocess.TimeoutExpired:
        return "timeout", "", time.monotonic() - start


def owns(case, path):
    return any(path == o[1:] if o.startswith("=") else path == o or path.startswith(o + "/")
               for o in case.owned)


def execute(case, root, env):
    cwd = os.path.join(root, case.cwd)
    argv = [BIN, case.command] + case.args
    if case.mode == "run":
        return [run(argv, cwd, case.nobody, env)]
    if case.mode == "own-twice":
        results = []
        for out in ("own.apng", "own/"):
            for round_number in range(2):
                results.append(run([BIN, "preview", "app/curtain.yml"] + DEVICE
                                   + ["--fps", "2", "--out", out], root, env=env))
                if out == "own/" and round_number == 0:
                    write(os.path.join(root, "own", "mine.txt"), "a user's file in its folder")
        mine = os.path.join(root, "own", "mine.txt")
        if not os.path.exists(mine) or open(mine).read() != "a user's file in its folder":
            results.append((1, "Fatal error: the user's file in the frames folder was lost", 0))
        case.owned = ["own.apng", "own-contact.png", "own", "own-contact.png"]
        return results
    if case.mode in ("concurrent", "concurrent-project"):
        other = os.path.join(root, "other.yml")
        text = open(os.path.join(root, "app", "curtain.yml")).read()
        write(other, text.replace("Chirp", "Other").replace("logo.png", "app/logo.png")
              .replace("branding.png", "app/branding.png").replace("#1DA1F2", "#FF0000"))
        target = ["--output", "out"] if case.mode == "concurrent" else ["--project", "project/App"]
        procs = [subprocess.Popen([BIN, "generate", config] + target, cwd=root,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
                 for config in ("app/curtain.yml", "other.yml")]
        start = time.monotonic()
        results = []
        for proc in procs:
            output = proc.communicate(timeout=LIMIT)[0].decode(errors="replace")
            results.append((proc.returncode, output, time.monotonic() - start))
        # The survivor's output must be one config's, whole: the manifest's files all exist.
        folder = os.path.join(root, "out" if case.mode == "concurrent"
                              else "project/App/CurtainLaunch")
        manifest = os.path.join(folder, ".curtain-manifest")
        if os.path.exists(manifest):
            listed = [line.strip() for line in open(manifest).read().splitlines()[1:] if line.strip()]
            missing = [p for p in listed if not os.path.exists(os.path.join(folder, p))]
            if missing:
                results.append((1, f"Fatal error: manifest lists missing files {missing}", 0))
        os.remove(other)
        return results
    if case.mode == "kill-project":
        proc = subprocess.Popen([BIN, "generate", "app/curtain.yml", "--project", "project/App"],
                                cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                env=env)
        time.sleep(float(case.args[0]))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        result = run([BIN, "generate", "app/curtain.yml", "--project", "project/App"], root,
                     env=env)
        leftovers = [rel for rel in snapshot(os.path.join(root, "project"))
                     if ".curtain-new" in rel or ".curtain-old" in rel or "curtain-journal" in rel]
        pbxproj = os.path.join(root, "project", "App.xcodeproj", "project.pbxproj")
        problems = ([f"Fatal error: leftovers {leftovers}"] if leftovers else []) + \
            ([] if os.path.exists(pbxproj) else ["Fatal error: project.pbxproj is gone"])
        return [result] + [(1, p, 0) for p in problems]
    raise ValueError(case.mode)


def main():
    global BIN
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 24
    BIN = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else \
        os.path.join(ROOT, ".build", "release", "curtain")
    if not os.access(BIN, os.X_OK):
        sys.exit(f"hostile-inputs.py: no binary at {BIN}; "
                 "run swift build -c release --product curtain")
    BIG_LOGO[0] = logo_64mp()
    rng = random.Random(seed)
    cases = fixed_cases() + [random_case(rng) for _ in range(count)]
    work = tempfile.mkdtemp(prefix="curtain-hostile-")
    os.chmod(work, 0o755)
    template = os.path.join(work, "template")
    base_tree(template)
    counts = {}
    problems = []
    slowest = []
    started = time.monotonic()
    for number, case in enumerate(cases):
        root = os.path.join(work, "case")
        if os.path.exists(root):
            shutil.rmtree(root)
        shutil.copytree(template, root, symlinks=True)
        os.mkfifo(os.path.join(root, "pipe"))
        os.mkfifo(os.path.join(root, "pipe.apng"))
        env = dict(os.environ, HOME=os.path.join(root, "home"))
        if case.nobody:
            for folder, dirs, files in os.walk(root):
                os.chmod(folder, 0o777)
        if case.setup:
            case.setup(root)
        before = snapshot(root)
        results = execute(case, root, env)
        after = snapshot(root)
        tally = counts.setdefault(case.command, {"cases": 0, "crashes": 0, "over 30 s": 0,
                                                 "changed outside": 0, "empty names": 0})
        tally["cases"] += 1
        changed = sorted(path for path in set(before) | set(after)
                         if before.get(path) != after.get(path) and not owns(case, path))
        for code, output, seconds in results:
            slowest.append((seconds, case.name))
            if code == "timeout" or seconds > SLOW:
                tally["over 30 s"] += 1
                problems.append(f"over 30 s ({seconds:.1f} s): {case.name}")
            if code == "timeout" or (isinstance(code, int) and code < 0) or CRASH_TEXT.search(output):
                tally["crashes"] += 1
                problems.append(f"crash ({code}): {case.name}: {output[-400:]}")
            if EMPTY_NAME.search(output):
                tally["empty names"] += 1
                line = EMPTY_NAME.search(output).group(0)
                problems.append(f"empty file name: {case.name}: "
                                + output[output.find(line):][:160].splitlines()[0])
        if changed:
            tally["changed outside"] += 1
            problems.append(f"changed outside what it owns: {case.name}: {changed[:8]}")
        if (number + 1) % 100 == 0:
            print(f"... {number + 1}/{len(cases)} cases, {time.monotonic() - started:.0f} s",
                  flush=True)
    shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(problem)
    print(f"{len(cases)} cases ({len(cases) - count} fixed, {count} random, seed {seed}) "
          f"in {time.monotonic() - started:.0f} s; slowest: "
          + "; ".join(f"{s:.1f} s {n}" for s, n in sorted(slowest, reverse=True)[:3]))
    header = f"{'command':10}{'cases':>7}{'crashes':>9}{'over 30 s':>11}{'changed outside':>17}" \
             f"{'empty names':>13}"
    print(header)
    total = {k: 0 for k in ("cases", "crashes", "over 30 s", "changed outside", "empty names")}
    for command in sorted(counts):
        row = counts[command]
        for key in total:
            total[key] += row[key]
        print(f"{command:10}{row['cases']:>7}{row['crashes']:>9}{row['over 30 s']:>11}"
              f"{row['changed outside']:>17}{row['empty names']:>13}")
    print(f"{'all':10}{total['cases']:>7}{total['crashes']:>9}{total['over 30 s']:>11}"
          f"{total['changed outside']:>17}{total['empty names']:>13}")
    sys.exit(1 if total["crashes"] + total["over 30 s"] + total["changed outside"]
             + total["empty names"] else 0)


if __name__ == "__main__":
    main()

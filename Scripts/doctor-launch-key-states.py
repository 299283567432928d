#!/usr/bin/env python3
"""Makes the launch-key states the doctor's build-over-file rules were measured on, from real apps
extracted with `Scripts/doctor-corpus.sh extract` (ImageFeed: Ad4mWest/ImageFeed, Peak:
989ksy/Peak, NetNewsWire: Ranchero-Software/NetNewsWire). Each state is a copy of one app with
one launch-key change an app really makes; run `Scripts/doctor-corpus.sh run STATES` on them with
two `curtain` binaries to compare. The apps are never committed.

  Scripts/doctor-launch-key-states.py CORPUS STATES
"""
import re
import shutil
import sys
from pathlib import Path

STORYBOARD_SETTING = re.compile(
    r"^(\s*)INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;$", re.M)


def copy(corpus: Path, states: Path, app: str, state: str) -> Path:
    target = states / state
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(corpus / app, target, symlinks=True)
    return target


def edit(path: Path, change) -> None:
    text = path.read_text()
    changed = change(text)
    if changed == text:
        sys.exit(f"{path}: the change does not apply (the app changed?)")
    path.write_text(changed)


def plist_key(text: str, xml: str) -> str:
    """Adds `xml` as the first key of the plist's top-level dictionary."""
    return text.replace("<dict>\n", "<dict>\n" + xml, 1)


def settings(each):
    """Replaces the Debug, then the Release INFOPLIST_KEY_UILaunchStoryboardName setting."""
    def change(text: str) -> str:
        values = iter(each)
        return STORYBOARD_SETTING.sub(lambda m: m.group(1) + next(values), text, count=len(each))
    return change


def remove_release_setting(text: str) -> str:
    """Removes the second (Release) INFOPLIST_KEY_UILaunchStoryboardName line."""
    release = list(STORYBOARD_SETTING.finditer(text))[1]
    return text[: release.start()] + text[release.end() + 1 :]


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    corpus, states = Path(sys.argv[1]), Path(sys.argv[2])
    states.mkdir(parents=True, exist_ok=True)
    pbxproj = "ImageFeed.xcodeproj/project.pbxproj"

    # An old key left in the file, which the build setting replaces.
    app = copy(corpus, states, "ImageFeed", "S1-ImageFeed-file-key-replaced")
    edit(app / "ImageFeed/Info.plist", lambda t: plist_key(
        t, "\t<key>UILaunchStoryboardName</key>\n\t<string>Launch Screen</string>\n"))

    # The setting removed from the Release configuration only.
    app = copy(corpus, states, "Peak", "S2-Peak-release-without-launch-key")
    project = app / "Shoppingcart.xcodeproj/project.pbxproj"
    edit(project, remove_release_setting)

    # A storyboard for iPads, the UILaunchScreen dictionary for iPhones.
    app = copy(corpus, states, "NetNewsWire", "S3-NetNewsWire-pad-storyboard-phone-screen")
    edit(app / "iOS/Resources/Info.plist", lambda t: t.replace(
        "\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreenPhone</string>\n",
        "\t<key>UILaunchScreen~iphone</key>\n\t<dict>\n\t\t<key>UIColorName</key>\n"
        "\t\t<string>AccentColor</string>\n\t</dict>\n"))

    # The file's name refers to a setting each configuration sets: Release's names no storyboard.
    app = copy(corpus, states, "ImageFeed", "S4-ImageFeed-name-per-configuration")
    edit(app / pbxproj, settings(
        ["LAUNCH_NAME = LaunchScreen;", "LAUNCH_NAME = LaunchScreenRelease;"]))
    edit(app / "ImageFeed/Info.plist", lambda t: plist_key(
        t, "\t<key>UILaunchStoryboardName</key>\n\t<string>$(LAUNCH_NAME)</string>\n"))

    # UILaunchScreen's colour refers to a setting: Release's colour is in no catalog.
    app = copy(corpus, states, "ImageFeed", "S5-ImageFeed-screen-colour-per-configuration")
    edit(app / pbxproj, settings(['LAUNCH_COLOR = "YP White";', 'LAUNCH_COLOR = "YP Launch";']))
    edit(app / "ImageFeed/Info.plist", lambda t: plist_key(
        t, "\t<key>UILaunchScreen</key>\n\t<dict>\n\t\t<key>UIColorName</key>\n"
        "\t\t<string>$(LAUNCH_COLOR)</string>\n\t</dict>\n"))
    print(f"5 states in {states}")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# mutation-check.sh: breaks, one at a time, the rules a person would see (the reveal's scale,
# the first-frame rule, check's thresholds, heartbeat continuity, the deadline, ...), each in a
# scratch copy of the package, and runs the tests that guard it. A mutation some test turns red
# is "killed"; one that leaves every test green means the rule is not guarded, and fails the
# check. A mutation whose pattern no longer matches the source (exactly once) fails it loudly
# before anything is built: the rule moved, and this list must follow it.
#
# The scratch copy (default .build/mutation-scratch, or CURTAIN_MUTATION_SCRATCH) keeps its own
# .build between mutations and between runs, so after its first full build each mutation is an
# incremental build plus a filtered test run. The copy is refreshed from the working tree at the
# start (uncommitted changes included).
#
# Usage: Scripts/mutation-check.sh [--fast] [--list] [--patterns] [name ...]
#   --fast      only the mutations marked fast (leaf modules: a quick rebuild), for CI
#   --list      print the mutations and exit
#   --patterns  only check that every pattern occurs once in its file (no build; CI runs it)
#   name    run only these mutations
# Exit status: 0 every mutation killed; 1 a mutation survived, did not compile, or the
# unmutated tests fail; 2 a pattern no longer matches (or a setup problem).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
scratch=${CURTAIN_MUTATION_SCRATCH:-$repo/.build/mutation-scratch}

# name @ fast @ file @ pattern (exact text, must occur once) @ replacement @ test filter (a
# --filter regular expression)
mutations=(
  "video-variant-choice@no@Sources/CurtainCore/Launch/LaunchPlan.swift@? \$0.on(idiom: environment.idiom, orientation: environment.orientation) : nil@? \$0 : nil@VideoVariantTests"
  "video-centre-rect@no@Sources/CurtainCore/Design/VideoPlacement.swift@return Rect(center: bounds.center, size: size)@return bounds@VideoPlacementTests|CentredVideoCheckTests"
  "shapeless-tolerance@no@Sources/CurtainCore/LaunchScreen/ShapelessPicture.swift@public static let tolerance = 3@public static let tolerance = 300@ShapelessPictureTests"
  "opaque-apng-colour-type@no@Sources/CurtainRender/Animation/APNGWriter.swift@[8, opaque ? 2 : 6, 0, 0, 0]@[8, 6, 0, 0, 0]@OpaqueAPNGTests|PreviewCommandTests"
  "app-window-key-first@no@Sources/CurtainCore/Launch/AppWindowRule.swift@return normal.first { windows[\$0].isKey && !windows[\$0].isHidden }@return normal.first { !windows[\$0].isHidden }@AppWindowRuleTests"
  "reveal-mask-larger@no@Sources/CurtainCore/Exit/RevealMaskSource.swift@logoPixels < needed,@logoPixels < 0,@RevealMaskSourceTests"
  "reveal-scale@no@Sources/CurtainCore/Exit/RevealGeometry.swift@self.finalScale = high@self.finalScale = high * 0.9@RevealCoverageTests|RevealGeometry"
  "first-frame-tolerance@yes@Sources/CurtainCLI/Check/LaunchChecker.swift@static let rounding = 1@static let rounding = 12@CheckThresholdTests"
  "visible-change-length@no@Sources/CurtainRender/Flash/VisibleChange.swift@lengthThreshold = 36.0@lengthThreshold = 37.0@CheckThresholdTests|HandOffScaleTests"
  "visible-change-point-core@no@Sources/CurtainRender/Flash/VisibleChange.swift@let block = max(2, Int(scale.rounded()))@let block = max(1, Int(scale.rounded()) - 1)@CheckThresholdTests|VisibleChangeTests"
  "hand-off-device-density@no@Sources/CurtainCLI/Check/LaunchChecker.swift@let deviceScale = scene.settings.device.screen(scene.settings.orientation).scale@let deviceScale = scale@CheckScaleVerdictTests|HandOffScaleTests"
  "snapshot-per-appearance@no@Sources/CurtainCLI/CheckCommand.swift@[Appearance.light: snapshot, .dark: snapshotDark]@[Appearance.light: snapshot ?? snapshotDark, .dark: snapshot ?? snapshotDark]@SnapshotAppearanceCheckTests"
  "visible-change-step@no@Sources/CurtainRender/Flash/VisibleChange.swift@pixelThreshold = 24@pixelThreshold = 40@CheckThresholdTests"
  "faint-shift-share@no@Sources/CurtainRender/Flash/VisibleChange.swift@shiftShareThreshold = 0.25@shiftShareThreshold = 0.6@CheckThresholdTests"
  "heartbeat-continuity@no@Sources/CurtainCore/Session/LaunchSession.swift@.heartbeat ? now - (beatOrigin ?? now) : 0@.heartbeat ? 0 * (beatOrigin ?? now) : 0@HeartbeatContinuityTests|CheckExitPresetTests|LaunchSessionDefectTests"
  "deadline@no@Sources/CurtainCore/Launch/LaunchCoordinator.swift@guard deadlinePassed || reasons.isEmpty else {@guard reasons.isEmpty else {@LaunchCoordinator"
  "minimum-display@no@Sources/CurtainCore/Launch/LaunchCoordinator.swift@if !minimumDisplayElapsed { reasons.append(.minimumDisplay) }@_ = minimumDisplayElapsed@LaunchCoordinator"
  "reduce-motion-choice@no@Sources/CurtainCore/Launch/ExitChoice.swift@reduceMotion ? reducedMotion : standard@reduceMotion ? standard : reducedMotion@LaunchPlan|LaunchCoordinator|CheckExitPresetTests"
  "history-corruption-is-first-launch@no@Sources/CurtainCore/History/LaunchHistoryCoding.swift@guard LaunchHistory.launchCountRange.contains(history.launchCount) else {@guard history.launchCount == history.launchCount else {@LaunchHistory"
  "tap-replay-order@no@Sources/CurtainCore/TapReplay/TapReplay.swift@(\$0.element.time, \$0.offset) < (\$1.element.time, \$1.offset)@(\$0.element.time, \$0.offset) > (\$1.element.time, \$1.offset)@TapReplay"
  "snapshot-key-state@no@Sources/CurtainCore/Snapshot/SnapshotKey.swift@self.stateSignature = stateSignature@self.stateSignature = \"\"@Snapshot"
  "snapshot-key-build@no@Sources/CurtainCore/Snapshot/SnapshotKey.swift@self.appBuild = appBuild@self.appBuild = \"\"@Snapshot"
  "manifest-refusal@no@Sources/CurtainAssets/Generate/OutputInstaller.swift@case .foreign(let paths)? where !policy.force:@case .foreign(let paths)? where policy.force:@OutputInstaller|GenerateCommand|LaunchAssetWriter"
  "doctor-no-launch-screen@no@Sources/CurtainAssets/Doctor/TargetCheck.swift@guard !legacy, let none = launchDeclarations.first(where: { \$0.form == nil }) else { return }@guard legacy, let none = launchDeclarations.first(where: { \$0.form == nil }) else { return }@LaunchDoctor|DoctorRule|BuiltLaunchKeysTests"
  "reveal-mask-prepared-early@no@Sources/CurtainCore/Session/LaunchSession.swift@emit(.prepareRevealMask(layout))@_ = layout@RevealMaskPreparationTests"
  "splash-end-mark@no@Sources/CurtainCore/Timing/LaunchCompletion.swift@clock.mark(.splashRemoved)@_ = clock@LaunchCompletionTests"
  "check-key-kind@yes@Sources/CurtainCLI/CheckCommand.swift@self.input.plan.kind = .sameVersion@_ = self.input@LaunchCheckKeyTests"
  "video-poster-on-screen@no@Sources/CurtainCore/Session/LaunchSession.swift@cover = loadingPoster().map { .poster(\$0) } ?? .replica@cover = .replica@VideoPosterTests|VideoPosterCheckTests"
  "end-tolerance@yes@Sources/CurtainCLI/Check/LaunchChecker.swift@static let endTolerance = 2@static let endTolerance = 3@CheckThresholdTests"
  "end-edge-tolerance@yes@Sources/CurtainCLI/Check/LaunchChecker.swift@static let edgeTolerance = 32@static let edgeTolerance = 40@CheckThresholdTests"
  "end-edge-share@yes@Sources/CurtainCLI/Check/LaunchChecker.swift@static let edgePixelFraction = 1000@static let edgePixelFraction = 500@CheckThresholdTests"
  "start-kind-watchdog@no@Sources/CurtainCore/Timing/LaunchStartKind.swift@age > Self.launchWatchdogSeconds {@age > Self.launchWatchdogSeconds + 1 {@LaunchStartKindTests"
  "start-kind-unknown-restart-is-cold@no@Sources/CurtainCore/Timing/LaunchStartKind.swift@bootedSinceLastLaunch == false ? .warm : .cold@bootedSinceLastLaunch != true ? .warm : .cold@LaunchStartKindTests"
  "extended-launch-first-scene-only@no@Sources/CurtainCore/Timing/LaunchCompletion.swift@return !sceneSeen && kind != .resumed@return !sceneSeen@LaunchStartKindTests|ExtendedLaunchTests"
  "extended-launch-finish@no@Sources/CurtainCore/Session/LaunchSession.swift@emit(.extendedLaunch(.finish))@emit(.log(\"extended launch left open\"))@ExtendedLaunchTests"
  "output-refusal-unsigned-file@no@Sources/CurtainCore/Output/OutputRule.swift@(.file(ownedByCurtain: true), .file)@(.file(_), .file)@OutputSafetyTests|OutputInstaller"
  "snapshot-key-screen@no@Sources/CurtainCore/Snapshot/SnapshotKey.swift@self.appScreen = appScreen@self.appScreen = nil@SnapshotScreenKeyTests|SceneOperationsParityTests"
  "snapshot-of-the-revealed-screen@no@Sources/CurtainCore/Session/LaunchSession.swift@      captureRevealedScreen()@      _ = 0@SnapshotCaptureTimingTests"
  "snapshot-private-views-hidden-or-not@no@Sources/CurtainCore/Snapshot/SnapshotRedaction.swift@let privateFrames = privateViews.map(\\.frame)@let privateFrames = privateViews.filter { !\$0.isHidden }.map(\\.frame)@SnapshotRedactionTests"
  "prewarmed-origin-after-resume@no@Sources/CurtainCore/Timing/LaunchRecord.swift@if let resumed = seconds(of: .appDelegateStart) { return resumed }@_ = 0@PrewarmedLaunchTests|LaunchClockTests"
  "device-exit-from-its-origin@no@Sources/CurtainCore/Session/SceneOperations.swift@[.runExit(exit, elapsed: elapsed(origin))]@[.runExit(exit, elapsed: 0)]@SceneOperationsParityTests"
  "device-splash-gone-reported@no@Sources/CurtainCore/Session/SceneOperations.swift@return release + [.takeDownSplash, .announceAppScreen, .reportSplashGone]@return release + [.takeDownSplash, .announceAppScreen]@SceneOperationsParityTests"
  "device-app-screen-announced@no@Sources/CurtainCore/Session/SceneOperations.swift@return release + [.takeDownSplash, .announceAppScreen, .reportSplashGone]@return release + [.takeDownSplash, .reportSplashGone]@SceneOperationsParityTests"
  "device-beat-after-round-trip@no@Sources/CurtainCore/Session/SceneOperations.swift@elapsed: max(0, now - splashAnimation.origin))]@elapsed: 0)]@SceneOperationsParityTests"
  "tap-in-the-exit-on-the-app@no@Sources/CurtainCore/TapReplay/TapReplaySession.swift@exitStart.map { began >= \$0 } ?? false@exitStart.map { began >= \$0 && false } ?? false@TapReplaySession|TapPreviewTests|PreviewCommandTests"
  "visual-effect-backdrop-layer@no@Sources/CurtainCore/Exit/VisualEffectScan.swift@[\"UIVisualEffectView\", \"CABackdropLayer\"]@[\"UIVisualEffectView\"]@VisualEffectScanTests"
  "visual-effect-shown-only@no@Sources/CurtainCore/Exit/VisualEffectScan.swift@!isHidden && opacity > 0@opacity >= 0@VisualEffectScanTests"
  "scene-connection-kind@no@Sources/CurtainCore/Launch/SceneConnections.swift@let kind = count == 0 ? processKind : LaunchKind.sameVersion@let kind = processKind@SceneConnectionsTests|SceneOperationsParityTests"
  "app-window-not-splash@no@Sources/CurtainCore/Launch/AppWindowRule.swift@windows.indices.filter { !windows[\$0].isSplash }@windows.indices.filter { _ in true }@AppWindowRuleTests"
  "reveal-surface-for-effects@no@Sources/CurtainCore/Exit/RevealSurface.swift@case .automatic: return appHasVisualEffects ? .windowSnapshot : .appWindow@case .automatic: return .appWindow@RevealSurfaceTests"
  "main-marked-when-made@no@Sources/CurtainCore/Timing/LaunchClock.swift@if marksMain { clock.mark(.main) }@_ = marksMain@LaunchClockTests"
  "no-splash-signals@no@Sources/CurtainCore/Session/SceneOperations.swift@[.diagnostic(\"no splash: \\(error)\")] + takeDown()@[.diagnostic(\"no splash: \\(error)\")]@SceneOperationsParityTests"
  "reveal-overlay-fill@no@Sources/CurtainCore/Exit/ExitAnimations+Reveal.swift@id: revealOverlayID, frame: logo.frame, anchorPoint: anchor, content: fill,@id: revealOverlayID, frame: logo.frame, anchorPoint: anchor, content: .none,@RevealFirstFrameTests|RevealLogoCheckTests"
  "first-frame-cover-shown@no@Sources/CurtainCore/Preview/LaunchRecorder.swift@firstFrameCover = session?.shownCover@firstFrameCover = session?.setup.plan.cover.isSnapshot == true ? .snapshot(ImageSource(name: \"plan\")) : .replica@FirstFrameCoverTests|LaunchCheckerTests"
  "reveal-mask-larger-source@no@Sources/CurtainCore/Exit/RevealMaskSource.swift@guard let larger, logo.contentMode.scalesToFrame, logoPixels < needed,@guard let larger, false, logoPixels < needed,@RevealMaskSourceTests"
  "image-set-point-size@no@Sources/CurtainCore/Stage/Layer.swift@if let imageSet { return imageSet.pointSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight) }@_ = imageSet@PositionalLogoSessionTests"
  "indicator-goes-with-the-splash@no@Sources/CurtainCore/Session/SplashIndicator.swift@guard !ended else { return }@guard ended else { return }@SplashIndicatorTests|IndicatorHoldsCoverTests|IndicatorPreview"
  "fixed-frame-is-placed@no@Sources/CurtainCore/LaunchScreen/LaunchViewPlacement.swift@self = .autoresizing([])@self = .none@DoctorRuleTests"
  "non-folder-ancestor@no@Sources/CurtainCore/Output/OutputRule.swift@guard let ancestor, !ancestor.isFolder else { return nil }@guard let ancestor, !ancestor.isFolder, false else { return nil }@OutputSafetyTests|CommandMessageTests"
  "launch-url-order-free@no@Sources/CurtainCore/AppleSupport/LaunchReason+Sources.swift@sources.urls.min(by: { \$0.absoluteString < \$1.absoluteString })@sources.urls.first@LaunchSourcesTests"
  "launch-activity-order-free@no@Sources/CurtainCore/AppleSupport/LaunchReason+Sources.swift@sources.userActivities.min(by: Self.activityFirst)@sources.userActivities.first@LaunchSourcesTests"
  "launch-handoff-type@no@Sources/CurtainCore/AppleSupport/LaunchReason+Sources.swift@self = .userActivity(type: type, url: nil)@self = .normal@LaunchSourcesTests"
  "splash-preference-presented-takes@no@Sources/CurtainCore/Launch/SplashPreferenceRule.swift@if controller[keyPath: takes] { chosen = offset + 1 }@chosen = offset + 1@SplashPreferenceRuleTests"
  "splash-preference-dismissed-skipped@no@Sources/CurtainCore/Launch/SplashPreferenceRule.swift@if controller.isBeingDismissed { break }@if controller.isBeingDismissed { continue }@SplashPreferenceRuleTests"
  "splash-voiceover-held@no@Sources/CurtainCore/Session/SceneOperations.swift@let hold: [SceneOperation] = holdsVoiceOver ? [] : [.splashModalToVoiceOver(true)]@let hold: [SceneOperation] = []@SplashVoiceOverTests|SceneOperationsParityTests"
  "splash-voiceover-released@no@Sources/CurtainCore/Session/SceneOperations.swift@let release: [SceneOperation] = holdsVoiceOver ? [.splashModalToVoiceOver(false)] : []@let release: [SceneOperation] = []@SplashVoiceOverTests|SceneOperationsParityTests"
  "snapshot-decoded-once@no@Sources/CurtainCore/Snapshot/SnapshotImageCache.swift@case .image(let image): return image@case .image: return decode(snapshot.imageData, scale)@SnapshotImageCacheTests"
  "snapshot-another-key-decoded@no@Sources/CurtainCore/Snapshot/SnapshotImageCache.swift@guard snapshot != self.snapshot else { return }@guard snapshot?.identifier != self.snapshot?.identifier else { return }@SnapshotImageCacheTests"
  "snapshot-dropped@no@Sources/CurtainCore/Snapshot/SnapshotImageCache.swift@    snapshot = nil@    _ = 0@SnapshotImageCacheTests"
  "launch-declaration-per-configuration@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@return listed.components(separatedBy: \", \").contains(configuration)@return !listed.isEmpty@LaunchDeclarationTests"
  "launch-declaration-storyboard-wins@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@let declared = entries.storyboards.isEmpty ? entries.screens : entries.storyboards@let declared = entries.storyboards + entries.screens@LaunchDeclarationTests"
  "launch-declaration-setting-over-file@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@return entry.value is String ? fromSetting : !fromSetting@return true@LaunchDeclarationTests|BuiltLaunchKeysTests"
  "project-group-outermost@no@Sources/CurtainAssets/Project/XcodeProjectPlanner.swift@(depths[\$0] ?? 0, \$0) < (depths[\$1] ?? 0, \$1)@\$0 < \$1@PathlessGroupPlacementTests"
  "video-size-in-generate@no@Sources/CurtainAssets/Generate/LaunchAssetWriter.swift@output.warnings +=@_ =@VideoSizeWarningTests"
  "video-size-in-doctor@no@Sources/CurtainAssets/Doctor/TargetCheck.swift@    checkVideoSizes()@    _ = 0@VideoSizeWarningTests"
  "video-size-variant-key@no@Sources/CurtainCore/Design/VideoPlacement.swift@variant.size == nil ? \"video.size\" : \"video.variants[\\(index)].size\"@\"video.size\"@VideoSizeWarningTests"
  "launch-declaration-partial-info@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@\$0.form != wanted && (\$0.form != nil || !info.isPartial)@\$0.form != wanted@LaunchDeclarationTests"
  "xcodegen-target-holding-folder@no@Sources/CurtainAssets/Generate/LaunchAssetWriter.swift@target = XcodeGenAppTarget.name(spec: spec, appFolder: appFolder)@_ = spec@XcodeProjectIntegrationTests"
  "cover-measured-when-shown@no@Sources/CurtainCore/Session/SplashCoverStep.swift@.showWindows, .layOut, .measure, .makeSession,@.measure, .showWindows, .layOut, .makeSession,@SplashCoverOrderTests"
  "first-layout-restates@no@Sources/CurtainCore/Session/SplashLayoutTracker.swift@{ return .restate }@{ return .redraw }@SplashCoverOrderTests"
  "indicator-view-fade-out@no@Sources/CurtainCore/Indicator/LoadingIndicatorViews.swift@return [.disappear(seconds: LoadingIndicatorFade.seconds)]@return [.disappear(seconds: 0.3)]@IndicatorViewParityTests"
  "indicator-view-removed-with-splash@no@Sources/CurtainCore/Indicator/LoadingIndicatorViews.swift@      return [.remove]@      return []@IndicatorViewParityTests"
  "indicator-preview-gone-with-splash@no@Sources/CurtainCore/Preview/SimulatedLaunch.swift@guard !removed || time < endTime else { return nil }@_ = removed@IndicatorViewParityTests"
  "scene-covered-once@no@Sources/CurtainCore/Launch/LaunchScenes.swift@guard covered.insert(scene).inserted else { return nil }@covered.insert(scene)@SceneOperationsParityTests"
  "scene-disconnected-forgotten@no@Sources/CurtainCore/Launch/LaunchScenes.swift@    connections.disconnected(scene)@    _ = scene@SceneOperationsParityTests"
  "scene-route-per-connection@no@Sources/CurtainCore/Launch/LaunchScenes.swift@router.decide(context, scene: connections.connection(of: scene) ?? 0)@router.decide(context, scene: scene)@SceneOperationsParityTests"
  "launch-status-bar-vc-based-default@no@Sources/CurtainCore/Launch/LaunchStatusBar.swift@?? true else { return nil }@?? false else { return nil }@LaunchStatusBarTests"
  "indicator-frame-reused-only-unchanged@no@Sources/CurtainCLI/Preview/LaunchFrames.swift@if change == nil, let last = overlay, last.drawing == drawing {@if let last = overlay, last.drawing == drawing {@LaunchFramesChangeTests"
  "indicator-frame-reused-same-drawing@no@Sources/CurtainCLI/Preview/LaunchFrames.swift@if change == nil, let last = overlay, last.drawing == drawing {@if change == nil, let last = overlay {@LaunchFramesChangeTests"
  "no-launch-screen-per-configuration@no@Sources/CurtainAssets/Doctor/TargetCheck.swift@launchDeclarations.first(where: { \$0.form == nil })@launchDeclarations.first(where: { \$0.form == nil && \$0.configuration == nil })@BuiltLaunchKeysTests"
  "both-launch-keys-per-device@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@if parts.count == 2 { return parts[1] == device }@if parts.count == 2 { return true }@BuiltLaunchKeysTests"
  "launch-storyboard-resolved-per-configuration@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@name(entry.value, in: configuration).map {@name(entry.value, in: nil).map {@BuiltLaunchKeysTests"
  "launch-screen-assets-per-configuration@no@Sources/CurtainAssets/Doctor/LaunchDeclaration.swift@if let name = name(value, in: configuration), !found.contains(name)@if let name = name(value, in: nil), !found.contains(name)@BuiltLaunchKeysTests"
  "preview-reads-release-configuration@no@Sources/CurtainAssets/Doctor/BuiltLaunchScreen.swift@return names.contains(\"Release\") ? \"Release\" : names.first@return names.first@BuiltLaunchScreenLocatorTests"
  "preview-reads-built-launch-screen@no@Sources/CurtainAssets/LaunchScreen/LaunchScreenLocator.swift@if let built = try BuiltLaunchScreen.find(in: URL(fileURLWithPath: path), pad: pad) {@if let built = BuiltLaunchScreen?.none {@BuiltLaunchScreenLocatorTests"
  "generate-keeps-only-what-the-build-ships@no@Sources/CurtainAssets/Generate/LaunchAssetWriter.swift@than: name, target: keptTarget.name, in: keptTarget.root)@than: name, target: \"NoSuchTarget\", in: keptTarget.root)@KeepAppLaunchScreenTests"
  "scene-curtain-told-in-disconnection@no@Sources/CurtainCore/Launch/SceneCurtains.swift@return curtains.removeValue(forKey: scene)@return nil@SceneCurtainsTests"
  "apng-equal-frame-keeps-newer@no@Sources/CurtainRender/Animation/APNGWriter.swift@self.shown = frame@_ = frame@AnimationWriterTests"
  "area-average-ring-rows@no@Sources/CurtainRender/Compositing/AreaResampler.swift@if slotRows[row % slots] != row {@if slotRows[row % slots] < 0 {@AreaAveragedTests"
  "contact-sheet-corner-rows@no@Sources/CurtainRender/ContactSheet/ContactSheet.swift@height - Double(row) - 0.5) > 0@height - Double(row) - 0.5) > 1@ContactSheetTests"
  "group-run-eight-lanes@no@Sources/CurtainRender/Compositing/GroupCompositor.swift@| (GroupCompositor.quad(target + x + 4) ^ fourDestinations))@| (GroupCompositor.quad(target + x) ^ fourDestinations))@GroupCompositorTests"
  "group-overlap-pieces@no@Sources/CurtainRender/Compositing/Compositor+Groups.swift@guard pieces.count > maximumOverlapPieces else { return pieces }@guard pieces.count > 0 else { return pieces }@GroupOverlapTests|DirectGroupTests"
  "launch-screen-origin-setting@no@Sources/CurtainAssets/Doctor/BuiltLaunchScreen.swift@return entry.setting.map { \"\(\$0) in \(shown(entry.file))\" } ?? shown(entry.file)@return shown(entry.file)@BuiltLaunchScreenLocatorTests"
)

fast=0
list=0
patterns=0
only=()
for argument in "$@"; do
  case $argument in
    --fast) fast=1 ;;
    --list) list=1 ;;
    --patterns) patterns=1 ;;
    -*) echo "mutation-check: unknown option $argument" >&2; exit 2 ;;
    *) only+=("$argument") ;;
  esac
done

selected=()
for entry in "${mutations[@]}"; do
  IFS='@' read -r name is_fast _ <<<"$entry"
  if [ ${#only[@]} -gt 0 ]; then
    printf '%s\n' "${only[@]}" | grep -qx -- "$name" || continue
  elif [ $fast -eq 1 ] && [ "$is_fast" != yes ]; then
    continue
  fi
  selected+=("$entry")
done
if [ $list -eq 1 ]; then
  for entry in "${selected[@]}"; do
    IFS='@' read -r name _ file pattern replacement filter <<<"$entry"
    echo "$name: $file: '$pattern' -> '$replacement' (tests: $filter)"
  done
  exit 0
fi
[ ${#selected[@]} -gt 0 ] || { echo "mutation-check: no mutation selected" >&2; exit 2; }

# Every pattern must occur exactly once in the working tree's file, before anything is built.
stale=0
for entry in "${selected[@]}"; do
  IFS='@' read -r name _ file pattern _ <<<"$entry"
  count=$(MUTATION_PATTERN=$pattern python3 -c '
import os, sys
print(open(sys.argv[1], encoding="utf-8").read().count(os.environ["MUTATION_PATTERN"]))
' "$file" 2>/dev/null || echo missing)
  if [ "$count" != 1 ]; then
    echo "mutation-check: STALE PATTERN for $name: '$pattern' occurs $count times in $file" >&2
    stale=1
  fi
done
[ $stale -eq 0 ] || { echo "mutation-check: update the mutation list (Scripts/mutation-check.sh)" >&2; exit 2; }
if [ $patterns -eq 1 ]; then
  echo "mutation-check: all ${#selected[@]} patterns occur once in their files"
  exit 0
fi

# The package's files (git's tracked and untracked, not ignored) into the scratch copy: only
# files whose bytes differ are copied, and files gone from the tree are removed, so an unchanged
# file keeps its time stamp and the scratch build stays incremental from run to run.
mkdir -p "$scratch"
python3 - "$repo" "$scratch" <<'PYTHON' || { echo "mutation-check: cannot copy to $scratch" >&2; exit 2; }
import filecmp, os, shutil, subprocess, sys
repo, scratch = sys.argv[1], sys.argv[2]
listed = subprocess.run(
    ["git", "-C", repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    check=True, capture_output=True).stdout.decode().split("\0")
# Package.resolved too (git ignores it): the scratch copy resolves the same versions.
files = {path for path in listed + ["Package.resolved"]
         if path and os.path.isfile(os.path.join(repo, path))}
for path in files:
    source, target = os.path.join(repo, path), os.path.join(scratch, path)
    if not os.path.isfile(target) or not filecmp.cmp(source, target, shallow=False):
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
for root, folders, names in os.walk(scratch):
    relative = os.path.relpath(root, scratch)
    if relative == ".":
        folders[:] = [name for name in folders if not name.startswith(".build")]
    for name in names:
        path = os.path.normpath(os.path.join(relative, name))
        if path not in files and not name.startswith(".mutation-"):
            os.remove(os.path.join(root, name))
PYTHON
cd "$scratch" || exit 2

build() {
  swift build --build-tests >"$scratch/.mutation-build.log" 2>&1
}

started=$(date +%s)
echo "== mutation-check: ${#selected[@]} mutations in $scratch"
echo "-- unmutated build and the guarding tests (they must pass first)"
if ! build; then
  grep -E "error:" "$scratch/.mutation-build.log" | head -20
  echo "mutation-check: the unmutated package does not build" >&2
  exit 1
fi
filters=()
for entry in "${selected[@]}"; do
  IFS='@' read -r _ _ _ _ _ filter <<<"$entry"
  filters+=("$filter")
done
all=$(IFS='|'; echo "${filters[*]}")
if ! swift test --skip-build --filter "$all" >"$scratch/.mutation-test.log" 2>&1; then
  grep -E "✘|error" "$scratch/.mutation-test.log" | head -20
  echo "mutation-check: the guarding tests fail without any mutation" >&2
  exit 1
fi

survived=()
broken=()
for entry in "${selected[@]}"; do
  IFS='@' read -r name _ file pattern replacement filter <<<"$entry"
  cp -p "$repo/$file" "$file.original"
  MUTATION_PATTERN=$pattern MUTATION_REPLACEMENT=$replacement python3 -c '
import os, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(
    text.replace(os.environ["MUTATION_PATTERN"], os.environ["MUTATION_REPLACEMENT"], 1))
' "$file"
  step=$(date +%s)
  if ! build; then
    echo "DID NOT COMPILE: $name"
    grep -E "error:" "$scratch/.mutation-build.log" | head -5
    broken+=("$name")
  elif swift test --skip-build --filter "$filter" >"$scratch/.mutation-test.log" 2>&1; then
    echo "SURVIVED: $name ($file: '$pattern' -> '$replacement'; tests $filter all green)"
    survived+=("$name")
  else
    failing=$(grep -c "✘ Test" "$scratch/.mutation-test.log")
    echo "killed: $name ($failing failing test lines, $(($(date +%s) - step)) s)"
  fi
  # Back to the original text; its time stamp is new, so the next build recompiles it.
  mv "$file.original" "$file"
  touch "$file"
done
build >/dev/null 2>&1

echo "== mutation-check: ${#selected[@]} mutations, $((${#selected[@]} - ${#survived[@]} - ${#broken[@]})) killed, ${#survived[@]} survived, ${#broken[@]} did not compile, $(($(date +%s) - started)) s"
[ ${#survived[@]} -eq 0 ] && [ ${#broken[@]} -eq 0 ]

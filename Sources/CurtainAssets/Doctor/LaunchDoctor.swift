import Foundation

/// `curtain doctor`'s checks: reads a folder holding one or more iOS apps and reports
/// launch-setup problems with file and line.
///
/// Each app target is found from its project (`.xcodeproj`, XcodeGen `project.yml`, Tuist
/// `Project.swift`) and judged on its own files only: its Info.plist (file or build settings),
/// the storyboards, asset catalogs and sources that are in it. A folder without a project is
/// judged as one app. Never throws and never crashes on bad input: a file it cannot read is
/// itself a finding (`malformed-file`).
public struct LaunchDoctor {
  /// The file system it reads.
  public var fileManager: FileManager
  /// Reads a splash video's size in pixels (nil: not known), to judge a centred video's
  /// `video.size` against its file (`video-size-mismatch`).
  public var videoPixelSize: @Sendable (URL) -> (width: Int, height: Int)?

  /// Creates a doctor reading through `fileManager`, and videos' sizes with `videoPixelSize`
  /// (ffprobe by default).
  public init(
    fileManager: FileManager = .default,
    videoPixelSize: @escaping @Sendable (URL) -> (width: Int, height: Int)? =
      VideoProbe.pixelSize(of:)
  ) {
    self.fileManager = fileManager
    self.videoPixelSize = videoPixelSize
  }

  /// The findings for the folder at `root`, each once, errors first, then by file and line.
  public func check(projectAt root: URL) -> [DoctorFinding] {
    let files = ProjectFiles(root: root, fileManager: fileManager)
    var reader = DoctorReader(files: files, videoPixelSize: videoPixelSize)
    let targets = reader.appTargets()
    let judged = AppSelection.judged(targets)
    if judged.isEmpty, !files.tuistManifests.isEmpty {
      reader.findings.add(
        DoctorFinding(
          rule: .appsNotRead, file: files.tuistManifests[0], line: nil,
          message: "no app target could be read from the Tuist manifests here: they make their "
            + "targets through helper functions (ProjectDescriptionHelpers) the doctor does not "
            + "run, so no app was checked",
          fix: "run `tuist generate` and point the doctor at the folder again (it reads the "
            + "generated .xcodeproj)"))
    } else if judged.isEmpty {
      let others = targets.map(\.name).sorted()
      reader.findings.add(
        DoctorFinding(
          rule: .noAppFound, file: ".", line: nil,
          message: others.isEmpty
            ? "no iOS app found here: no app target in an Xcode project, XcodeGen spec or Tuist "
              + "manifest, and no app's Info.plist"
            : "no iOS app found here: the app targets (\(others.joined(separator: ", "))) build "
              + "for other platforms",
          fix: "give the folder that holds the app's project"))
    }
    for target in judged {
      var check = TargetCheck(target: target, reader: reader, allTargets: targets)
      check.run()
      reader = check.reader
    }
    for link in files.brokenLinks where targets.contains(where: { $0.members.contains(link) }) {
      reader.findings.add(
        DoctorFinding(
          rule: .malformedFile, file: link, line: nil,
          message: "this symbolic link leads to nothing", fix: "restore the file it points to"))
    }
    return reader.findings.sorted()
  }
}

/// The findings of a run, each (rule, file, line) once; the targets of repeats are merged.
struct FindingList {
  private var list: [DoctorFinding] = []
  private var index: [String: Int] = [:]

  mutating func add(_ finding: DoctorFinding) {
    let key = "\(finding.rule.rawValue)|\(finding.file)|\(finding.line ?? 0)"
    guard let existing = index[key] else {
      index[key] = list.count
      list.append(finding)
      return
    }
    if let target = finding.target, let known = list[existing].target,
      !known.components(separatedBy: "; ").contains(target)
    {
      list[existing].target = known + "; " + target
    }
  }

  func sorted() -> [DoctorFinding] {
    list.sorted {
      ($0.severity, $0.file, $0.line ?? 0, $0.rule.rawValue)
        < ($1.severity, $1.file, $1.line ?? 0, $1.rule.rawValue)
    }
  }
}

/// Reads each file once for all targets, remembering what it read and what it could not.
struct DoctorReader {
  var files: ProjectFiles
  /// Reads a video's size in pixels (``LaunchDoctor/videoPixelSize``).
  var videoPixelSize: @Sendable (URL) -> (width: Int, height: Int)?
  var findings = FindingList()
  private var plists: [String: PlistFile?] = [:]
  private var documents: [String: InterfaceDocument?] = [:]
  private var texts: [String: String] = [:]
  private var catalogs: [String: AssetCatalogIndex] = [:]

  init(files: ProjectFiles, videoPixelSize: @escaping @Sendable (URL) -> (width: Int, height: Int)?)
  {
    self.files = files
    self.videoPixelSize = videoPixelSize
  }

  /// The app targets of every project in the folder, any platform; without any project, the
  /// apps the folder's Info.plists make (``FolderApps``).
  mutating func appTargets() -> [AppTarget] {
    var targets: [AppTarget] = []
    var projectFolders: Set<String> = []
    for path in files.pbxprojs where !ProjectFiles.isTestPath(path) {
      guard let data = read(path) else { continue }
      do {
        let reader = try PBXProjectReader(path: path, data: data, files: files)
        targets += reader.appTargets()
        let xcodeproj = (path as NSString).deletingLastPathComponent
        projectFolders.insert((xcodeproj as NSString).deletingLastPathComponent)
      } catch {
        malformed(path, error, "cannot read this project file")
      }
    }
    let specs = files.xcodeGenSpecs.filter {
      let name = ($0 as NSString).lastPathComponent
      return (name == "project.yml" || name == "project.yaml") && !ProjectFiles.isTestPath($0)
        && !projectFolders.contains(($0 as NSString).deletingLastPathComponent)
    }
    for path in specs {
      do { targets += try XcodeGenSpecReader(path: path, files: files).appTargets() } catch {
        malformed(path, error, "cannot read this XcodeGen spec")
      }
    }
    for path in files.tuistManifests where !ProjectFiles.isTestPath(path) {
      guard !projectFolders.contains((path as NSString).deletingLastPathComponent) else {
        continue
      }
      targets += TuistManifestReader(path: path, files: files).appTargets()
    }
    if targets.isEmpty { targets = FolderApps.targets(in: &self) }
    return targets
  }

  mutating func malformed(_ path: String, _ error: DoctorReadError, _ what: String) {
    findings.add(
      DoctorFinding(
        rule: .malformedFile, file: path, line: error.line, message: "\(what): \(error.reason)",
        fix: "repair the file (Xcode cannot read it either)"))
  }

  /// The bytes of a file, reporting one that cannot be read with its real cause (a FIFO, a
  /// device or a folder where a file should be, a denied permission).
  mutating func read(_ path: String) -> Data? {
    do {
      return try files.read(path)
    } catch {
      findings.add(
        DoctorFinding(
          rule: .malformedFile, file: path, line: nil,
          message: "cannot read this file: \(error.reason)", fix: error.fix))
      return nil
    }
  }

  /// The Info.plist at `path`, run through `preprocessor` first when the target preprocesses
  /// it (`INFOPLIST_PREPROCESS = YES`).
  mutating func plist(_ path: String, preprocessor: InfoPlistPreprocessor? = nil) -> PlistFile? {
    let key =
      preprocessor.map { path + "|" + $0.macros.keys.sorted().joined(separator: ",") }
      ?? path
    if let cached = plists[key] { return cached }
    var plist: PlistFile?
    if var data = read(path) {
      if var preprocessor {
        data = PlistTextEncoding(detecting: data).utf8(data) ?? data
        data = Data(preprocessor.process(String(decoding: data, as: UTF8.self)).utf8)
      }
      do { plist = try PlistFile(path: path, data: data) } catch {
        malformed(path, error, "cannot read this Info.plist")
      }
    }
    plists[key] = plist
    return plist
  }

  mutating func document(_ path: String) -> InterfaceDocument? {
    if let cached = documents[path] { return cached }
    var document: InterfaceDocument?
    if let data = read(path) {
      do { document = try InterfaceDocument(path: path, data: data) } catch {
        malformed(path, error, "cannot read this file")
      }
    }
    documents[path] = document
    return document
  }

  /// A source file's text (empty when unreadable: sources are not the doctor's to judge).
  mutating func text(_ path: String) -> String {
    if let cached = texts[path] { return cached }
    let text = files.contents(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    texts[path] = text
    return text
  }

  mutating func catalog(_ path: String) -> AssetCatalogIndex {
    if let cached = catalogs[path] { return cached }
    let index = AssetCatalogIndex(
      catalogs: [path], root: files.root, fileManager: files.fileManager)
    for (file, reason) in index.unreadable {
      findings.add(
        DoctorFinding(
          rule: .malformedFile, file: file, line: nil,
          message: "cannot read this asset catalog file: \(reason)",
          fix: "repair the file or remove the set"))
    }
    catalogs[path] = index
    return index
  }
}

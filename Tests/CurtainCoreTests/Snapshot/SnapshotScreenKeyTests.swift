import Foundation
import Testing

@testable import CurtainCore

/// Issue #28 (N1): the app screen a snapshot shows is part of its key. A picture of a screen
/// other than the one the launch reveals (a chat, settings) is never shown; an entry saved
/// before the screen was filed (none named) never matches a launch, which always names one.
@Suite struct SnapshotScreenKeyTests {
  @Test(
    arguments: [
      ("first", "first", true), ("chat", "first", false), ("home", "home", true),
      (nil, "first", false),
    ] as [(String?, String, Bool)])
  func aSnapshotIsFoundOnlyForTheScreenItShows(saved: String?, launch: String, found: Bool)
    throws
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var savedKey = makeKey()
    savedKey.appScreen = saved
    try makeCache(in: directory).save([SnapshotVariant(key: savedKey, imageData: imageBytes(64))])
    var launchKey = makeKey()
    launchKey.appScreen = launch
    let lookup = makeCache(in: directory).lookup(launchKey)
    #expect((lookup.snapshot != nil) == found)
  }

  /// An index written before the field existed decodes, its entries without a screen.
  @Test func aKeyWithoutAScreenDecodes() throws {
    let key = makeKey()
    var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(key)) as? [String: Any]
    json?["appScreen"] = nil
    let data = try JSONSerialization.data(withJSONObject: json ?? [:])
    let decoded = try JSONDecoder().decode(SnapshotKey.self, from: data)
    #expect(decoded.appScreen == nil)
    #expect(decoded.stateSignature == key.stateSignature)
  }
}

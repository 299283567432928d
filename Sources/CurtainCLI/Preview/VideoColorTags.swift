import Foundation

/// How a splash video's YUV samples turn into the RGB the device shows: the colour matrix and
/// range its tags name (`color_space`, `color_range`, as ffprobe reports them). An untagged
/// video is read as BT.709 with video (limited) range, as AVFoundation plays HD video, and the
/// preview says so; ffmpeg's own default for untagged video is BT.601, which shifts a brand
/// blue by several levels. An RGB (or grey) stream, as ProRes 4444, Animation or PNG video can
/// be, has no matrix to read: nothing is assumed or said. The transfer function is not applied:
/// frames are taken as sRGB, as Curtain's own MP4 export tags them.
struct VideoColorTags: Hashable, Sendable {
  /// The matrix for ffmpeg's `scale` filter (`in_color_matrix`): bt709, bt601, bt2020, ...
  var matrix: String
  /// The range for ffmpeg's `scale` filter (`in_range`): tv (limited) or pc (full).
  var range: String
  /// Set when a tag was missing and a default was assumed: the sentence that says so.
  var assumption: String?
  /// Whether the samples are RGB or grey already (`pix_fmt` rgb24, gbrp, argb, gray...): no
  /// colour matrix applies.
  var isRGB: Bool
  /// Whether the stream carries alpha (`pix_fmt` yuva420p, rgba, gbrap...).
  var hasAlpha: Bool
  /// The stream's size in pixels, 0 when ffprobe did not say.
  var width: Int
  /// The stream's height in pixels, 0 when ffprobe did not say.
  var height: Int

  /// `pix_fmt` prefixes of RGB, grey and palette formats.
  private static let rgbFormats = [
    "rgb", "bgr", "gbr", "argb", "abgr", "0rgb", "0bgr", "x2rgb", "x2bgr", "gray", "ya", "pal8",
    "monow", "monob",
  ]
  /// `pix_fmt` prefixes of formats with alpha.
  private static let alphaFormats = ["yuva", "rgba", "bgra", "argb", "abgr", "gbrap", "ya", "pal8"]

  /// The tags from ffprobe's `key=value` lines for the video stream.
  init(probeOutput: String) {
    var values: [String: String] = [:]
    for line in probeOutput.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { values[parts[0]] = parts[1] }
    }
    let format = values["pix_fmt"] ?? ""
    isRGB = Self.rgbFormats.contains { format.hasPrefix($0) }
    hasAlpha = Self.alphaFormats.contains { format.hasPrefix($0) }
    width = values["width"].flatMap { Int($0) } ?? 0
    height = values["height"].flatMap { Int($0) } ?? 0
    var missing: [String] = []
    var assumed: [String] = []
    switch values["color_space"] {
    case "bt709": matrix = "bt709"
    case "smpte170m", "bt470bg": matrix = "bt601"
    case "bt2020nc", "bt2020c": matrix = "bt2020"
    case "smpte240m": matrix = "smpte240m"
    case "fcc": matrix = "fcc"
    default:
      matrix = "bt709"
      missing.append("matrix")
      assumed.append("BT.709")
    }
    switch values["color_range"] {
    case "pc", "jpeg": range = "pc"
    case "tv", "mpeg": range = "tv"
    default:
      range = "tv"
      missing.append("range")
      assumed.append("video (limited) range")
    }
    assumption =
      missing.isEmpty || isRGB
      ? nil
      : "the video has no colour tag for its " + missing.joined(separator: " or ")
        + ": read as " + assumed.joined(separator: ", ")
        + " (tag it, e.g. ffmpeg -colorspace bt709 -color_range tv, so every player agrees)"
  }

  /// The `scale` filter options that read the samples as tagged (none for RGB samples).
  var scaleOptions: String {
    isRGB ? "" : "in_color_matrix=\(matrix):in_range=\(range)"
  }

  /// The ffprobe arguments that print the video stream's tags as `key=value` lines.
  static func probeArguments(for video: URL) -> [String] {
    [
      "-v", "error", "-select_streams", "v:0", "-show_entries",
      "stream=color_space,color_range,pix_fmt,width,height", "-of", "default=noprint_wrappers=1",
      video.path,
    ]
  }
}

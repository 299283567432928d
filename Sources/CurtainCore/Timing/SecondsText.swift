/// Seconds as people read them in reports: milliseconds, rounded ("0.050 s", "-1.250 s").
public enum SecondsText {
  /// `seconds` with three decimals and a unit; any `Double` (a negative, a huge or a non-finite
  /// value from damaged input) gives text, never a trap.
  public static func format(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e12 else { return "\(seconds) s" }
    let milliseconds = Int((abs(seconds) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    let sign = seconds < 0 && milliseconds > 0 ? "-" : ""
    return "\(sign)\(milliseconds / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + "\(fraction) s"
  }
}

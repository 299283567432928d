/// One entry in the launch clock's preallocated buffer: trivial (no references), so storing it
/// neither retains nor allocates.
struct ClockEvent {
  /// What happened.
  enum Kind: UInt8 {
    case mark
    case spanBegin
    case spanEnd
  }

  /// A standard phase or an app-defined static name.
  enum Label {
    case phase(LaunchPhase)
    case custom(StaticString)

    var name: String {
      switch self {
      case .phase(let phase): phase.rawValue
      case .custom(let name): name.description
      }
    }
  }

  var kind: Kind
  var label: Label
  /// Time on the clock's time source, in nanoseconds.
  var nanoseconds: UInt64
  /// For a span end, the buffer index of its begin event; otherwise -1.
  var beginIndex: Int32
}

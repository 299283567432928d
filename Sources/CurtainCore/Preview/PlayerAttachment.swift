/// How the simulated platform layer puts the splash video's player on screen.
public enum PlayerAttachment: Hashable, Sendable {
  /// What Curtain does: the player's layer goes on screen only when the coordinator says
  /// `attachPlayer` (once it is ready for display), over the poster or the replica.
  case whenReadyForDisplay
  /// Seed 000's naive start, built to flash: the player's opaque black layer goes on screen
  /// `lead` seconds before it is ready for display (never before the first frame), with nothing
  /// under it, and shows video frames only from then on. A `lead` of one frame is the seed's
  /// "tiny black flash"; a lead as long as the load is its first, long one.
  case early(lead: Double)
}

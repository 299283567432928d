import Foundation

/// Runs `body` on the main actor from a command's `run()`, which ArgumentParser calls on the main
/// thread: the launch session runs on the main actor, as on a device.
///
/// `MainActor.assumeIsolated` where the system has it (Linux, macOS 14); on macOS 13 the same
/// check (the main thread) and the same call it makes.
///
/// - Throws: what `body` throws.
func runOnMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
  if #available(macOS 14, *) { return try MainActor.assumeIsolated(body) }
  precondition(Thread.isMainThread, "a curtain command runs on the main thread")
  return try withoutActuallyEscaping(body) { body in
    try unsafeBitCast(body, to: (() throws -> T).self)()
  }
}

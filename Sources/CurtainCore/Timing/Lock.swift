#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small mutual-exclusion lock that works on iOS 15 (Synchronization's `Mutex` needs iOS 18).
///
/// `os_unfair_lock` on Darwin, `pthread_mutex_t` elsewhere; the lock lives at a stable heap
/// address allocated once in `init`, so locking never allocates.
final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let pointer: UnsafeMutablePointer<os_unfair_lock>
  #else
    private let pointer: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Darwin)
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: os_unfair_lock())
    #else
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: pthread_mutex_t())
      pthread_mutex_init(pointer, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(pointer)
    #endif
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(pointer)
      defer { os_unfair_lock_unlock(pointer) }
    #else
      pthread_mutex_lock(pointer)
      defer { pthread_mutex_unlock(pointer) }
    #endif
    return try body()
  }
}

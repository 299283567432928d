import Foundation

/// CPU time used by the calling thread, in nanoseconds.
public func threadCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

/// User + system CPU time of this process's finished, waited-for children, in nanoseconds.
public func childrenCPUNanoseconds() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
  #else
    getrusage(RUSAGE_CHILDREN, &usage)
  #endif
  let user = Int(usage.ru_utime.tv_sec) * 1_000_000_000 + Int(usage.ru_utime.tv_usec) * 1000
  let system = Int(usage.ru_stime.tv_sec) * 1_000_000_000 + Int(usage.ru_stime.tv_usec) * 1000
  return user + system
}

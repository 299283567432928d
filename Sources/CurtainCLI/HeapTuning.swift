#if os(Linux)
  import CMalloc

  /// glibc's allocator set up for frame-sized buffers (a 1179x2556 frame is 12 MB, allocated
  /// and freed again and again while a preview or a check renders); the `curtain` executable
  /// applies it at start, on Linux.
  ///
  /// Such buffers are kept in the heap for reuse: by default glibc maps each from the system
  /// afresh and returns it on release, so every one costs page faults again (`curtain preview
  /// --example`: 30,000 page faults -> 19,000, about half its system time).
  ///
  /// Not done: advising the heap transparent huge pages (`MADV_HUGEPAGE`). It cut the page
  /// faults to 2,000, but on a machine whose huge-page `defrag` mode is `madvise` (Debian's)
  /// a fault in an advised range may wait for the kernel to compact memory: `preview
  /// --example`'s CPU became bimodal (0.70 to 0.87 s against 0.74 to 0.78 s without the advice,
  /// 28 alternating pairs at load 2.7) and its median 1.03x.
  public enum HeapTuning {
    /// Sets glibc's thresholds: blocks under 64 MB come from the heap, and the heap is given back
    /// to the system only past 256 MB free at its top.
    public static func apply() {
      _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
      _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
    }
  }
#endif

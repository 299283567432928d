#if os(Linux)
  import CMalloc
  import Foundation
  import Glibc

  /// glibc's allocator set up for frame-sized buffers (a 1179x2556 frame is 12 MB, allocated
  /// and freed again and again while a preview or a check renders); the `curtain` executable
  /// applies it at start, on Linux.
  ///
  /// - Kept in the heap for reuse: by default glibc maps each such buffer from the system
  ///   afresh and returns it on release, so every one costs page faults again
  ///   (`curtain preview --example`: 30,000 page faults -> 19,000, about half its system time).
  /// - Backed by transparent huge pages where the system gives them on request (`madvise`,
  ///   Debian's default): the heap grows 256 MB of address space at a time, and that range is
  ///   advised `MADV_HUGEPAGE`, so a frame is 6 pages of 2 MB rather than 2,943 of 4 KB
  ///   (`curtain preview --example`: 17,000 page faults -> 2,000, its system time 0.05 ->
  ///   0.02 s, 0.94x to 0.98x its CPU time). Pages are taken whole, 2 MB each, where touched
  ///   (its peak 98 -> 102 MB); growth past the advised range gets the usual pages.
  public enum HeapTuning {
    /// Sets glibc's thresholds, grows the heap and advises huge pages over it; returns the
    /// advised range, `nil` when there is no heap mapping or the system refuses the advice.
    @discardableResult
    public static func apply() -> Range<Int>? {
      _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
      _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
      _ = mallopt(M_TOP_PAD, 256 << 20)
      // A block taken and given back grows the heap now (`malloc_usable_size` keeps the
      // optimiser from dropping the pair).
      if let grown = malloc(1 << 20), malloc_usable_size(grown) > 0 { free(grown) }
      return heapMapping().flatMap(adviseHugePages)
    }

    /// Advises `MADV_HUGEPAGE` over the whole huge pages (2 MB, aligned) inside `mapping`;
    /// returns them, `nil` when there are none or the system refuses.
    static func adviseHugePages(_ mapping: Range<Int>) -> Range<Int>? {
      let hugePage = 2 << 20
      let start = (mapping.lowerBound + hugePage - 1) / hugePage * hugePage
      let end = mapping.upperBound / hugePage * hugePage
      guard start < end, let address = UnsafeMutableRawPointer(bitPattern: start),
        madvise(address, end - start, MADV_HUGEPAGE) == 0
      else { return nil }
      return start..<end
    }

    /// The range `brk` has grown: the `[heap]` lines of `/proc/self/maps` (one, or several
    /// once parts of it are advised differently).
    static func heapMapping() -> Range<Int>? {
      // Read to the end: the file's size reads as 0.
      guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
      defer { try? handle.close() }
      guard let data = try? handle.readToEnd() else { return nil }
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
      let ranges = lines.filter { $0.hasSuffix("[heap]") }.compactMap { line -> Range<Int>? in
        let bounds = line.split(separator: " ").first?.split(separator: "-")
          .compactMap { Int($0, radix: 16) }
        guard let bounds, bounds.count == 2, bounds[0] < bounds[1] else { return nil }
        return bounds[0]..<bounds[1]
      }
      guard let start = ranges.map(\.lowerBound).min(), let end = ranges.map(\.upperBound).max()
      else { return nil }
      return start..<end
    }
  }
#endif

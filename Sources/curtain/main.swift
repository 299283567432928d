import CurtainCLI

#if os(Linux)
  import CMalloc

  // Frame-sized buffers (a 1179x2556 frame is 12 MB) are allocated and freed again and again
  // while a preview or a check renders: by default glibc maps each from the system afresh and
  // returns it on release, so every one costs page faults again. Kept in the heap for reuse
  // instead (`curtain preview --example`: 30,000 page faults -> 19,000, about half its system
  // time). Not done: advising the heap transparent huge pages. It cut the page faults to
  // 2,000, but with Debian's huge-page `defrag = madvise` a fault in an advised range may wait
  // for the kernel to compact memory: `preview --example`'s CPU became bimodal (0.63 or 0.71 to
  // 0.79 s against 0.66 to 0.70 s without the advice, 16 alternating pairs).
  _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
  _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
#endif

CurtainCommand.main()

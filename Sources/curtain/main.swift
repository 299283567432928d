import CurtainCLI

#if os(Linux)
  import CMalloc

  // Frame-sized buffers (a 1179x2556 frame is 12 MB) are allocated and freed again and again
  // while a preview or a check renders: by default glibc maps each from the system afresh and
  // returns it on release, so every one costs page faults again. Kept in the heap for reuse
  // instead (`curtain preview --example`: 30,000 page faults -> 19,000, about half its system
  // time).
  _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
  _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
#endif

CurtainCommand.main()

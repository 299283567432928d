import CurtainCLI

#if os(Linux)
  // Frame-sized buffers kept in the heap for reuse (see `HeapTuning`).
  HeapTuning.apply()
#endif

CurtainCommand.main()

import CurtainCLI

#if os(Linux)
  // Frame-sized buffers kept in the heap, on transparent huge pages (see `HeapTuning`).
  HeapTuning.apply()
#endif

CurtainCommand.main()

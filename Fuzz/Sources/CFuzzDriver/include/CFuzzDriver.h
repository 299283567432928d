// libFuzzer's driver (LLVM 11+), linked in by -sanitize=fuzzer. The harnesses call it from their
// entry point: SwiftPM renames an executable's `main`, so libFuzzer's own `main` is not used.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

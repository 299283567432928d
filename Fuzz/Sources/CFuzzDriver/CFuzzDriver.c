// Intentionally empty: the target only declares libFuzzer's driver (include/CFuzzDriver.h).
#include "CFuzzDriver.h"

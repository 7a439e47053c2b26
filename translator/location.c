// location.c — where an instruction is in the user's code: the debug
// location of code inlined from tandem's own headers, followed out of them.
// Shared by the device translation (translate.c) and the host walk
// (host.c), which the runner's tests build without translate.c.
#include "tx.h"

#include <string.h>

// tandem's force-included headers (headers/cuda.h, headers/opencl.h), the
// files they include (headers/tandem_*.h: cooperative groups' sync(), the
// half types' assignments) and the SDK stand-ins (headers/sdk/...).
static bool is_tandem_header(const char *f, unsigned len) {
  static const char *const names[] = {"headers/cuda.h", "headers/opencl.h"};
  for (int i = 0; i < 2; i++) {
    unsigned n = (unsigned)strlen(names[i]);
    if (len >= n && memcmp(f + len - n, names[i], n) == 0)
      return true;
  }
  const char *base = f + len;
  while (base > f && base[-1] != '/')
    base--;
  unsigned blen = (unsigned)(f + len - base);
  if (blen > 7 && !memcmp(base, "tandem_", 7) && base - f >= 8 && !memcmp(base - 8, "headers/", 8))
    return true;
  const char *sdk = "headers/sdk/";
  for (const char *p = f; p + 12 <= f + len; p++)
    if (!memcmp(p, sdk, 12))
      return true;
  return false;
}

// Code inlined from tandem's own headers (the wrappers behind atomicAdd,
// memcpy, __ldg, the host's typed cudaLaunchKernel<T>...) is reported
// where the user called it: the DILocation's inlinedAt chain is followed
// out of the headers. NULL when `inst` has no location with a file.
LLVMMetadataRef tx_user_location(LLVMValueRef inst, LLVMMetadataRef *file) {
  LLVMMetadataRef loc = LLVMIsAInstruction(inst) ? LLVMInstructionGetDebugLoc(inst) : NULL;
  for (int depth = 0; loc && depth < 64; depth++) {
    LLVMMetadataRef scope = LLVMDILocationGetScope(loc);
    *file = scope ? LLVMDIScopeGetFile(scope) : NULL;
    unsigned len = 0;
    const char *f = *file ? LLVMDIFileGetFilename(*file, &len) : NULL;
    LLVMMetadataRef outer = LLVMDILocationGetInlinedAt(loc);
    if (f && is_tandem_header(f, len) && outer) {
      loc = outer;
      continue;
    }
    return f ? loc : NULL;
  }
  return NULL;
}

// fuzz_translate: libFuzzer target for the translator and the encoder.
//
// Each input is LLVM IR text (.ll). Inputs that LLVM itself rejects --
// parse errors, or modules its verifier refuses -- are skipped: reading
// malformed files is the runner's job (exit 2), tested elsewhere. What is
// left is every module LLVM accepts, and for those tandem must translate
// and encode each kernel or refuse it with a message: never crash, hang,
// trip a sanitizer or exit. The seed corpus is the test kernels compiled to
// .ll (tests/fuzz/make_corpus.sh); libFuzzer's mutations then change
// constants, types, names and instructions.
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../encodings/encodings.h"
#include "../../translator/ir.h"

// LLVM accepts the text and its verifier finds nothing wrong. LLVM's own
// parser can abort on some malformed text (a bad datalayout string goes to
// report_fatal_error), so the check runs in a child process.
static int llvm_accepts_here(const uint8_t *data, size_t size) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy((const char *)data, size, "input.ll");
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  int ok = !LLVMParseIRInContext(ctx, buf, &mod, &msg); // takes ownership of buf
  LLVMDisposeMessage(msg);
  if (ok) {
    ok = !LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg);
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  return ok;
}

static int llvm_accepts(const uint8_t *data, size_t size) {
  pid_t pid = fork();
  if (pid < 0)
    return 0;
  if (pid == 0) {
    // LLVM's abort is the answer here, not a finding: no crash report.
    signal(SIGABRT, SIG_DFL);
    signal(SIGSEGV, SIG_DFL);
    signal(SIGBUS, SIG_DFL);
    _exit(llvm_accepts_here(data, size) ? 0 : 1);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) != pid)
    return 0;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static const char *input_path(void) {
  static char path[64];
  if (!path[0])
    snprintf(path, sizeof path, "/tmp/tandem-fuzz-%d.ll", (int)getpid());
  return path;
}

static int write_input(const char *path, const uint8_t *data, size_t size) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return -1;
  size_t n = fwrite(data, 1, size, f);
  return fclose(f) == 0 && n == size ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1u << 20) || !llvm_accepts(data, size))
    return 0;
  const char *path = input_path();
  if (write_input(path, data, size) != 0)
    return 0;
  Options opt;
  options_default(&opt);
  Arena arena = {0};
  Module mod;
  char err[1024];
  Lang lang = memmem(data, size, "spir", 4) ? LANG_OPENCL : LANG_CUDA;
  if (translate_file(path, lang, &opt, &arena, &mod, err, sizeof err) == 0) {
    for (int i = 0; i < mod.nkernels; i++) {
      if (mod.kernels[i]->unsupported)
        continue; // refused with a message: what the runner reports
      Encoded enc;
      if (encode_kernel(mod.kernels[i], &opt, &arena, &enc, err, sizeof err) == 0)
        encoded_free(&enc);
    }
  }
  arena_free(&arena);
  unlink(path);
  return 0;
}

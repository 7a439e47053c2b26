; Found by fuzz_translate: LLVM's text parser aborts (report_fatal_error) on
; this datalayout instead of returning an error.
target datalayout = "e-i64:7"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p) {
  store i32 0, i32* %p
  ret void
}

// Two loops with a counter of the same name: LLVM names the second `j`
// "j<number>"; --infer-info prints the name the source uses, checked
// against the loop's line. Also: the JSON report's "invariants".
//@ args: --infer-info --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect: 909_infer_info_two_loops_ok.cu:12:3: note: loop invariants inferred for this loop (--infer-info):
//@ expect: 909_infer_info_two_loops_ok.cu:14:3: note: loop invariants inferred for this loop (--infer-info):
//@ expect:     __invariant(j % 32u == threadIdx.x % 32)
//@ expect-not-re: __invariant\(j[0-9]
//@ expect-re: kernel 'twice[(].*: verified
__global__ void twice(int *a, int *b) {
  for (int j = threadIdx.x; j < 1024; j += 32)
    a[j] = 1;
  for (int j = threadIdx.x; j < 1024; j += 32)
    b[j] = a[j];
}

// --infer-info with --format=json: each kernel carries "invariants", a list
// of {file, line, column, text}, and "invariants_omitted", the number of
// kept facts without an __invariant form.
//@ args: --infer-info --format=json --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect: "invariants":[{"file":"909_infer_info_json_ok.cu","line":10,"column":3,"text":"__invariant(
//@ expect: {"file":"909_infer_info_json_ok.cu","line":10,"column":3,"text":"__invariant(j % 32u == threadIdx.x % 32)"}
//@ expect: "invariants_omitted":
__global__ void once(int *a) {
  for (int j = threadIdx.x; j < 1024; j += 32)
    a[j] = 1;
}

// A racy kernel template that nothing instantiates has no code to verify:
// it is reported as not verified (a note), never silently left out.
// The instantiated one is verified.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect: note: 405_template_uninstantiated_racy.cu: kernel template 'racy_fill' is not verified: this file never instantiates it
//@ expect-not: kernel template 'used'
//@ expect-not: kernel template 'commented'
//@ expect-re: kernel 'used<int>\(int\*\)' \(.*\): verified
template <typename T>
__global__ void __launch_bounds__(64) racy_fill(T *p) {
  p[0] = (T)threadIdx.x;  // would race, if it existed
}
/* template <typename T> __global__ void commented(T *p) {} */
template <typename T> __global__ void used(T *p) { p[threadIdx.x] = 0; }
template __global__ void used<int>(int *);

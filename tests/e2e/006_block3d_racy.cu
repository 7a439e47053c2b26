// 3-D block whose linear index forgets to scale z by 16: (0,1,0) and
// (0,0,1) write the same element.
//@ args: --blockDim=4,4,4 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: kernel 'cube\(float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'cube\(float\*\)' .*: verified
//@ expect-re: \.cu:11:26:
__global__ void cube(float *out) {
  unsigned x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  out[x + 4 * y + 4 * z] = x + 4 * y + 16 * z; // <- race
}

// Indexing by threadIdx.x alone with 4 blocks: threads with the same
// threadIdx.x in different blocks touch the same element (inter-group race).
//@ args: --blockDim=128 --gridDim=4
//@ exit: 1
//@ expect: race on data[
//@ expect-re: kernel 'scale\(float\*, float\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'scale\(float\*, float\)' .*: verified
//@ expect-re: \.cu:(11:13|11:11):
__global__ void scale(float *data, float factor) {
  unsigned i = threadIdx.x;
  data[i] = data[i] * factor; // <- race
}

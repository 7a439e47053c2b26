// The race class in the JSON report: two blocks' threads write the same
// element with no synchronisation at all: "class":"data race", and the
// text of the message carries it too.
//@ args: --blockDim=32 --gridDim=2 --format=json
//@ exit: 1
//@ expect: "kind":"race","class":"data race","message":"write-write race on out[
//@ expect: "different_blocks":true
//@ expect-not: "verdict":"verified"
__global__ void last_writer(int *out) {
  out[threadIdx.x] = blockIdx.x;
}

int main() {
  int *out;
  cudaMalloc(&out, 32 * sizeof(int));
  last_writer<<<2, 32>>>(out);
  return 0;
}

// Two nested block-stride counters, the inner one starting at the outer
// one's value: j == base == 0 (mod 256), so thread t only ever touches
// elements == t (mod 256). At the outer loop's head the inner counter's
// entry value (base) is forgotten; the ghost of j that the access recorded
// keeps j's low bits through the chain j = base, base = 0 (lattice_base in
// invariants/access.c). Verifies with no annotations.
//@ args: --blockDim=256 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'sweep\(int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void sweep(int *data) {
  for (int base = 0; base < 8 * 256; base += 256)
    for (int j = base; j < 8 * 256; j += 256)
      data[j + threadIdx.x] += 1;
}

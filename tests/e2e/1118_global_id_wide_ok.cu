// The global id computed in 64 bits, (size_t)blockIdx.x * blockDim.x +
// threadIdx.x: the sum of zero-extended ids never wraps, so its
// injectivity is stated for every launch. The direct attempt proves it in
// one query of under a second. (While its global id's definition was a
// plain equality, z3's solve-eqs replaced the name by the product, the
// final query took about 6 s and one of its lines alone ran past a minute:
// vcgen.c, emit_definition. 1128_half_api_ok and 1151 still have their
// lines asked beside the final query.)
//@ args: -v
//@ exit: 0
//@ expect-re: kernel 'mark': direct proof found \(1 query
//@ expect-re: kernel 'mark\(int\*, unsigned long\)' \(.*\): verified
__global__ void mark(int *a, size_t n) {
  if (threadIdx.y != 0 || threadIdx.z != 0 || blockIdx.y != 0 || blockIdx.z != 0)
    return;
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] + 1;
}

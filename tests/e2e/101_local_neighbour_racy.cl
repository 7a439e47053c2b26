// OpenCL: store to a __local array and read the neighbour's slot without a
// barrier.
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: read-write race on tile[
//@ expect-re: kernel 'rotate' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'rotate' .*: verified
//@ expect-re: \.cl:(13:13|13:11|14:12|14:10):
__kernel void rotate(__global const int *in, __global int *out) {
  __local int tile[64];
  size_t l = get_local_id(0);
  size_t g = get_global_id(0);
  tile[l] = in[g]; // <- race
  out[g] = tile[(l + 1) % 64]; // <- race
}

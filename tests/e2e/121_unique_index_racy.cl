// OpenCL: each thread takes one slot but writes two elements, its own and
// the next one, which is the next thread's slot.
//@ args: --local_size=64 --num_groups=8
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: 121_unique_index_racy\.cl:(12:13|13:17):
//@ expect-re: kernel 'compact_two' \(.*\): [0-9]+ races? found
__kernel void compact_two(__global const int *in, __global int *out,
                          __global volatile unsigned *count) {
  size_t i = get_global_id(0);
  unsigned slot = atomic_inc(count);
  out[slot] = in[i]; // <- race
  out[slot + 1] = 0; // <- race
}

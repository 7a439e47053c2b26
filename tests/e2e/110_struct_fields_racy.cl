// OpenCL: every work-item of a group writes the mean field of the group's
// element.
//@ args: --local_size=32 --num_groups=2
//@ exit: 1
//@ expect: write-write race on st[
//@ expect-re: kernel 'summarize' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'summarize' .*: verified
//@ expect-re: \.cl:(18:16|18:14):
//@ expect: .mean
typedef struct {
  int count;
  float mean;
} stats_t;

__kernel void summarize(__global stats_t *st, __global const float *v) {
  size_t l = get_local_id(0);
  size_t g = get_group_id(0);
  st[g].mean = v[get_global_id(0)]; // <- race
}

// OpenCL: two work-items write different fields of one struct element.
//@ args: --local_size=32 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'summarize' \(.*\): verified
//@ expect-not: race on
typedef struct {
  int count;
  float mean;
} stats_t;

__kernel void summarize(__global stats_t *st, __global const float *v) {
  size_t l = get_local_id(0);
  size_t g = get_group_id(0);
  if (l == 0)
    st[g].count = 32;
  if (l == 1)
    st[g].mean = v[g];
}

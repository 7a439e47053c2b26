// Comparing a pointer field of a struct parameter with a pointer parameter:
// tandem assumes they do not alias, so __requires(q.p == p) would be false
// and every check after it vacuous. Refused.
//@ args: --local_size=32 --num_groups=2
//@ exit: 2
//@ expect: assumes do not alias
struct s { __global int *p; };

__kernel void use(__global int *p, struct s q) {
  __requires(q.p == p);
  p[get_global_id(0)] = q.p[get_global_id(0)] + 1;
}

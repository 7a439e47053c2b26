// Every work-item stores a pointer into element 0: a write-write race on
// the pointer field (work-items store different pointers).
//@ args: --local_size=32 --num_groups=4
//@ exit: 1
//@ expect: race on dst[0]
struct node { __global int *next; int key; };

__kernel void link(__global struct node *dst, __global int *pool) {
  dst[0].next = pool + get_global_id(0);
}

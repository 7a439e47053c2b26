// Pointers copied from one array of structs to another, never
// dereferenced: each work-item copies its own element.
//@ args: --local_size=32 --num_groups=4
//@ exit: 0
//@ expect: verified
struct node { __global int *next; int key; };

__kernel void copy(__global struct node *dst, __global struct node *src) {
  size_t i = get_global_id(0);
  dst[i].key = src[i].key;
  dst[i].next = src[i].next;
}

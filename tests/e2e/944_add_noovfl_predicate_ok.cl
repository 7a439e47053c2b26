// __add_noovfl(x, y, z) (GPUVerify's predicate form): the sum of the
// operands does not overflow. Required here, so the sums are monotone.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'sum3' .*verified
__kernel void sum3(__global unsigned *out, unsigned x, unsigned y, unsigned z, int a, int b) {
  __requires(__add_noovfl(x, y, z));
  __requires(__add_noovfl(a, b));
  __requires(a >= 0 && b >= 0);
  unsigned w = x + y + z;
  __assert(w >= x && w >= y && w >= z);
  __assert(a + b >= a);
  __assert(__add_noovfl(x, y) && __add_noovfl(x));
  out[get_global_id(0)] = w;
}

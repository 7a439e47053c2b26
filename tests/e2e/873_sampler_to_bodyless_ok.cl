// Samplers (a local one, a program-scope constant, a parameter) passed to a
// function without a body: a sampler is a value, not memory the function
// could reach; nothing is accessed.
//@ args: --local_size=2 --num_groups=2
//@ exit: 0
//@ expect: verified
constant sampler_t glob = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_LINEAR;
void use(sampler_t s);

kernel void k(sampler_t par, global int *out) {
  sampler_t loc = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_NEAREST;
  use(loc);
  use(glob);
  use(par);
  out[get_global_id(0)] = 1;
}

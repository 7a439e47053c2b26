// The same calls, and a write of one element by every work-item: a race.
//@ args: --local_size=2 --num_groups=2
//@ exit: 1
//@ expect: race on out[0]
void use(sampler_t s);

kernel void k(sampler_t par, global int *out) {
  use(par);
  out[0] = get_global_id(0);
}

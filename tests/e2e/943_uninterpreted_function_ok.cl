// DECLARE_UF_BINARY (GPUVerify): mix is an uninterpreted function, one
// function for every work-item, so equal arguments give equal results, in
// one work-item and across two. Each work-item writes its own element.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'uf_own' .*verified
DECLARE_UF_BINARY(mix, int, int, int);
DECLARE_UF_UNARY(twist, unsigned char, unsigned char);

__kernel void uf_own(__global int *out, int x, int y) {
  __assert(mix(x, y) == mix(x, y));
  __assert(__uniform_int(mix(x, 3)));
  __assert(twist((unsigned char)x) == twist((unsigned char)x));
  out[get_global_id(0)] = mix(x, (int)get_global_id(0));
}

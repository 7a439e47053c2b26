// --global_size without --local_size: the local size is any size that
// divides the global size (OpenCL 1.2), and the number of groups follows.
//@ args: --global_size=1024
//@ exit: 0
//@ expect-re: kernel 'any_local' .*verified
__kernel void any_local(__global int *out) {
  __assert(get_global_size(0) == 1024);
  __assert(get_num_groups(0) * get_local_size(0) == 1024);
  __assert(get_global_id(0) < 1024);
  out[get_global_id(0)] = 1;
}

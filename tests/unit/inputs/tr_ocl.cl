typedef struct { int x; int y; } pt;
__kernel void k(__global float *A, __local float *tmp, __global pt *P, int n) {
  __local int buf[64];
  size_t l = get_local_id(0);
  size_t g = get_global_id(0);
  tmp[l] = A[g];
  buf[l] = (int)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  A[g] = tmp[(l + 1) % get_local_size(0)] + buf[0];
  P[g].y = atomic_add(&buf[1], 1);
  atomic_inc(&P[0].x);
  float4 v = vload4(0, A);
  A[g] = min(n, (int)g) + v.x;
}
__kernel void other(__global int *B) { B[get_group_id(1)] = 0; }

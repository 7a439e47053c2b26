// Scope microbenchmarks between two warps of one block (<<<1,64>>>, threads
// 0 and 32): block scope covers both threads, so block atomics, block fences
// and block-scoped locks synchronise them as well as device-scoped ones; a
// hand-off without fences, or a lock missing a fence, is a race.
//@ exit: 1
//@ expect: (missing fence:
//@ expect: (missing fence in lock
//@ expect: (data race)
//@ expect-re: kernel 'nosync\(int\*, int\*, int\*\)' .*: [0-9]+ races? found
//@ expect-re: kernel 'atomic\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'block_atomic\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'fence\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'block_fence\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'no_fence\(int\*, int\*, int\*\)' .*: [0-9]+ races? found
//@ expect-re: kernel 'lock\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'block_lock\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'lock_block_fence\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'lock_block_release\(int\*, int\*, int\*\)' .*: verified
//@ expect-re: kernel 'lock_no_acquire_fence\(int\*, int\*, int\*\)' .*: [0-9]+ races? found
//@ expect-re: kernel 'lock_no_release_fence\(int\*, int\*, int\*\)' .*: [0-9]+ races? found
#define P 32 // the second thread of the pair

__global__ void nosync(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0)
    data[0] = 1;
  else if (t == P)
    out[0] = data[0];
}

__global__ void atomic(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P)
    atomicAdd(&data[0], 1);
}

__global__ void block_atomic(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P)
    atomicAdd_block(&data[0], 1);
}

__global__ void fence(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0) {
    data[0] = 1;
    __threadfence();
    atomicExch(flag, 1);
  } else if (t == P) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence();
    out[0] = data[0];
  }
}

__global__ void block_fence(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0) {
    data[0] = 1;
    __threadfence_block();
    atomicExch_block(flag, 1);
  } else if (t == P) {
    while (atomicAdd_block(flag, 0) != 1)
      ;
    __threadfence_block();
    out[0] = data[0];
  }
}

__global__ void no_fence(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0) {
    data[0] = 1;
    atomicExch(flag, 1);
  } else if (t == P) {
    while (atomicAdd(flag, 0) != 1)
      ;
    out[0] = data[0];
  }
}

__global__ void lock(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P) {
    while (atomicCAS(flag, 0, 1) != 0)
      ;
    __threadfence();
    data[0] = data[0] + 1;
    __threadfence();
    atomicExch(flag, 0);
  }
}

__global__ void block_lock(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P) {
    while (atomicCAS_block(flag, 0, 1) != 0)
      ;
    __threadfence_block();
    data[0] = data[0] + 1;
    __threadfence_block();
    atomicExch_block(flag, 0);
  }
}

__global__ void lock_block_fence(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P) {
    while (atomicCAS(flag, 0, 1) != 0)
      ;
    __threadfence_block();
    data[0] = data[0] + 1;
    __threadfence_block();
    atomicExch(flag, 0);
  }
}

__global__ void lock_block_release(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P) {
    while (atomicCAS(flag, 0, 1) != 0)
      ;
    __threadfence();
    data[0] = data[0] + 1;
    __threadfence();
    atomicExch_block(flag, 0);
  }
}

__global__ void lock_no_acquire_fence(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P) {
    while (atomicCAS(flag, 0, 1) != 0)
      ;
    data[0] = data[0] + 1;
    __threadfence();
    atomicExch(flag, 0);
  }
}

__global__ void lock_no_release_fence(int *data, int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 0 || t == P) {
    while (atomicCAS(flag, 0, 1) != 0)
      ;
    __threadfence();
    data[0] = data[0] + 1;
    atomicExch(flag, 0);
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(data, 0, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  nosync<<<1, 64>>>(data, flag, out);
  atomic<<<1, 64>>>(data, flag, out);
  block_atomic<<<1, 64>>>(data, flag, out);
  fence<<<1, 64>>>(data, flag, out);
  block_fence<<<1, 64>>>(data, flag, out);
  no_fence<<<1, 64>>>(data, flag, out);
  lock<<<1, 64>>>(data, flag, out);
  block_lock<<<1, 64>>>(data, flag, out);
  lock_block_fence<<<1, 64>>>(data, flag, out);
  lock_block_release<<<1, 64>>>(data, flag, out);
  lock_no_acquire_fence<<<1, 64>>>(data, flag, out);
  lock_no_release_fence<<<1, 64>>>(data, flag, out);
  cudaDeviceSynchronize();
  cudaFree(data);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}

// Threads 0 and 1 write different fields of the same struct element.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'tag\(entry\*, const float\*\)' \(.*\): verified
//@ expect-not: race on
struct entry {
  int key;
  float value;
};

__global__ void tag(entry *table, const float *v) {
  entry *e = &table[blockIdx.x];
  if (threadIdx.x == 0)
    e->key = blockIdx.x;
  else if (threadIdx.x == 1)
    e->value = v[blockIdx.x];
}

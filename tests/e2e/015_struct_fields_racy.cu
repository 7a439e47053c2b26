// Threads 0 and 1 both write the key field of the same struct element.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 1
//@ expect: write-write race on table[
//@ expect-re: kernel 'tag\(entry\*, const float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'tag\(entry\*, const float\*\)' .*: verified
//@ expect-re: \.cu:17:12:
//@ expect: .key
struct entry {
  int key;
  float value;
};

__global__ void tag(entry *table, const float *v) {
  entry *e = &table[blockIdx.x];
  if (threadIdx.x < 2)
    e->key = threadIdx.x; // <- race
}

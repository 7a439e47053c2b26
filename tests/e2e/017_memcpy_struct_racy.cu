// Every thread of a block memcpy's its particle into the block's slot.
//@ args: --blockDim=32 --gridDim=2
//@ exit: 1
//@ expect: write-write race on dst[
//@ expect-re: kernel 'copy_particles\(particle\*, const particle\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'copy_particles\(particle\*, const particle\*\)' .*: verified
//@ expect-re: \.cu:16:[0-9]+:
struct particle {
  float pos[3];
  float vel[3];
  int id;
};

__global__ void copy_particles(particle *dst, const particle *src) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  memcpy(&dst[blockIdx.x], &src[i], sizeof(particle)); // <- race
}

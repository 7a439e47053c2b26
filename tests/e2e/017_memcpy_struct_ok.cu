// Each thread copies one particle struct with memcpy into its own slot.
//@ args: --blockDim=32 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'copy_particles\(particle\*, const particle\*\)' \(.*\): verified
//@ expect-not: race on
struct particle {
  float pos[3];
  float vel[3];
  int id;
};

__global__ void copy_particles(particle *dst, const particle *src) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  memcpy(&dst[i], &src[i], sizeof(particle));
}

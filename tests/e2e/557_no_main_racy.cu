// Host-guided (issue 11): a file without main() is not a whole program:
// other files may launch the kernel any way they like, so the launch here
// is not used and the hard-coded chunk races for any geometry.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: note: launches of 'chunked' in the host code not used: the file defines no main(), so it may be launched from other files
__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

void launch_chunked(int *d) {
  chunked<<<16, 64>>>(d);
}

// Brace initialisers that narrow values only known at run time: four
// shorts into the chars of a uchar4, a double into an int field. clang
// rejects both by default (-Wc++11-narrowing), nvcc accepts them, and so
// does tandem: the conversions are the usual implicit ones. Each thread
// writes its own element: race-free.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'pack\(.*\)' \(.*\): verified
//@ expect-not: error:
struct Weighted {
  int weight;
  float value;
};

__global__ void pack(const unsigned short *in, const double *w, uchar4 *out, Weighted *ws,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned short a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
    uchar4 v = {a, b, c, d};
    out[i] = v;
    Weighted x = {w[i], 1.0f};
    ws[i] = x;
  }
}

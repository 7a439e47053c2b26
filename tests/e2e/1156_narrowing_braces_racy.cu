// The narrowing brace initialisers of 1156_narrowing_braces_ok, stored
// at i / 2: threads 2k and 2k + 1 write the same uchar4. The file
// compiles (nvcc accepts the narrowing, and so does tandem) and the race
// is reported, once for each of the four chars.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: 1156_narrowing_braces_racy\.cu:21:
//@ expect-re: kernel 'pack\(.*\)' \(.*\): 4 races found
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
    out[i / 2] = v;
    Weighted x = {w[i], 1.0f};
    ws[i] = x;
  }
}

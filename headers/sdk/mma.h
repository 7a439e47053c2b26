// mma.h: stand-in for the CUDA SDK header of this name, written for tandem
// from the CUDA Programming Guide (warp matrix functions, nvcuda::wmma).
// Fragments are per-thread arrays; fill_fragment and element access are
// modelled, but the warp-collective load/store/mma functions are declared
// without a body: a kernel calling them stops with exit 2 naming the call.
#pragma once
#include <cuda_fp16.h>
namespace nvcuda {
namespace wmma {
struct matrix_a {}; struct matrix_b {}; struct accumulator {};
struct row_major {}; struct col_major {};
enum layout_t { mem_row_major, mem_col_major };
namespace precision { struct tf32 {}; struct b1 {}; struct s4 {}; struct u4 {}; }
namespace experimental { namespace precision { struct b1 {}; struct s4 {}; struct u4 {}; } }
template <typename __Use, int __M, int __N, int __K, typename __T, typename __L = void>
struct fragment {
  enum { num_elements = 8 };
  typedef __T element_type;
  typedef __T storage_element_type;
  __T x[num_elements];
};
template <typename __F, typename __T>
__attribute__((device)) __inline__ void fill_fragment(__F &f, const __T &v) {
  for (int i = 0; i < __F::num_elements; i++) f.x[i] = v;
}
template <typename __F, typename __T>
__attribute__((device)) void load_matrix_sync(__F &f, const __T *p, unsigned int ldm);
template <typename __F, typename __T>
__attribute__((device)) void load_matrix_sync(__F &f, const __T *p, unsigned int ldm, layout_t l);
template <typename __F, typename __T>
__attribute__((device)) void store_matrix_sync(__T *p, const __F &f, unsigned int ldm, layout_t l);
template <typename __D, typename __A, typename __B, typename __C>
__attribute__((device)) void mma_sync(__D &d, const __A &a, const __B &b, const __C &c, bool satf = false);
template <typename __T> __attribute__((device)) __inline__ __T __float_to_tf32(__T f) { return f; }
} // namespace wmma
} // namespace nvcuda

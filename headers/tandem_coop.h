/* tandem/headers/tandem_coop.h — cooperative groups (cooperative_groups.h,
 * cooperative_groups/reduce.h, scan.h, memcpy_async.h), written for tandem
 * from the CUDA Programming Guide's description of the API. Every group
 * operation is reduced to what tandem models:
 *   - thread_block::sync()        -> __syncthreads()
 *   - a tile's / coalesced group's sync() -> __syncwarp(mask of its lanes)
 *   - shfl/any/all/ballot/match on a tile -> the *_sync warp functions with
 *     the tile's mask (so each one synchronises the tile's lanes)
 *   - grid_group::sync()          -> __tandem_grid_sync(), which the translator
 *     turns into a grid-wide barrier (encodings/barrier.c)
 *   - multi-grid sync, memcpy_async, tiles wider than a warp: calls of
 *     functions declared without a body, so tandem stops that kernel with
 *     exit 2 naming the construct.
 * Lanes are numbered by the linear thread index within the block, as CUDA
 * forms warps. Included by headers/cuda.h. */
#ifndef TANDEM_COOP_H
#define TANDEM_COOP_H

#define _COOPERATIVE_GROUPS_H_
#define _CG_ABI_EXPERIMENTAL
#define __TANDEM_CGM __inline__ __attribute__((device)) __attribute__((always_inline))

/* Declared without a body on purpose: the translator knows
 * __tandem_grid_sync (a grid-wide barrier); the others are not modelled. */
extern "C" {
__TANDEM_D void __tandem_grid_sync(void);
__TANDEM_D void __tandem_multi_grid_sync(void);
__TANDEM_D void __tandem_tile_wider_than_warp_sync(void);
__TANDEM_D void __tandem_memcpy_async(void);
__TANDEM_D void __tandem_cluster_sync(void);
}

namespace cooperative_groups {
namespace __tandem {
__TANDEM_DI unsigned int block_rank() {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x; }
__TANDEM_DI unsigned int block_size() { return blockDim.x * blockDim.y * blockDim.z; }
__TANDEM_DI unsigned int lane() { return block_rank() % 32u; }
/* The lanes of the width-W tile holding this thread (W a power of two <= 32). */
__TANDEM_DI unsigned int tile_mask(unsigned int w) {
  unsigned int m = w >= 32 ? 0xffffffffu : ((1u << w) - 1u);
  return w >= 32 ? m : m << (lane() / w * w); }
}

namespace __tandem {
/* Group shuffles of any trivially copyable type: one *_sync shuffle over
 * the group's lanes per 32-bit word. */
#define __TANDEM_SHFL_WORDS(NAME, SHFL, AT)                                     \
  template <typename __T>                                                       \
  __TANDEM_DI __T NAME(__T v, unsigned int m, AT a, int w) {                    \
    union U { __T v; int w[(sizeof(__T) + 3) / 4]; } u;                        \
    u.v = v;                                                                    \
    for (unsigned int i = 0; i < (sizeof(__T) + 3) / 4; i++) u.w[i] = SHFL(m, u.w[i], a, w); \
    return u.v; }
/* The types the *_sync shuffles take directly: no detour through a union
 * (whose indexed words would stay in memory). Non-templates win overload
 * resolution for exact matches. */
#define __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, T)                                 \
  __TANDEM_DI T NAME(T v, unsigned int m, AT a, int w) { return SHFL(m, v, a, w); }
#define __TANDEM_SHFL_ALL(NAME, SHFL, AT)                                       \
  __TANDEM_SHFL_WORDS(NAME, SHFL, AT)                                           \
  __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, int) __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, unsigned int) \
  __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, float) __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, long long) \
  __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, unsigned long long) __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, double) \
  __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, long) __TANDEM_SHFL_DIRECT(NAME, SHFL, AT, unsigned long)
__TANDEM_SHFL_ALL(shfl_idx, __shfl_sync, int)
__TANDEM_SHFL_ALL(shfl_down, __shfl_down_sync, unsigned int)
__TANDEM_SHFL_ALL(shfl_up, __shfl_up_sync, unsigned int)
__TANDEM_SHFL_ALL(shfl_xor, __shfl_xor_sync, int)
#undef __TANDEM_SHFL_WORDS
#undef __TANDEM_SHFL_DIRECT
#undef __TANDEM_SHFL_ALL
}

/* A group of any kind, as returned by the untemplated tiled_partition. */
class thread_group {
protected:
  unsigned int __kind; /* 0 block, 1 tile/coalesced, 2 grid */
  unsigned int __mask, __size, __rank;
public:
  __TANDEM_CGM thread_group(unsigned int k, unsigned int m, unsigned int s, unsigned int r)
      : __kind(k), __mask(m), __size(s), __rank(r) {}
  __TANDEM_CGM void sync() const {
    if (__kind == 0) __syncthreads();
    else if (__kind == 2) __tandem_grid_sync();
    else __syncwarp(__mask);
  }
  __TANDEM_CGM unsigned int size() const { return __size; }
  __TANDEM_CGM unsigned int num_threads() const { return __size; }
  __TANDEM_CGM unsigned int thread_rank() const { return __rank; }
  __TANDEM_CGM bool is_valid() const { return true; }
  __TANDEM_CGM unsigned int get_type() const { return __kind; }
};

/* The index and dimension accessors return the built-in variables
 * themselves (convertible to dim3): `.x` then reads the special register
 * directly, where a dim3 returned by value would reach the translator as
 * an aggregate it does not follow. */
class thread_block : public thread_group {
public:
  __TANDEM_CGM thread_block() : thread_group(0, 0xffffffffu, __tandem::block_size(), __tandem::block_rank()) {}
  __TANDEM_CGM void sync() const { __syncthreads(); }
  __TANDEM_CGM unsigned int size() const { return __tandem::block_size(); }
  __TANDEM_CGM unsigned int num_threads() const { return __tandem::block_size(); }
  __TANDEM_CGM unsigned int thread_rank() const { return __tandem::block_rank(); }
  __TANDEM_CGM const __tandem_blockIdx_t &group_index() const { return blockIdx; }
  __TANDEM_CGM const __tandem_threadIdx_t &thread_index() const { return threadIdx; }
  __TANDEM_CGM const __tandem_blockDim_t &group_dim() const { return blockDim; }
  __TANDEM_CGM const __tandem_blockDim_t &dim_threads() const { return blockDim; }
};
__TANDEM_DI thread_block this_thread_block() { return thread_block(); }

class grid_group : public thread_group {
public:
  __TANDEM_CGM grid_group() : thread_group(2, 0xffffffffu, 0, 0) {}
  /* A grid-wide barrier (every thread of the grid must reach it). */
  __TANDEM_CGM void sync() const { __tandem_grid_sync(); }
  __TANDEM_CGM const __tandem_blockIdx_t &group_index() const { return blockIdx; }
  __TANDEM_CGM const __tandem_threadIdx_t &thread_index() const { return threadIdx; }
  __TANDEM_CGM bool is_valid() const { return true; }
  __TANDEM_CGM unsigned long long num_threads() const {
    return (unsigned long long)__tandem::block_size() * gridDim.x * gridDim.y * gridDim.z; }
  __TANDEM_CGM unsigned long long size() const { return num_threads(); }
  __TANDEM_CGM unsigned long long block_rank() const {
    return ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x; }
  __TANDEM_CGM unsigned long long thread_rank() const {
    return block_rank() * __tandem::block_size() + __tandem::block_rank(); }
  __TANDEM_CGM unsigned long long num_blocks() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z; }
  __TANDEM_CGM const __tandem_gridDim_t &group_dim() const { return gridDim; }
  __TANDEM_CGM const __tandem_gridDim_t &dim_blocks() const { return gridDim; }
  __TANDEM_CGM const __tandem_blockIdx_t &block_index() const { return blockIdx; }
  __TANDEM_CGM const __tandem_blockDim_t &block_dim() const { return blockDim; }
};
__TANDEM_DI grid_group this_grid() { return grid_group(); }

class multi_grid_group {
public:
  __TANDEM_CGM void sync() const { __tandem_multi_grid_sync(); }
  __TANDEM_CGM bool is_valid() const { return true; }
};
__TANDEM_DI multi_grid_group this_multi_grid() { return multi_grid_group(); }

/* Warp-level operations shared by tiles and coalesced groups; `M` is the
 * group's lane mask, `W` the shuffle width. */
#define __TANDEM_CG_WARP_OPS                                                    \
  template <typename __T> __TANDEM_CGM __T shfl(__T v, int src) const {         \
    return __tandem::shfl_idx(v, __lanes(), src, __width()); }             \
  template <typename __T> __TANDEM_CGM __T shfl_down(__T v, unsigned int d) const { \
    return __tandem::shfl_down(v, __lanes(), d, __width()); }          \
  template <typename __T> __TANDEM_CGM __T shfl_up(__T v, unsigned int d) const { \
    return __tandem::shfl_up(v, __lanes(), d, __width()); }          \
  template <typename __T> __TANDEM_CGM __T shfl_xor(__T v, unsigned int d) const { \
    return __tandem::shfl_xor(v, __lanes(), (int)d, __width()); }          \
  __TANDEM_CGM int any(int p) const { return __any_sync(__lanes(), p); }       \
  __TANDEM_CGM int all(int p) const { return __all_sync(__lanes(), p); }       \
  __TANDEM_CGM unsigned int ballot(int p) const { return __ballot_sync(__lanes(), p); } \
  template <typename __T> __TANDEM_CGM unsigned int match_any(__T v) const {   \
    return __match_any_sync(__lanes(), v); }                                    \
  template <typename __T> __TANDEM_CGM unsigned int match_all(__T v, int &p) const { \
    return __match_all_sync(__lanes(), v, &p); }

template <unsigned int __N, typename __Parent = void> class thread_block_tile;

/* A statically sized tile of __N threads (a power of two). */
template <unsigned int __N>
class thread_block_tile<__N, void> : public thread_group {
  static_assert(__N > 0 && (__N & (__N - 1)) == 0, "tile size must be a power of two");
public:
  __TANDEM_CGM unsigned int __lanes() const { return __tandem::tile_mask(__N > 32 ? 32 : __N); }
  __TANDEM_CGM int __width() const { return __N > 32 ? 32 : (int)__N; }
  __TANDEM_CGM thread_block_tile()
      : thread_group(1, __tandem::tile_mask(__N > 32 ? 32 : __N), __N, __tandem::block_rank() % __N) {}
  __TANDEM_CGM void sync() const {
    if (__N > 32) __tandem_tile_wider_than_warp_sync();
    else __syncwarp(__lanes());
  }
  __TANDEM_CGM unsigned int thread_rank() const { return __tandem::block_rank() % __N; }
  __TANDEM_CGM static constexpr unsigned int size() { return __N; }
  __TANDEM_CGM static constexpr unsigned int num_threads() { return __N; }
  __TANDEM_CGM unsigned int meta_group_rank() const { return __tandem::block_rank() / __N; }
  __TANDEM_CGM unsigned int meta_group_size() const { return (__tandem::block_size() + __N - 1) / __N; }
  __TANDEM_CG_WARP_OPS
};
template <unsigned int __N, typename __Parent>
class thread_block_tile : public thread_block_tile<__N, void> {
public:
  __TANDEM_CGM thread_block_tile() {}
  __TANDEM_CGM operator thread_block_tile<__N, void>() const { return thread_block_tile<__N, void>(); }
};

template <unsigned int __N, typename __P>
__TANDEM_DI thread_block_tile<__N, __P> tiled_partition(const __P &) { return thread_block_tile<__N, __P>(); }

/* The dynamically sized partition: a thread_group of tile kind. */
__TANDEM_DI thread_group tiled_partition(const thread_group &parent, unsigned int n) {
  if (parent.get_type() != 0) __tandem_tile_wider_than_warp_sync(); /* nested partitions */
  if (n > 32) __tandem_tile_wider_than_warp_sync();
  return thread_group(1, __tandem::tile_mask(n), n, __tandem::block_rank() % n);
}

/* The active threads of a warp at the point of the call. */
class coalesced_group : public thread_group {
public:
  __TANDEM_CGM unsigned int __lanes() const { return __mask; }
  __TANDEM_CGM int __width() const { return 32; }
  __TANDEM_CGM explicit coalesced_group(unsigned int m)
      : thread_group(1, m, (unsigned int)__popc(m), (unsigned int)__popc(m & __lanemask_lt())) {}
  __TANDEM_CGM void sync() const { __syncwarp(__mask); }
  __TANDEM_CGM unsigned int meta_group_rank() const { return 0; }
  __TANDEM_CGM unsigned int meta_group_size() const { return 1; }
  __TANDEM_CG_WARP_OPS
};
__TANDEM_DI coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }
#undef __TANDEM_CG_WARP_OPS

/* binary_partition / labeled_partition split a tile (or coalesced group)
 * into the lanes that agree on a predicate / label: a coalesced group
 * whose mask comes from a vote / match over the parent's lanes. */
template <typename __G>
__TANDEM_DI coalesced_group binary_partition(const __G &g, bool p) {
  unsigned int yes = __ballot_sync(g.__lanes(), p);
  return coalesced_group(p ? yes : (g.__lanes() & ~yes));
}
template <typename __G, typename __L>
__TANDEM_DI coalesced_group labeled_partition(const __G &g, __L label) {
  return coalesced_group(__match_any_sync(g.__lanes(), label) & g.__lanes());
}

/* Scratch memory for tiles wider than a warp (CUDA 11.1+); those tiles'
 * sync() is not modelled (see above). */
template <unsigned int __S, unsigned int __M = 1024> struct block_tile_memory {};
namespace experimental { using cooperative_groups::block_tile_memory; }
template <unsigned int __S, unsigned int __M>
__TANDEM_DI thread_block this_thread_block(block_tile_memory<__S, __M> &) { return thread_block(); }

template <typename __G> __TANDEM_DI void sync(const __G &g) { g.sync(); }
template <typename __G> __TANDEM_DI unsigned long long thread_rank(const __G &g) { return g.thread_rank(); }
template <typename __G> __TANDEM_DI unsigned long long group_size(const __G &g) { return g.size(); }
template <typename __G> __TANDEM_DI void wait(const __G &g) { g.sync(); }
template <typename __G> __TANDEM_DI void wait_prior(const __G &g) { g.sync(); }
template <unsigned int __K, typename __G> __TANDEM_DI void wait_prior(const __G &g) { g.sync(); }

/* ---- cooperative_groups/reduce.h and scan.h: butterfly and Hillis-Steele
 * over the tile's shuffles, so the warp synchronisation they imply is there. */
template <typename __T> struct plus { __TANDEM_CGM __T operator()(__T a, __T b) const { return a + b; } };
template <typename __T> struct less { __TANDEM_CGM __T operator()(__T a, __T b) const { return a < b ? a : b; } };
template <typename __T> struct greater { __TANDEM_CGM __T operator()(__T a, __T b) const { return a > b ? a : b; } };
template <typename __T> struct bit_and { __TANDEM_CGM __T operator()(__T a, __T b) const { return a & b; } };
template <typename __T> struct bit_or { __TANDEM_CGM __T operator()(__T a, __T b) const { return a | b; } };
template <typename __T> struct bit_xor { __TANDEM_CGM __T operator()(__T a, __T b) const { return a ^ b; } };
template <typename __G, typename __T, typename __Op>
__TANDEM_DI __T reduce(const __G &g, __T v, __Op op) {
  for (unsigned int o = 16; o > 0; o /= 2)
    if (o < g.size()) v = op(v, g.shfl_xor(v, o));
  return v;
}
template <typename __G, typename __T, typename __Op>
__TANDEM_DI __T inclusive_scan(const __G &g, __T v, __Op op) {
  for (unsigned int o = 1; o < 32; o *= 2)
    if (o < g.size()) { __T u = g.shfl_up(v, o); if (g.thread_rank() >= o) v = op(v, u); }
  return v;
}
template <typename __G, typename __T>
__TANDEM_DI __T inclusive_scan(const __G &g, __T v) { return inclusive_scan(g, v, plus<__T>()); }
template <typename __G, typename __T, typename __Op>
__TANDEM_DI __T exclusive_scan(const __G &g, __T v, __Op op) {
  __T r = g.shfl_up(inclusive_scan(g, v, op), 1);
  return g.thread_rank() == 0 ? __T() : r;
}
template <typename __G, typename __T>
__TANDEM_DI __T exclusive_scan(const __G &g, __T v) { return exclusive_scan(g, v, plus<__T>()); }

/* `synchronize(g)`: GPUVerify's CUDA header's name for sync(g). */
template <typename __G> __TANDEM_DI void synchronize(const __G &g) { g.sync(); }

/* ---- cooperative_groups/memcpy_async.h: the asynchronous copy is not
 * modelled (exit 2, named); wait() is the group's barrier. */
template <typename __G>
__TANDEM_DI void memcpy_async(const __G &, void *, const void *, __tandem_size_t) { __tandem_memcpy_async(); }
template <typename __G, typename __T>
__TANDEM_DI void memcpy_async(const __G &, __T *, __tandem_size_t, const __T *, __tandem_size_t) {
  __tandem_memcpy_async(); }
} // namespace cooperative_groups

#undef __TANDEM_CGM
#endif /* TANDEM_COOP_H */

// cub/cub.cuh: tandem's stand-in for CUB, the CUDA toolkit's library of
// block-, warp- and device-wide primitives, written from its public
// documentation. docs/headers.md ("CUB") gives the model and why it is
// sound; in short:
//
// - BlockReduce and BlockScan are collectives over the block: every thread
//   writes somewhere in the TempStorage (an atomic exchange at a slot it
//   cannot predict), the block synchronises (__syncthreads), every thread
//   reads somewhere in it, and each thread's result is an arbitrary value.
//   So a call in divergent code is a barrier divergence, and a TempStorage
//   reused without a __syncthreads() in between (CUB's documented rule) is
//   a race between the first call's reads and the second call's writes.
//   Blocks of one warp (at most 32 threads) are refused: whether CUB
//   synchronises and uses the storage there depends on its algorithm.
// - WarpReduce and WarpScan: an arbitrary result per thread, no storage
//   access, no synchronisation (fewer orderings than CUB's shuffles), for
//   logical warps of a power of two; other widths are refused.
// - The other block primitives (BlockLoad, BlockStore, BlockExchange,
//   BlockRadixSort, ...) are declared only: a kernel that calls one stops
//   with exit 2 naming the member function.
// - Device-wide algorithms (DeviceReduce::Sum, ...) are host calls that
//   launch CUB's own kernels, which are not in the file: they parse and do
//   nothing, as the other libraries' host APIs do.
#pragma once
// CUB's caching allocator (cub/util_allocator.cuh, which cub.cuh includes)
// brings in these, and programs rely on them (std::chrono through <mutex>).
#include <map>
#include <mutex>
#include <set>

namespace cub {

enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};
enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };
enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };

// ------------------------------------------------------------ operators and types
struct Sum {
  template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }
};
struct Max {
  template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
struct Min {
  template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
struct Equality {
  template <class T> __host__ __device__ bool operator()(const T &a, const T &b) const { return a == b; }
};
struct Inequality {
  template <class T> __host__ __device__ bool operator()(const T &a, const T &b) const { return !(a == b); }
};
template <class K, class V> struct KeyValuePair {
  typedef K Key;
  typedef V Value;
  K key;
  V value;
  KeyValuePair() = default;
  __host__ __device__ KeyValuePair(const K &k, const V &v) : key(k), value(v) {}
};
struct ArgMax {
  template <class K, class V>
  __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
    return (b.value > a.value || (!(a.value > b.value) && b.key < a.key)) ? b : a;
  }
};
struct ArgMin {
  template <class K, class V>
  __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
    return (b.value < a.value || (!(a.value < b.value) && b.key < a.key)) ? b : a;
  }
};
struct NullType {};

// Radix traits: the unsigned bits of a key and the twiddle that orders
// them as the keys are ordered (flip the sign bit of a signed integer; of a
// float, flip the sign bit of a positive one and every bit of a negative one).
template <class T, class U, int KIND> struct __TandemRadixTraits {
  typedef U UnsignedBits;
  static const U HIGH_BIT = (U)1 << (sizeof(U) * 8 - 1);
  __host__ __device__ static U TwiddleIn(U b) {
    return KIND == 0 ? b : KIND == 1 ? (U)(b ^ HIGH_BIT) : (U)(b ^ ((b & HIGH_BIT) ? (U)~(U)0 : HIGH_BIT));
  }
  __host__ __device__ static U TwiddleOut(U b) {
    return KIND == 0 ? b : KIND == 1 ? (U)(b ^ HIGH_BIT) : (U)(b ^ ((b & HIGH_BIT) ? HIGH_BIT : (U)~(U)0));
  }
  __host__ __device__ static T Max() { return __builtin_bit_cast(T, TwiddleOut((U)~(U)0)); }
  __host__ __device__ static T Lowest() { return __builtin_bit_cast(T, TwiddleOut((U)0)); }
};
template <class T> struct Traits;
template <> struct Traits<unsigned char> : __TandemRadixTraits<unsigned char, unsigned char, 0> {};
template <> struct Traits<unsigned short> : __TandemRadixTraits<unsigned short, unsigned short, 0> {};
template <> struct Traits<unsigned int> : __TandemRadixTraits<unsigned int, unsigned int, 0> {};
template <> struct Traits<unsigned long> : __TandemRadixTraits<unsigned long, unsigned long, 0> {};
template <> struct Traits<unsigned long long> : __TandemRadixTraits<unsigned long long, unsigned long long, 0> {};
template <> struct Traits<signed char> : __TandemRadixTraits<signed char, unsigned char, 1> {};
template <> struct Traits<char> : __TandemRadixTraits<char, unsigned char, 1> {};
template <> struct Traits<short> : __TandemRadixTraits<short, unsigned short, 1> {};
template <> struct Traits<int> : __TandemRadixTraits<int, unsigned int, 1> {};
template <> struct Traits<long> : __TandemRadixTraits<long, unsigned long, 1> {};
template <> struct Traits<long long> : __TandemRadixTraits<long long, unsigned long long, 1> {};
template <> struct Traits<float> : __TandemRadixTraits<float, unsigned int, 2> {};
template <> struct Traits<double> : __TandemRadixTraits<double, unsigned long long, 2> {};

// ------------------------------------------------------------ the collective model
// One block-wide exchange through `words` (of `n` words): the accesses and
// the barrier described at the top of this file.
__device__ __forceinline__ void __tandem_cub_exchange(unsigned int *words, unsigned int n) {
  atomicExch(&words[__tandem_arbitrary() % n], 0u);
  __syncthreads();
  volatile unsigned int seen = words[__tandem_arbitrary() % n];
  (void)seen;
}

// Blocks of one warp: CUB's raking algorithms reduce warp-synchronously
// there (no barrier), its warp-reductions algorithm still exchanges the
// warp's aggregate through the storage around a barrier. A model without
// the barrier and with the accesses would race with itself, one with the
// barrier could order what CUB does not: the kernel stops (exit 2) on
// this name instead.
__device__ void __tandem_cub_block_of_one_warp(void);

template <int THREADS> struct __TandemCubCollective {
  // As much room as CUB's layouts take for elements of up to 8 bytes (a
  // raking grid: one element per thread and a padding word per 32), so
  // that a TempStorage in a union covers the bytes CUB's would.
  static const unsigned int WORDS = THREADS <= 32 ? 1 : 2 * THREADS + THREADS / 8 + 8;
  struct TempStorage {
    unsigned int __words[WORDS];
  };
  __device__ static void exchange(TempStorage &s) {
    if (THREADS > 32)
      __tandem_cub_exchange(s.__words, WORDS);
    else
      __tandem_cub_block_of_one_warp();
  }
};

template <class T> __device__ __forceinline__ T __tandem_cub_any() { return __tandem_tex_val<T>::get(); }

// Logical warps of a power of two: CUB's shuffle-based warp reduction and
// scan, no storage. Other widths go through shared memory: refused (exit 2).
__device__ void __tandem_cub_logical_warp_not_a_power_of_two(void);
template <int WARP, class T> __device__ __forceinline__ T __tandem_cub_warp_any() {
  if (WARP & (WARP - 1))
    __tandem_cub_logical_warp_not_a_power_of_two();
  return __tandem_cub_any<T>();
}

// ------------------------------------------------------------ block reduce and scan
template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  typedef __TandemCubCollective<BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z> C;
  typename C::TempStorage *storage;
  __device__ T reduced() {
    C::exchange(*storage);
    return __tandem_cub_any<T>();
  }

public:
  struct TempStorage : C::TempStorage {};
  // Without a TempStorage CUB uses its own __shared__ one.
  __device__ BlockReduce() {
    __shared__ typename C::TempStorage own;
    storage = &own;
  }
  __device__ BlockReduce(TempStorage &s) : storage(&s) {}
  __device__ T Sum(T) { return reduced(); }
  __device__ T Sum(T, int) { return reduced(); }
  template <int ITEMS> __device__ T Sum(T (&)[ITEMS]) { return reduced(); }
  template <class Op> __device__ T Reduce(T, Op) { return reduced(); }
  template <class Op> __device__ T Reduce(T, Op, int) { return reduced(); }
  template <int ITEMS, class Op> __device__ T Reduce(T (&)[ITEMS], Op) { return reduced(); }
};

template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
  typedef __TandemCubCollective<BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z> C;
  typename C::TempStorage *storage;
  __device__ void scan(T &out) {
    C::exchange(*storage);
    out = __tandem_cub_any<T>();
  }
  template <int ITEMS> __device__ void scan(T (&out)[ITEMS]) {
    C::exchange(*storage);
    for (int i = 0; i < ITEMS; i++)
      out[i] = __tandem_cub_any<T>();
  }

public:
  struct TempStorage : C::TempStorage {};
  __device__ BlockScan() {
    __shared__ typename C::TempStorage own;
    storage = &own;
  }
  __device__ BlockScan(TempStorage &s) : storage(&s) {}
  __device__ void ExclusiveSum(T, T &out) { scan(out); }
  __device__ void ExclusiveSum(T, T &out, T &aggregate) { scan(out); aggregate = __tandem_cub_any<T>(); }
  __device__ void InclusiveSum(T, T &out) { scan(out); }
  __device__ void InclusiveSum(T, T &out, T &aggregate) { scan(out); aggregate = __tandem_cub_any<T>(); }
  template <int ITEMS> __device__ void ExclusiveSum(T (&)[ITEMS], T (&out)[ITEMS]) { scan(out); }
  template <int ITEMS> __device__ void ExclusiveSum(T (&)[ITEMS], T (&out)[ITEMS], T &aggregate) {
    scan(out); aggregate = __tandem_cub_any<T>(); }
  template <int ITEMS> __device__ void InclusiveSum(T (&)[ITEMS], T (&out)[ITEMS]) { scan(out); }
  template <int ITEMS> __device__ void InclusiveSum(T (&)[ITEMS], T (&out)[ITEMS], T &aggregate) {
    scan(out); aggregate = __tandem_cub_any<T>(); }
  template <class Op> __device__ void ExclusiveScan(T, T &out, T, Op) { scan(out); }
  template <class Op> __device__ void ExclusiveScan(T, T &out, T, Op, T &aggregate) {
    scan(out); aggregate = __tandem_cub_any<T>(); }
  template <class Op> __device__ void InclusiveScan(T, T &out, Op) { scan(out); }
  template <class Op> __device__ void InclusiveScan(T, T &out, Op, T &aggregate) {
    scan(out); aggregate = __tandem_cub_any<T>(); }
  template <int ITEMS, class Op> __device__ void ExclusiveScan(T (&)[ITEMS], T (&out)[ITEMS], T, Op) { scan(out); }
  template <int ITEMS, class Op> __device__ void InclusiveScan(T (&)[ITEMS], T (&out)[ITEMS], Op) { scan(out); }
};

// ------------------------------------------------------------ warp reduce and scan
template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpReduce {
public:
  struct TempStorage { unsigned int __unused; };
  __device__ WarpReduce(TempStorage &) {}
  __device__ T Sum(T) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  __device__ T Sum(T, int) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  template <class Op> __device__ T Reduce(T, Op) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  template <class Op> __device__ T Reduce(T, Op, int) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  template <class F> __device__ T HeadSegmentedSum(T, F) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  template <class F> __device__ T TailSegmentedSum(T, F) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
};

template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpScan {
public:
  struct TempStorage { unsigned int __unused; };
  __device__ WarpScan(TempStorage &) {}
  __device__ void ExclusiveSum(T, T &out) { out = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  __device__ void ExclusiveSum(T, T &out, T &aggregate) {
    out = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); aggregate = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  __device__ void InclusiveSum(T, T &out) { out = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  __device__ void InclusiveSum(T, T &out, T &aggregate) {
    out = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); aggregate = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  template <class Op> __device__ void ExclusiveScan(T, T &out, T, Op) { out = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  template <class Op> __device__ void InclusiveScan(T, T &out, Op) { out = __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
  __device__ T Broadcast(T, unsigned int) { return __tandem_cub_warp_any<LOGICAL_WARP_THREADS, T>(); }
};

// ------------------------------------------------------------ declared only
// A kernel calling one of these stops (exit 2) with the member's name.
#define __TANDEM_CUB_DECLARED(NAME, ...)                                        \
  template <__VA_ARGS__> class NAME {                                           \
  public:                                                                       \
    struct TempStorage { unsigned int __words[1]; };                            \
    __device__ NAME();                                                          \
    __device__ NAME(TempStorage &);                                             \
    template <class... __Args> __device__ void Load(__Args &&...);              \
    template <class... __Args> __device__ void Store(__Args &&...);             \
    template <class... __Args> __device__ void StripedToBlocked(__Args &&...);  \
    template <class... __Args> __device__ void BlockedToStriped(__Args &&...);  \
    template <class... __Args> __device__ void WarpStripedToBlocked(__Args &&...); \
    template <class... __Args> __device__ void BlockedToWarpStriped(__Args &&...); \
    template <class... __Args> __device__ void ScatterToBlocked(__Args &&...);  \
    template <class... __Args> __device__ void ScatterToStriped(__Args &&...);  \
    template <class... __Args> __device__ void Sort(__Args &&...);              \
    template <class... __Args> __device__ void SortDescending(__Args &&...);    \
    template <class... __Args> __device__ void SortBlockedToStriped(__Args &&...); \
    template <class... __Args> __device__ void Histogram(__Args &&...);         \
    template <class... __Args> __device__ void Composite(__Args &&...);         \
    template <class... __Args> __device__ void FlagHeads(__Args &&...);         \
    template <class... __Args> __device__ void FlagTails(__Args &&...);         \
    template <class... __Args> __device__ void SubtractLeft(__Args &&...);      \
    template <class... __Args> __device__ void SubtractRight(__Args &&...);     \
    template <class... __Args> __device__ void Exchange(__Args &&...);          \
  };
__TANDEM_CUB_DECLARED(BlockLoad, class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
                      BlockLoadAlgorithm A = BLOCK_LOAD_DIRECT, int Y = 1, int Z = 1, int P = 0)
__TANDEM_CUB_DECLARED(BlockStore, class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
                      BlockStoreAlgorithm A = BLOCK_STORE_DIRECT, int Y = 1, int Z = 1, int P = 0)
__TANDEM_CUB_DECLARED(BlockExchange, class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
                      bool WARP_TIME_SLICING = false, int Y = 1, int Z = 1, int P = 0)
__TANDEM_CUB_DECLARED(WarpExchange, class T, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32,
                      int P = 0)
__TANDEM_CUB_DECLARED(BlockRadixSort, class K, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
                      class V = NullType, int RADIX_BITS = 4, bool MEMOIZE = true,
                      BlockScanAlgorithm A = BLOCK_SCAN_WARP_SCANS, int CONFIG = 0, int Y = 1,
                      int Z = 1, int P = 0)
__TANDEM_CUB_DECLARED(BlockHistogram, class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
                      BlockHistogramAlgorithm A = BLOCK_HISTO_SORT, int Y = 1, int Z = 1, int P = 0)
__TANDEM_CUB_DECLARED(BlockDiscontinuity, class T, int BLOCK_DIM_X, int Y = 1, int Z = 1, int P = 0)
__TANDEM_CUB_DECLARED(BlockAdjacentDifference, class T, int BLOCK_DIM_X, int Y = 1, int Z = 1,
                      int P = 0)
#undef __TANDEM_CUB_DECLARED
template <class... A> __device__ void LoadDirectBlocked(A &&...);
template <class... A> __device__ void LoadDirectStriped(A &&...);
template <class... A> __device__ void LoadDirectWarpStriped(A &&...);
template <class... A> __device__ void StoreDirectBlocked(A &&...);
template <class... A> __device__ void StoreDirectStriped(A &&...);
template <class... A> __device__ void StoreDirectWarpStriped(A &&...);

// ------------------------------------------------------------ iterators
template <class T, class Offset = long> class CountingInputIterator {
  T base;

public:
  typedef T value_type;
  typedef Offset difference_type;
  __host__ __device__ CountingInputIterator(const T &v) : base(v) {}
  __host__ __device__ T operator*() const { return base; }
  __host__ __device__ T operator[](Offset i) const { return base + (T)i; }
  __host__ __device__ CountingInputIterator operator+(Offset i) const { return CountingInputIterator(base + (T)i); }
};
template <class T, class Offset = long> class ConstantInputIterator {
  T v;

public:
  typedef T value_type;
  __host__ __device__ ConstantInputIterator(const T &x) : v(x) {}
  __host__ __device__ T operator*() const { return v; }
  __host__ __device__ T operator[](Offset) const { return v; }
  __host__ __device__ ConstantInputIterator operator+(Offset) const { return *this; }
};
template <class V, class Op, class It, class Offset = long> class TransformInputIterator {
  It it;
  Op op;

public:
  typedef V value_type;
  __host__ __device__ TransformInputIterator(It i, Op o) : it(i), op(o) {}
  __host__ __device__ V operator*() const { return op(*it); }
  __host__ __device__ V operator[](Offset i) const { return op(it[i]); }
  __host__ __device__ TransformInputIterator operator+(Offset i) const { return TransformInputIterator(it + i, op); }
};
template <CacheLoadModifier M, class T, class Offset = long> class CacheModifiedInputIterator {
  T *p;

public:
  typedef T value_type;
  __host__ __device__ CacheModifiedInputIterator(T *q) : p(q) {}
  __host__ __device__ T operator*() const { return *p; }
  __host__ __device__ T operator[](Offset i) const { return p[i]; }
  __host__ __device__ CacheModifiedInputIterator operator+(Offset i) const { return CacheModifiedInputIterator(p + i); }
};

// ------------------------------------------------------------ device-wide (host calls)
// CUB's own kernels run these; they are not in the file.
#define __TANDEM_CUB_HOST(NAME)                                                 \
  template <class... A> __host__ static cudaError_t NAME(A &&...) { return cudaSuccess; }
struct DeviceReduce {
  __TANDEM_CUB_HOST(Sum) __TANDEM_CUB_HOST(Max) __TANDEM_CUB_HOST(Min) __TANDEM_CUB_HOST(Reduce)
  __TANDEM_CUB_HOST(ArgMax) __TANDEM_CUB_HOST(ArgMin) __TANDEM_CUB_HOST(ReduceByKey)
  __TANDEM_CUB_HOST(TransformReduce)
};
struct DeviceSegmentedReduce {
  __TANDEM_CUB_HOST(Sum) __TANDEM_CUB_HOST(Max) __TANDEM_CUB_HOST(Min) __TANDEM_CUB_HOST(Reduce)
  __TANDEM_CUB_HOST(ArgMax) __TANDEM_CUB_HOST(ArgMin)
};
struct DeviceScan {
  __TANDEM_CUB_HOST(ExclusiveSum) __TANDEM_CUB_HOST(InclusiveSum) __TANDEM_CUB_HOST(ExclusiveScan)
  __TANDEM_CUB_HOST(InclusiveScan) __TANDEM_CUB_HOST(ExclusiveSumByKey)
  __TANDEM_CUB_HOST(InclusiveSumByKey) __TANDEM_CUB_HOST(ExclusiveScanByKey)
  __TANDEM_CUB_HOST(InclusiveScanByKey)
};
struct DeviceSelect {
  __TANDEM_CUB_HOST(Flagged) __TANDEM_CUB_HOST(If) __TANDEM_CUB_HOST(Unique)
  __TANDEM_CUB_HOST(UniqueByKey)
};
struct DevicePartition { __TANDEM_CUB_HOST(Flagged) __TANDEM_CUB_HOST(If) };
struct DeviceRadixSort {
  __TANDEM_CUB_HOST(SortKeys) __TANDEM_CUB_HOST(SortPairs) __TANDEM_CUB_HOST(SortKeysDescending)
  __TANDEM_CUB_HOST(SortPairsDescending)
};
struct DeviceSegmentedRadixSort {
  __TANDEM_CUB_HOST(SortKeys) __TANDEM_CUB_HOST(SortPairs) __TANDEM_CUB_HOST(SortKeysDescending)
  __TANDEM_CUB_HOST(SortPairsDescending)
};
struct DeviceMergeSort {
  __TANDEM_CUB_HOST(SortKeys) __TANDEM_CUB_HOST(SortPairs) __TANDEM_CUB_HOST(StableSortKeys)
  __TANDEM_CUB_HOST(StableSortPairs)
};
struct DeviceHistogram {
  __TANDEM_CUB_HOST(HistogramEven) __TANDEM_CUB_HOST(HistogramRange)
  __TANDEM_CUB_HOST(MultiHistogramEven) __TANDEM_CUB_HOST(MultiHistogramRange)
};
struct DeviceRunLengthEncode { __TANDEM_CUB_HOST(Encode) __TANDEM_CUB_HOST(NonTrivialRuns) };
struct DeviceSpmv { __TANDEM_CUB_HOST(CsrMV) };
#undef __TANDEM_CUB_HOST

struct CachingDeviceAllocator {
  template <class... A> __host__ CachingDeviceAllocator(A &&...) {}
  __host__ cudaError_t DeviceAllocate(void **p, size_t bytes, cudaStream_t = 0) { return cudaMalloc(p, bytes); }
  __host__ cudaError_t DeviceAllocate(int, void **p, size_t bytes, cudaStream_t = 0) { return cudaMalloc(p, bytes); }
  __host__ cudaError_t DeviceFree(void *p) { return cudaFree(p); }
  __host__ cudaError_t DeviceFree(int, void *p) { return cudaFree(p); }
  __host__ cudaError_t FreeAllCached() { return cudaSuccess; }
};

__host__ __device__ inline cudaError_t Debug(cudaError_t e, const char *, int) { return e; }

} // namespace cub

#define CubDebug(e) (e)
#define CubDebugExit(e) (void)(e)
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#define CUB_NS_PREFIX
#define CUB_NS_POSTFIX
#define CUB_NAMESPACE_BEGIN namespace cub {
#define CUB_NAMESPACE_END }
#define CUB_PTX_ARCH 700
#define CUB_STDERR

// thrust/tandem_thrust.h: tandem's stand-in for the Thrust library, written
// for tandem from Thrust's public documentation. Every <thrust/...> header
// includes this one file.
//
// What it is for: a program's host code that calls Thrust must parse (host
// code is parsed, never compiled or run), and its kernels get analysed.
// Containers are std::vector underneath (device_vector's element access is
// host code, never run); algorithms are declared only, as __host__
// __device__ templates without a body, so that a *kernel* calling one
// (thrust::sort(thrust::seq, ...) in device code) stops with exit 2 naming
// the function: tandem does not analyse Thrust's own code.
// device_ptr, the functional objects and the fancy iterators' arithmetic are
// small exact inline code (a device_ptr is a pointer).
#pragma once
#include <cmath>
#include <complex>
#include <cstddef>
#include <iostream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#define THRUST_VERSION 200000
#define THRUST_MAJOR_VERSION 2
#define THRUST_MINOR_VERSION 0
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_HOST_SYSTEM_CPP 2
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA
#define __THRUST_HD __attribute__((host)) __attribute__((device))
#define __THRUST_HDI __inline__ __attribute__((host)) __attribute__((device))

namespace thrust {

// ------------------------------------------------------------ execution policies
namespace detail {
struct execution_policy_base {};
struct host_t : execution_policy_base { constexpr host_t() {} };
struct device_t : execution_policy_base { constexpr device_t() {}
  __THRUST_HD device_t on(void *stream) const; };
struct seq_t : execution_policy_base { constexpr seq_t() {} };
template <class T> struct enable_if_policy {
  static const bool value = __is_base_of(execution_policy_base, T); };
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> struct disable_if { typedef T type; };
template <class T> struct disable_if<true, T> {};
template <class T> struct is_policy { static const bool value = __is_base_of(execution_policy_base, T); };
template <class T> struct true_type_if { static const bool value = true; };
struct true_type { static const bool value = true; };
struct false_type { static const bool value = false; };
template <class A, class B> struct is_same : false_type {};
template <class A> struct is_same<A, A> : true_type {};
} // namespace detail
template <class D> struct execution_policy : detail::execution_policy_base {};
constexpr detail::host_t host;
constexpr detail::device_t device;
constexpr detail::seq_t seq;
namespace cuda {
constexpr detail::device_t par;
constexpr detail::device_t par_nosync;
}
namespace system { namespace cuda { using thrust::cuda::par; using thrust::cuda::par_nosync; } }
namespace cuda_cub = cuda;

// ------------------------------------------------------------ iterator traits
template <class I> struct iterator_traits {
  typedef typename I::value_type value_type;
  typedef typename I::difference_type difference_type;
  typedef typename I::reference reference;
  typedef typename I::pointer pointer;
  typedef typename I::iterator_category iterator_category;
};
template <class T> struct iterator_traits<T *> {
  typedef T value_type; typedef std::ptrdiff_t difference_type; typedef T &reference;
  typedef T *pointer; typedef std::random_access_iterator_tag iterator_category;
};
template <class T> struct iterator_traits<const T *> {
  typedef T value_type; typedef std::ptrdiff_t difference_type; typedef const T &reference;
  typedef const T *pointer; typedef std::random_access_iterator_tag iterator_category;
};
template <class I> struct iterator_value { typedef typename iterator_traits<I>::value_type type; };
template <class I> struct iterator_difference { typedef typename iterator_traits<I>::difference_type type; };
template <class I> struct iterator_reference { typedef typename iterator_traits<I>::reference type; };
struct random_access_device_iterator_tag : std::random_access_iterator_tag {};
struct device_system_tag {}; struct host_system_tag {}; struct any_system_tag {};

// ------------------------------------------------------------ device_ptr: a pointer
template <class T> class device_ptr {
  T *p_;
public:
  typedef T value_type; typedef std::ptrdiff_t difference_type; typedef T &reference;
  typedef T *pointer; typedef std::random_access_iterator_tag iterator_category;
  __THRUST_HDI device_ptr() : p_(0) {}
  __THRUST_HDI explicit device_ptr(T *p) : p_(p) {}
  template <class U> __THRUST_HDI device_ptr(const device_ptr<U> &o) : p_(o.get()) {}
  __THRUST_HDI T *get() const { return p_; }
  __THRUST_HDI T &operator*() const { return *p_; }
  __THRUST_HDI T *operator->() const { return p_; }
  __THRUST_HDI T &operator[](std::ptrdiff_t i) const { return p_[i]; }
  __THRUST_HDI device_ptr &operator++() { ++p_; return *this; }
  __THRUST_HDI device_ptr &operator--() { --p_; return *this; }
  __THRUST_HDI device_ptr operator++(int) { device_ptr r = *this; ++p_; return r; }
  __THRUST_HDI device_ptr operator--(int) { device_ptr r = *this; --p_; return r; }
  __THRUST_HDI device_ptr &operator+=(std::ptrdiff_t n) { p_ += n; return *this; }
  __THRUST_HDI device_ptr &operator-=(std::ptrdiff_t n) { p_ -= n; return *this; }
  __THRUST_HDI device_ptr operator+(std::ptrdiff_t n) const { return device_ptr(p_ + n); }
  __THRUST_HDI device_ptr operator-(std::ptrdiff_t n) const { return device_ptr(p_ - n); }
  __THRUST_HDI std::ptrdiff_t operator-(const device_ptr &o) const { return p_ - o.p_; }
  __THRUST_HDI bool operator==(const device_ptr &o) const { return p_ == o.p_; }
  __THRUST_HDI bool operator!=(const device_ptr &o) const { return p_ != o.p_; }
  __THRUST_HDI bool operator<(const device_ptr &o) const { return p_ < o.p_; }
  __THRUST_HDI bool operator>(const device_ptr &o) const { return p_ > o.p_; }
  __THRUST_HDI bool operator<=(const device_ptr &o) const { return p_ <= o.p_; }
  __THRUST_HDI bool operator>=(const device_ptr &o) const { return p_ >= o.p_; }
  __THRUST_HDI explicit operator bool() const { return p_ != 0; }
};
template <> class device_ptr<void> {
  void *p_;
public:
  typedef void value_type; typedef std::ptrdiff_t difference_type; typedef void *pointer;
  __THRUST_HDI device_ptr() : p_(0) {}
  __THRUST_HDI explicit device_ptr(void *p) : p_(p) {}
  template <class U> __THRUST_HDI device_ptr(const device_ptr<U> &o) : p_(o.get()) {}
  __THRUST_HDI void *get() const { return p_; }
  __THRUST_HDI bool operator==(const device_ptr &o) const { return p_ == o.p_; }
  __THRUST_HDI bool operator!=(const device_ptr &o) const { return p_ != o.p_; }
};
template <class T> __THRUST_HDI device_ptr<T> device_pointer_cast(T *p) { return device_ptr<T>(p); }
template <class T> __THRUST_HDI device_ptr<T> device_pointer_cast(const device_ptr<T> &p) { return p; }
template <class T> __THRUST_HDI T *raw_pointer_cast(T *p) { return p; }
template <class T> __THRUST_HDI T *raw_pointer_cast(const device_ptr<T> &p) { return p.get(); }
template <class T> using device_reference = T &;
template <class T> __attribute__((host)) device_ptr<T> device_malloc(std::size_t n);
__attribute__((host)) device_ptr<void> device_malloc(std::size_t bytes);
template <class T> __attribute__((host)) void device_free(device_ptr<T> p);
template <class T> __attribute__((host)) device_ptr<T> device_new(std::size_t n = 1);
template <class T> __attribute__((host)) void device_delete(device_ptr<T> p, std::size_t n = 1);

// ------------------------------------------------------------ containers (host code only)
template <class T, class A = std::allocator<T> > class host_vector : public std::vector<T, A> {
public:
  using std::vector<T, A>::vector;
  host_vector() {}
  template <class V, class = typename V::value_type> host_vector(const V &v);
  template <class V, class = typename V::value_type> host_vector &operator=(const V &v);
};
// rebind keeps the allocator a device_allocator: std::vector's storage
// allocator must convert to its allocator_type (libstdc++ 12, device_vector(n)).
template <class T> struct device_allocator : std::allocator<T> {
  template <class U> struct rebind { typedef device_allocator<U> other; };
  device_allocator() = default;
  template <class U> device_allocator(const device_allocator<U> &) {}
};
template <class T, class A = device_allocator<T> > class device_vector : public std::vector<T, A> {
  typedef std::vector<T, A> base_;
public:
  using base_::vector;
  device_vector() {}
  // Thrust's iterator is built from a device_ptr as well (a strided range over
  // raw device memory: `Iterator it = device_pointer_cast(p)`). Its steps
  // return the iterator itself, and begin() and end() return it, so that a
  // template deduces one type from `v.begin()`, `v.begin() + 1` and a
  // variable declared `device_vector<T>::iterator`.
  struct iterator : base_::iterator {
    typedef typename base_::iterator b_;
    typedef std::ptrdiff_t d_;
    iterator() {}
    iterator(const b_ &i) : b_(i) {}
    iterator(const device_ptr<T> &p) : b_(p.get()) {}
    iterator &operator++() { b_::operator++(); return *this; }
    iterator &operator--() { b_::operator--(); return *this; }
    iterator operator++(int) { iterator r = *this; b_::operator++(); return r; }
    iterator operator--(int) { iterator r = *this; b_::operator--(); return r; }
    iterator &operator+=(d_ n) { b_::operator+=(n); return *this; }
    iterator &operator-=(d_ n) { b_::operator-=(n); return *this; }
    iterator operator+(d_ n) const { return iterator(b_::operator+(n)); }
    iterator operator-(d_ n) const { return iterator(b_::operator-(n)); }
  };
  iterator begin() { return iterator(base_::begin()); }
  iterator end() { return iterator(base_::end()); }
  typename base_::const_iterator begin() const { return base_::begin(); }
  typename base_::const_iterator end() const { return base_::end(); }
  // Thrust's data() is a device_ptr (which converts to device_ptr<const T>).
  device_ptr<T> data() { return device_ptr<T>(std::vector<T, A>::data()); }
  device_ptr<const T> data() const { return device_ptr<const T>(std::vector<T, A>::data()); }
  template <class V, class = typename V::value_type> device_vector(const V &v);
  template <class V, class = typename V::value_type> device_vector &operator=(const V &v);
};
template <class T> class universal_vector : public std::vector<T> {
public:
  using std::vector<T>::vector;
};

// ------------------------------------------------------------ tuples and pairs
// std::tuple and std::pair underneath, with the assignments that Thrust
// gives device code too: before C++20 the standard ones are not constexpr,
// so clang calls them host functions, and `thrust::tie(a, b) = f(x)` in a
// kernel would not compile. Construction and std::get are constexpr, hence
// usable on both sides already.
namespace detail { // std::index_sequence is C++14; programs built as C++11 use Thrust too
template <std::size_t... I> struct index_seq {};
template <std::size_t N, std::size_t... I> struct make_index_seq : make_index_seq<N - 1, N - 1, I...> {};
template <std::size_t... I> struct make_index_seq<0, I...> { typedef index_seq<I...> type; };
} // namespace detail
template <class... T> class tuple : public std::tuple<T...> {
  typedef std::tuple<T...> base_;
  typedef typename detail::make_index_seq<sizeof...(T)>::type indices_;
  template <class O, std::size_t... I>
  __THRUST_HDI void assign_(const O &o, detail::index_seq<I...>) {
    int seq[] = {0, ((void)(std::get<I>(static_cast<base_ &>(*this)) = std::get<I>(o)), 0)...};
    (void)seq;
  }
public:
  // (constructors forwarded, not inherited: clang makes an inherited
  // constructor a host function even where the base's is constexpr)
  template <class... U, class = typename std::enable_if<
                            std::is_constructible<base_, U &&...>::value>::type>
  __THRUST_HDI tuple(U &&...u) : base_(std::forward<U>(u)...) {}
  tuple() = default;
  tuple(const tuple &) = default;
  tuple(tuple &&) = default;
  __THRUST_HDI tuple(const base_ &b) : base_(b) {}
  __THRUST_HDI tuple &operator=(const tuple &o) {
    assign_(static_cast<const base_ &>(o), indices_());
    return *this;
  }
  template <class... U, class = typename std::enable_if<sizeof...(U) == sizeof...(T)>::type>
  __THRUST_HDI tuple &operator=(const std::tuple<U...> &o) {
    assign_(o, indices_());
    return *this;
  }
  template <class A, class B, class = typename std::enable_if<sizeof...(T) == 2>::type>
  __THRUST_HDI tuple &operator=(const std::pair<A, B> &p) {
    std::get<0>(static_cast<base_ &>(*this)) = p.first;
    std::get<1>(static_cast<base_ &>(*this)) = p.second;
    return *this;
  }
};
template <class A, class B> struct pair : public std::pair<A, B> {
  template <class C, class D, class = typename std::enable_if<
                                  std::is_constructible<std::pair<A, B>, C &&, D &&>::value>::type>
  __THRUST_HDI pair(C &&c, D &&d) : std::pair<A, B>(std::forward<C>(c), std::forward<D>(d)) {}
  template <class C, class D>
  __THRUST_HDI pair(const std::pair<C, D> &p) : std::pair<A, B>(p.first, p.second) {}
  pair() = default;
  pair(const pair &) = default;
  pair(pair &&) = default;
  template <class C, class D>
  __THRUST_HDI pair &operator=(const std::pair<C, D> &p) {
    this->first = p.first;
    this->second = p.second;
    return *this;
  }
  __THRUST_HDI pair &operator=(const pair &p) {
    this->first = p.first;
    this->second = p.second;
    return *this;
  }
};
template <class... T>
__THRUST_HDI tuple<typename std::decay<T>::type...> make_tuple(T &&...t) {
  return tuple<typename std::decay<T>::type...>(std::forward<T>(t)...);
}
template <class... T> __THRUST_HDI tuple<T &...> tie(T &...t) { return tuple<T &...>(t...); }
template <class A, class B>
__THRUST_HDI pair<typename std::decay<A>::type, typename std::decay<B>::type> make_pair(A &&a, B &&b) {
  return pair<typename std::decay<A>::type, typename std::decay<B>::type>(std::forward<A>(a),
                                                                          std::forward<B>(b));
}
using std::get;
template <class T> using tuple_size = std::tuple_size<T>;
template <std::size_t N, class T> using tuple_element = std::tuple_element<N, T>;

// ------------------------------------------------------------ function objects (exact)
#define __THRUST_BINOP(N, OP)                                                   \
  template <class T = void> struct N {                                          \
    typedef T first_argument_type; typedef T second_argument_type; typedef T result_type; \
    __THRUST_HDI T operator()(const T &a, const T &b) const { return a OP b; } };
#define __THRUST_CMP(N, OP)                                                     \
  template <class T = void> struct N {                                          \
    typedef T first_argument_type; typedef T second_argument_type; typedef bool result_type; \
    __THRUST_HDI bool operator()(const T &a, const T &b) const { return a OP b; } };
__THRUST_BINOP(plus, +) __THRUST_BINOP(minus, -) __THRUST_BINOP(multiplies, *)
__THRUST_BINOP(divides, /) __THRUST_BINOP(modulus, %) __THRUST_BINOP(bit_and, &)
__THRUST_BINOP(bit_or, |) __THRUST_BINOP(bit_xor, ^)
__THRUST_CMP(equal_to, ==) __THRUST_CMP(not_equal_to, !=) __THRUST_CMP(greater, >)
__THRUST_CMP(less, <) __THRUST_CMP(greater_equal, >=) __THRUST_CMP(less_equal, <=)
__THRUST_CMP(logical_and, &&) __THRUST_CMP(logical_or, ||)
#undef __THRUST_BINOP
#undef __THRUST_CMP
template <class T = void> struct maximum {
  typedef T result_type;
  __THRUST_HDI T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T = void> struct minimum {
  typedef T result_type;
  __THRUST_HDI T operator()(const T &a, const T &b) const { return b < a ? b : a; } };
template <class T = void> struct negate {
  typedef T result_type; __THRUST_HDI T operator()(const T &a) const { return -a; } };
template <class T = void> struct logical_not {
  typedef bool result_type; __THRUST_HDI bool operator()(const T &a) const { return !a; } };
template <class T = void> struct identity {
  typedef T result_type; __THRUST_HDI const T &operator()(const T &a) const { return a; } };
template <class T = void> struct square {
  typedef T result_type; __THRUST_HDI T operator()(const T &a) const { return a * a; } };
namespace placeholders { struct __placeholder {}; extern const __placeholder _1, _2, _3; }

// ------------------------------------------------------------ fancy iterators
template <class T> class counting_iterator {
  T v_;
public:
  typedef T value_type; typedef std::ptrdiff_t difference_type; typedef T reference;
  typedef void pointer; typedef std::random_access_iterator_tag iterator_category;
  __THRUST_HDI counting_iterator() : v_() {}
  __THRUST_HDI explicit counting_iterator(T v) : v_(v) {}
  __THRUST_HDI T operator*() const { return v_; }
  __THRUST_HDI T operator[](std::ptrdiff_t i) const { return v_ + i; }
  __THRUST_HDI counting_iterator operator+(std::ptrdiff_t n) const { return counting_iterator(v_ + n); }
  __THRUST_HDI counting_iterator operator-(std::ptrdiff_t n) const { return counting_iterator(v_ - n); }
  __THRUST_HDI std::ptrdiff_t operator-(const counting_iterator &o) const { return v_ - o.v_; }
  __THRUST_HDI counting_iterator &operator++() { ++v_; return *this; }
  __THRUST_HDI bool operator==(const counting_iterator &o) const { return v_ == o.v_; }
  __THRUST_HDI bool operator!=(const counting_iterator &o) const { return v_ != o.v_; }
};
template <class T> __THRUST_HDI counting_iterator<T> make_counting_iterator(T v) { return counting_iterator<T>(v); }
template <class T> class constant_iterator {
  T v_;
public:
  typedef T value_type; typedef std::ptrdiff_t difference_type; typedef T reference;
  typedef void pointer; typedef std::random_access_iterator_tag iterator_category;
  __THRUST_HDI constant_iterator() : v_() {}
  __THRUST_HDI explicit constant_iterator(T v) : v_(v) {}
  __THRUST_HDI T operator*() const { return v_; }
  __THRUST_HDI T operator[](std::ptrdiff_t) const { return v_; }
  __THRUST_HD constant_iterator operator+(std::ptrdiff_t n) const;
  __THRUST_HD std::ptrdiff_t operator-(const constant_iterator &o) const;
};
template <class T> __THRUST_HDI constant_iterator<T> make_constant_iterator(T v) { return constant_iterator<T>(v); }
// The iterators below are only handed to algorithms (declared, never run):
// their operations are declarations.
template <class F, class I, class R = void, class V = void> class transform_iterator {
public:
  typedef typename std::decay<decltype(std::declval<F>()(*std::declval<I>()))>::type value_type;
  typedef std::ptrdiff_t difference_type; typedef value_type reference;
  typedef void pointer; typedef std::random_access_iterator_tag iterator_category;
  __THRUST_HD transform_iterator();
  __THRUST_HD transform_iterator(I i, F f);
  __THRUST_HD value_type operator*() const;
  __THRUST_HD value_type operator[](std::ptrdiff_t) const;
  __THRUST_HD transform_iterator operator+(std::ptrdiff_t n) const;
  __THRUST_HD transform_iterator operator-(std::ptrdiff_t n) const;
  __THRUST_HD std::ptrdiff_t operator-(const transform_iterator &o) const;
  __THRUST_HD transform_iterator &operator++();
  __THRUST_HD bool operator==(const transform_iterator &o) const;
  __THRUST_HD bool operator!=(const transform_iterator &o) const;
};
template <class I, class F> __THRUST_HD transform_iterator<F, I> make_transform_iterator(I i, F f);
template <class IT> class zip_iterator {
public:
  typedef IT iterator_tuple;
  typedef std::ptrdiff_t difference_type; typedef void pointer;
  typedef std::random_access_iterator_tag iterator_category;
  typedef struct __any_value { template <class T> __THRUST_HD operator T() const; } value_type;
  typedef value_type reference;
  __THRUST_HD zip_iterator();
  __THRUST_HD zip_iterator(IT t);
  __THRUST_HD const IT &get_iterator_tuple() const;
  __THRUST_HD value_type operator*() const;
  __THRUST_HD zip_iterator operator+(std::ptrdiff_t n) const;
  __THRUST_HD zip_iterator operator-(std::ptrdiff_t n) const;
  __THRUST_HD std::ptrdiff_t operator-(const zip_iterator &o) const;
  __THRUST_HD zip_iterator &operator++();
  __THRUST_HD bool operator==(const zip_iterator &o) const;
  __THRUST_HD bool operator!=(const zip_iterator &o) const;
};
template <class... I> __THRUST_HD zip_iterator<tuple<I...> > make_zip_iterator(tuple<I...> t);
template <class... I> __THRUST_HD zip_iterator<tuple<I...> > make_zip_iterator(I... i);
class discard_iterator {
public:
  typedef struct __sink { template <class T> __THRUST_HD __sink &operator=(const T &); } value_type;
  typedef std::ptrdiff_t difference_type; typedef value_type &reference; typedef void pointer;
  typedef std::random_access_iterator_tag iterator_category;
  __THRUST_HD value_type &operator*() const;
  __THRUST_HD discard_iterator operator+(std::ptrdiff_t n) const;
  __THRUST_HD std::ptrdiff_t operator-(const discard_iterator &o) const;
  __THRUST_HD discard_iterator &operator++();
};
__THRUST_HD discard_iterator make_discard_iterator(std::ptrdiff_t i = 0);
template <class E, class I> class permutation_iterator {
public:
  typedef typename iterator_traits<E>::value_type value_type;
  typedef std::ptrdiff_t difference_type; typedef value_type &reference; typedef void pointer;
  typedef std::random_access_iterator_tag iterator_category;
  __THRUST_HD permutation_iterator(E e, I i);
  __THRUST_HD reference operator*() const;
  __THRUST_HD permutation_iterator operator+(std::ptrdiff_t n) const;
  __THRUST_HD std::ptrdiff_t operator-(const permutation_iterator &o) const;
  __THRUST_HD permutation_iterator &operator++();
};
template <class E, class I> __THRUST_HD permutation_iterator<E, I> make_permutation_iterator(E e, I i);
template <class I> using reverse_iterator = std::reverse_iterator<I>;
template <class I> __THRUST_HD reverse_iterator<I> make_reverse_iterator(I i);
template <class T = void> class iterator_facade {};
template <class D, class B, class V = void, class S = void, class T = void, class R = void, class Df = void>
class iterator_adaptor {};

// ------------------------------------------------------------ algorithms (declared only)
// Each with and without an execution policy first: the policy form is chosen
// only when the first argument is one.
#define __THRUST_P template <class P, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
#define __THRUST_NP(X) class = typename detail::enable_if<!detail::is_policy<X>::value>::type
#define __THRUST_ALG(RET, NAME, TPARAMS, PARAMS)                                \
  template <TPARAMS> __THRUST_HD RET NAME PARAMS;
// sort family
template <class I, __THRUST_NP(I)> __THRUST_HD void sort(I first, I last);
template <class I, class C, __THRUST_NP(I)> __THRUST_HD void sort(I first, I last, C comp);
template <class P, class I, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void sort(const P &, I first, I last);
template <class P, class I, class C, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void sort(const P &, I first, I last, C comp);
template <class I, __THRUST_NP(I)> __THRUST_HD void stable_sort(I first, I last);
template <class I, class C, __THRUST_NP(I)> __THRUST_HD void stable_sort(I first, I last, C comp);
template <class P, class I, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void stable_sort(const P &, I first, I last);
// shuffle (thrust/shuffle.h): a permutation drawn with the engine
template <class I, class G, __THRUST_NP(I)> __THRUST_HD void shuffle(I first, I last, G &&gen);
template <class I, class O, class G, __THRUST_NP(I)> __THRUST_HD void shuffle_copy(I first, I last, O result, G &&gen);
template <class K, class V, __THRUST_NP(K)> __THRUST_HD void sort_by_key(K kf, K kl, V vf);
template <class K, class V, class C, __THRUST_NP(K)> __THRUST_HD void sort_by_key(K kf, K kl, V vf, C comp);
template <class P, class K, class V, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void sort_by_key(const P &, K kf, K kl, V vf);
template <class P, class K, class V, class C, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void sort_by_key(const P &, K kf, K kl, V vf, C comp);
template <class K, class V, __THRUST_NP(K)> __THRUST_HD void stable_sort_by_key(K kf, K kl, V vf);
template <class K, class V, class C, __THRUST_NP(K)> __THRUST_HD void stable_sort_by_key(K kf, K kl, V vf, C comp);
template <class I, __THRUST_NP(I)> __THRUST_HD bool is_sorted(I first, I last);
template <class I, class C, __THRUST_NP(I)> __THRUST_HD bool is_sorted(I first, I last, C comp);
template <class P, class I, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD bool is_sorted(const P &, I first, I last);
// fill, sequence, generate, for_each, transform
template <class I, class T, __THRUST_NP(I)> __THRUST_HD void fill(I first, I last, const T &v);
template <class P, class I, class T, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void fill(const P &, I first, I last, const T &v);
template <class I, class S, class T, __THRUST_NP(I)> __THRUST_HD I fill_n(I first, S n, const T &v);
template <class I, __THRUST_NP(I)> __THRUST_HD void sequence(I first, I last);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD void sequence(I first, I last, T init);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD void sequence(I first, I last, T init, T step);
template <class P, class I, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void sequence(const P &, I first, I last);
template <class I, class G, __THRUST_NP(I)> __THRUST_HD void generate(I first, I last, G gen);
template <class P, class I, class G, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD void generate(const P &, I first, I last, G gen);
template <class I, class F, __THRUST_NP(I)> __THRUST_HD I for_each(I first, I last, F f);
template <class P, class I, class F, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD I for_each(const P &, I first, I last, F f);
template <class I, class S, class F, __THRUST_NP(I)> __THRUST_HD I for_each_n(I first, S n, F f);
template <class I, class O, class F, __THRUST_NP(I)> __THRUST_HD O transform(I first, I last, O out, F f);
template <class I1, class I2, class O, class F, __THRUST_NP(I1)>
__THRUST_HD O transform(I1 first, I1 last, I2 first2, O out, F f);
template <class P, class I, class O, class F, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD O transform(const P &, I first, I last, O out, F f);
template <class I, class O, class F, class Pr, __THRUST_NP(I)>
__THRUST_HD O transform_if(I first, I last, O out, F f, Pr pred);
// copy family
template <class I, class O, __THRUST_NP(I)> __THRUST_HD O copy(I first, I last, O out);
template <class P, class I, class O, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD O copy(const P &, I first, I last, O out);
template <class I, class S, class O, __THRUST_NP(I)> __THRUST_HD O copy_n(I first, S n, O out);
template <class I, class O, class Pr, __THRUST_NP(I)> __THRUST_HD O copy_if(I first, I last, O out, Pr pred);
template <class I, class S, class O, class Pr, __THRUST_NP(I)>
__THRUST_HD O copy_if(I first, I last, S stencil, O out, Pr pred);
template <class P, class I, class O, class Pr, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD O copy_if(const P &, I first, I last, O out, Pr pred);
template <class I, class M, class O, __THRUST_NP(I)> __THRUST_HD O gather(M mf, M ml, I in, O out);
template <class I, class M, class O, __THRUST_NP(I)> __THRUST_HD void scatter(I first, I last, M map, O out);
// reductions
template <class I, __THRUST_NP(I)> __THRUST_HD typename iterator_traits<I>::value_type reduce(I first, I last);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD T reduce(I first, I last, T init);
template <class I, class T, class F, __THRUST_NP(I)> __THRUST_HD T reduce(I first, I last, T init, F op);
template <class P, class I, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD typename iterator_traits<I>::value_type reduce(const P &, I first, I last);
template <class P, class I, class T, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD T reduce(const P &, I first, I last, T init);
template <class P, class I, class T, class F, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD T reduce(const P &, I first, I last, T init, F op);
template <class K, class V, class KO, class VO, __THRUST_NP(K)>
__THRUST_HD pair<KO, VO> reduce_by_key(K kf, K kl, V vf, KO ko, VO vo);
template <class K, class V, class KO, class VO, class Pr, class F, __THRUST_NP(K)>
__THRUST_HD pair<KO, VO> reduce_by_key(K kf, K kl, V vf, KO ko, VO vo, Pr p, F op);
template <class I, class U, class T, class B, __THRUST_NP(I)>
__THRUST_HD T transform_reduce(I first, I last, U un, T init, B bin);
template <class I1, class I2, class T, __THRUST_NP(I1)> __THRUST_HD T inner_product(I1 f, I1 l, I2 f2, T init);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD typename iterator_traits<I>::difference_type count(I f, I l, const T &v);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD typename iterator_traits<I>::difference_type count_if(I f, I l, Pr p);
template <class I, __THRUST_NP(I)> __THRUST_HD I max_element(I f, I l);
template <class I, class C, __THRUST_NP(I)> __THRUST_HD I max_element(I f, I l, C c);
template <class I, __THRUST_NP(I)> __THRUST_HD I min_element(I f, I l);
template <class I, class C, __THRUST_NP(I)> __THRUST_HD I min_element(I f, I l, C c);
template <class I, __THRUST_NP(I)> __THRUST_HD pair<I, I> minmax_element(I f, I l);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD bool all_of(I f, I l, Pr p);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD bool any_of(I f, I l, Pr p);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD bool none_of(I f, I l, Pr p);
template <class I1, class I2, __THRUST_NP(I1)> __THRUST_HD bool equal(I1 f, I1 l, I2 f2);
// scans
template <class I, class O, __THRUST_NP(I)> __THRUST_HD O inclusive_scan(I f, I l, O out);
template <class I, class O, class F, __THRUST_NP(I)> __THRUST_HD O inclusive_scan(I f, I l, O out, F op);
template <class P, class I, class O, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD O inclusive_scan(const P &, I f, I l, O out);
template <class I, class O, __THRUST_NP(I)> __THRUST_HD O exclusive_scan(I f, I l, O out);
template <class I, class O, class T, __THRUST_NP(I)> __THRUST_HD O exclusive_scan(I f, I l, O out, T init);
template <class I, class O, class T, class F, __THRUST_NP(I)>
__THRUST_HD O exclusive_scan(I f, I l, O out, T init, F op);
template <class P, class I, class O, class = typename detail::enable_if<detail::is_policy<P>::value>::type>
__THRUST_HD O exclusive_scan(const P &, I f, I l, O out);
template <class K, class V, class O, __THRUST_NP(K)> __THRUST_HD O inclusive_scan_by_key(K kf, K kl, V vf, O out);
template <class K, class V, class O, class Pr, class F, __THRUST_NP(K)>
__THRUST_HD O inclusive_scan_by_key(K kf, K kl, V vf, O out, Pr p, F op);
template <class K, class V, class O, __THRUST_NP(K)> __THRUST_HD O exclusive_scan_by_key(K kf, K kl, V vf, O out);
template <class I, class O, class U, class B, __THRUST_NP(I)>
__THRUST_HD O transform_inclusive_scan(I f, I l, O out, U un, B bin);
template <class I, class O, class U, class T, class B, __THRUST_NP(I)>
__THRUST_HD O transform_exclusive_scan(I f, I l, O out, U un, T init, B bin);
template <class I, class O, __THRUST_NP(I)> __THRUST_HD O adjacent_difference(I f, I l, O out);
template <class I, class O, class F, __THRUST_NP(I)> __THRUST_HD O adjacent_difference(I f, I l, O out, F op);
// searching, removing, reordering
template <class I, class T, __THRUST_NP(I)> __THRUST_HD I find(I f, I l, const T &v);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD I find_if(I f, I l, Pr p);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD I find_if_not(I f, I l, Pr p);
template <class I, __THRUST_NP(I)> __THRUST_HD I unique(I f, I l);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD I unique(I f, I l, Pr p);
template <class I, class O, __THRUST_NP(I)> __THRUST_HD O unique_copy(I f, I l, O out);
template <class K, class V, __THRUST_NP(K)> __THRUST_HD pair<K, V> unique_by_key(K kf, K kl, V vf);
template <class K, class V, class KO, class VO, __THRUST_NP(K)>
__THRUST_HD pair<KO, VO> unique_by_key_copy(K kf, K kl, V vf, KO ko, VO vo);
template <class K, class V, class KO, class VO, class Pr, __THRUST_NP(K)>
__THRUST_HD pair<KO, VO> unique_by_key_copy(K kf, K kl, V vf, KO ko, VO vo, Pr p);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD I remove(I f, I l, const T &v);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD I remove_if(I f, I l, Pr p);
template <class I, class O, class Pr, __THRUST_NP(I)> __THRUST_HD O remove_copy_if(I f, I l, O out, Pr p);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD void replace(I f, I l, const T &o, const T &n);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD I partition(I f, I l, Pr p);
template <class I, class Pr, __THRUST_NP(I)> __THRUST_HD I stable_partition(I f, I l, Pr p);
template <class I, __THRUST_NP(I)> __THRUST_HD void reverse(I f, I l);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD I lower_bound(I f, I l, const T &v);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD I upper_bound(I f, I l, const T &v);
template <class I, class V, class O, __THRUST_NP(I)> __THRUST_HD O lower_bound(I f, I l, V vf, V vl, O out);
template <class I, class V, class O, __THRUST_NP(I)> __THRUST_HD O upper_bound(I f, I l, V vf, V vl, O out);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD bool binary_search(I f, I l, const T &v);
template <class I1, class I2, class O, __THRUST_NP(I1)> __THRUST_HD O merge(I1 f1, I1 l1, I2 f2, I2 l2, O out);
template <class I1, class I2, class O, __THRUST_NP(I1)>
__THRUST_HD O set_difference(I1 f1, I1 l1, I2 f2, I2 l2, O out);
template <class I, class T, __THRUST_NP(I)> __THRUST_HD void uninitialized_fill(I f, I l, const T &v);
template <class I1, class I2, class T, class F1, class F2, __THRUST_NP(I1)>
__THRUST_HD T inner_product(I1 f, I1 l, I2 f2, T init, F1 sum, F2 product);
template <class K, class V, class KO, class VO, class Pr, __THRUST_NP(K)>
__THRUST_HD pair<KO, VO> reduce_by_key(K kf, K kl, V vf, KO ko, VO vo, Pr p);
template <class I, class S, class Pr, __THRUST_NP(I)> __THRUST_HD I remove_if(I f, I l, S stencil, Pr p);
template <class I, class O, class T, __THRUST_NP(I)> __THRUST_HD O remove_copy(I f, I l, O out, const T &v);
template <class I, class Pr, class T, __THRUST_NP(I)> __THRUST_HD void replace_if(I f, I l, Pr p, const T &n);
template <class I, class S, class Pr, class T, __THRUST_NP(I)>
__THRUST_HD void replace_if(I f, I l, S stencil, Pr p, const T &n);
template <class I, class F, __THRUST_NP(I)> __THRUST_HD void tabulate(I f, I l, F op);
template <class I, class C, __THRUST_NP(I)> __THRUST_HD pair<I, I> minmax_element(I f, I l, C c);
template <class I1, class I2, class O, __THRUST_NP(I1)>
__THRUST_HD O set_intersection(I1 f1, I1 l1, I2 f2, I2 l2, O out);
template <class I1, class I2, class O, __THRUST_NP(I1)>
__THRUST_HD O set_union(I1 f1, I1 l1, I2 f2, I2 l2, O out);
template <class T> __THRUST_HD void swap(T &a, T &b);
template <class I> __THRUST_HD typename iterator_traits<I>::difference_type distance(I f, I l);
template <class I, class D> __THRUST_HD void advance(I &i, D n);
// Every algorithm with an execution policy first (thrust::device,
// thrust::seq, ...): the overload without it, whatever its arguments.
#define __THRUST_WITH_POLICY(NAME)                                              \
  template <class P, class... A, class = typename detail::enable_if<detail::is_policy<P>::value>::type> \
  __THRUST_HD auto NAME(const P &, A &&...a) -> decltype(::thrust::NAME(static_cast<A &&>(a)...));
__THRUST_WITH_POLICY(adjacent_difference)
__THRUST_WITH_POLICY(all_of)
__THRUST_WITH_POLICY(any_of)
__THRUST_WITH_POLICY(binary_search)
__THRUST_WITH_POLICY(copy)
__THRUST_WITH_POLICY(copy_if)
__THRUST_WITH_POLICY(copy_n)
__THRUST_WITH_POLICY(count)
__THRUST_WITH_POLICY(count_if)
__THRUST_WITH_POLICY(equal)
__THRUST_WITH_POLICY(exclusive_scan)
__THRUST_WITH_POLICY(exclusive_scan_by_key)
__THRUST_WITH_POLICY(fill)
__THRUST_WITH_POLICY(fill_n)
__THRUST_WITH_POLICY(find)
__THRUST_WITH_POLICY(find_if)
__THRUST_WITH_POLICY(find_if_not)
__THRUST_WITH_POLICY(for_each)
__THRUST_WITH_POLICY(for_each_n)
__THRUST_WITH_POLICY(gather)
__THRUST_WITH_POLICY(generate)
__THRUST_WITH_POLICY(inclusive_scan)
__THRUST_WITH_POLICY(inclusive_scan_by_key)
__THRUST_WITH_POLICY(inner_product)
__THRUST_WITH_POLICY(is_sorted)
__THRUST_WITH_POLICY(lower_bound)
__THRUST_WITH_POLICY(max_element)
__THRUST_WITH_POLICY(merge)
__THRUST_WITH_POLICY(min_element)
__THRUST_WITH_POLICY(minmax_element)
__THRUST_WITH_POLICY(none_of)
__THRUST_WITH_POLICY(partition)
__THRUST_WITH_POLICY(reduce)
__THRUST_WITH_POLICY(reduce_by_key)
__THRUST_WITH_POLICY(remove)
__THRUST_WITH_POLICY(remove_copy)
__THRUST_WITH_POLICY(remove_copy_if)
__THRUST_WITH_POLICY(remove_if)
__THRUST_WITH_POLICY(replace)
__THRUST_WITH_POLICY(replace_if)
__THRUST_WITH_POLICY(reverse)
__THRUST_WITH_POLICY(scatter)
__THRUST_WITH_POLICY(sequence)
__THRUST_WITH_POLICY(set_difference)
__THRUST_WITH_POLICY(set_intersection)
__THRUST_WITH_POLICY(set_union)
__THRUST_WITH_POLICY(shuffle)
__THRUST_WITH_POLICY(shuffle_copy)
__THRUST_WITH_POLICY(sort)
__THRUST_WITH_POLICY(sort_by_key)
__THRUST_WITH_POLICY(stable_partition)
__THRUST_WITH_POLICY(stable_sort)
__THRUST_WITH_POLICY(stable_sort_by_key)
__THRUST_WITH_POLICY(tabulate)
__THRUST_WITH_POLICY(transform)
__THRUST_WITH_POLICY(transform_exclusive_scan)
__THRUST_WITH_POLICY(transform_if)
__THRUST_WITH_POLICY(transform_inclusive_scan)
__THRUST_WITH_POLICY(transform_reduce)
__THRUST_WITH_POLICY(uninitialized_fill)
__THRUST_WITH_POLICY(unique)
__THRUST_WITH_POLICY(unique_by_key)
__THRUST_WITH_POLICY(unique_by_key_copy)
__THRUST_WITH_POLICY(unique_copy)
__THRUST_WITH_POLICY(upper_bound)
#undef __THRUST_WITH_POLICY
#undef __THRUST_P
#undef __THRUST_NP
#undef __THRUST_ALG

// ------------------------------------------------------------ complex: exact inline code
template <class T> struct complex {
  typedef T value_type;
  T re_, im_;
  __THRUST_HDI complex(const T &r = T(), const T &i = T()) : re_(r), im_(i) {}
  template <class U> __THRUST_HDI complex(const complex<U> &o) : re_(T(o.real())), im_(T(o.imag())) {}
  __attribute__((host)) complex(const std::complex<T> &o) : re_(o.real()), im_(o.imag()) {}
  __attribute__((host)) operator std::complex<T>() const { return std::complex<T>(re_, im_); }
  __THRUST_HDI T real() const { return re_; }
  __THRUST_HDI T imag() const { return im_; }
  __THRUST_HDI void real(T r) { re_ = r; }
  __THRUST_HDI void imag(T i) { im_ = i; }
  __THRUST_HDI complex &operator+=(const complex &o) { re_ += o.re_; im_ += o.im_; return *this; }
  __THRUST_HDI complex &operator-=(const complex &o) { re_ -= o.re_; im_ -= o.im_; return *this; }
  __THRUST_HDI complex &operator*=(const complex &o) { *this = *this * o; return *this; }
  __THRUST_HDI complex &operator/=(const complex &o) { *this = *this / o; return *this; }
  __THRUST_HDI friend complex operator+(const complex &a, const complex &b) { return complex(a.re_ + b.re_, a.im_ + b.im_); }
  __THRUST_HDI friend complex operator-(const complex &a, const complex &b) { return complex(a.re_ - b.re_, a.im_ - b.im_); }
  __THRUST_HDI friend complex operator*(const complex &a, const complex &b) {
    return complex(a.re_ * b.re_ - a.im_ * b.im_, a.re_ * b.im_ + a.im_ * b.re_); }
  __THRUST_HDI friend complex operator/(const complex &a, const complex &b) {
    T d = b.re_ * b.re_ + b.im_ * b.im_;
    return complex((a.re_ * b.re_ + a.im_ * b.im_) / d, (a.im_ * b.re_ - a.re_ * b.im_) / d); }
  __THRUST_HDI friend complex operator*(const complex &a, const T &s) { return complex(a.re_ * s, a.im_ * s); }
  __THRUST_HDI friend complex operator*(const T &s, const complex &a) { return complex(a.re_ * s, a.im_ * s); }
  __THRUST_HDI friend complex operator/(const complex &a, const T &s) { return complex(a.re_ / s, a.im_ / s); }
  __THRUST_HDI friend complex operator-(const complex &a) { return complex(-a.re_, -a.im_); }
  __THRUST_HDI friend bool operator==(const complex &a, const complex &b) { return a.re_ == b.re_ && a.im_ == b.im_; }
  __THRUST_HDI friend bool operator!=(const complex &a, const complex &b) { return !(a == b); }
};
template <class T> __THRUST_HDI complex<T> conj(const complex<T> &z) { return complex<T>(z.real(), -z.imag()); }
template <class T> __THRUST_HDI T norm(const complex<T> &z) { return z.real() * z.real() + z.imag() * z.imag(); }
template <class T> __THRUST_HDI T abs(const complex<T> &z) { return sqrt(norm(z)); }
template <class T> __THRUST_HDI T arg(const complex<T> &z) { return atan2(z.imag(), z.real()); }
template <class T> __THRUST_HDI complex<T> polar(const T &m, const T &t = T()) { return complex<T>(m * cos(t), m * sin(t)); }
template <class T, class C, class Tr>
__attribute__((host)) std::basic_ostream<C, Tr> &operator<<(std::basic_ostream<C, Tr> &o, const complex<T> &z) {
  return o << '(' << z.real() << ',' << z.imag() << ')'; }
template <class T> __THRUST_HDI complex<T> exp(const complex<T> &z) { return polar(T(::exp(z.real())), z.imag()); }

// ------------------------------------------------------------ random (declared only)
namespace random {
template <class U, U a, U c, U m> class linear_congruential_engine {
public:
  typedef U result_type;
  __THRUST_HD explicit linear_congruential_engine(U seed = 1);
  __THRUST_HD void seed(U s = 1);
  __THRUST_HD U operator()();
  __THRUST_HD void discard(unsigned long long z);
  static const U min = c == 0u ? 1u : 0u;
  static const U max = m - 1u;
};
typedef linear_congruential_engine<unsigned int, 16807, 0, 2147483647> minstd_rand0;
typedef linear_congruential_engine<unsigned int, 48271, 0, 2147483647> minstd_rand;
typedef minstd_rand default_random_engine;
typedef linear_congruential_engine<unsigned int, 1664525, 1013904223, 0xffffffffu> taus88;
typedef minstd_rand ranlux24; typedef minstd_rand ranlux48;
template <class T = double> class uniform_real_distribution {
public:
  typedef T result_type;
  __THRUST_HD explicit uniform_real_distribution(T a = 0, T b = 1);
  template <class E> __THRUST_HD T operator()(E &e);
  __THRUST_HD T a() const; __THRUST_HD T b() const;
};
template <class T = int> class uniform_int_distribution {
public:
  typedef T result_type;
  __THRUST_HD explicit uniform_int_distribution(T a = 0, T b = 2147483647);
  template <class E> __THRUST_HD T operator()(E &e);
};
template <class T = double> class normal_distribution {
public:
  typedef T result_type;
  __THRUST_HD explicit normal_distribution(T mean = 0, T stddev = 1);
  template <class E> __THRUST_HD T operator()(E &e);
};
} // namespace random
using random::default_random_engine; using random::minstd_rand; using random::minstd_rand0;
using random::uniform_real_distribution; using random::uniform_int_distribution;
using random::normal_distribution;

// ------------------------------------------------------------ errors
namespace system {
class error_code { public: __attribute__((host)) int value() const; };
class system_error : public std::runtime_error {
public:
  __attribute__((host)) explicit system_error(int ev, const char *what = "");
  __attribute__((host)) const error_code &code() const;
};
namespace detail { class bad_alloc : public std::bad_alloc {}; }
}
using system::system_error;
using system::error_code;
} // namespace thrust

// thrust::tuple and thrust::pair are tuples to the standard library too
// (std::tuple_size, std::tuple_element, structured bindings).
namespace std {
template <class... T> struct tuple_size<thrust::tuple<T...> > : tuple_size<tuple<T...> > {};
template <size_t I, class... T>
struct tuple_element<I, thrust::tuple<T...> > : tuple_element<I, tuple<T...> > {};
template <class A, class B> struct tuple_size<thrust::pair<A, B> > : tuple_size<pair<A, B> > {};
template <size_t I, class A, class B>
struct tuple_element<I, thrust::pair<A, B> > : tuple_element<I, pair<A, B> > {};
} // namespace std

#undef __THRUST_HD
#undef __THRUST_HDI

// A loop whose step is a parameter: race-free (thread t touches t + k*step
// only, step >= 256 > any thread distance, no wrap-around with these
// bounds), but tandem proposes no `(i - t) % step == 0` for a symbolic
// step, so the loop head forgets which elements a thread touched and a
// race is reported. The re-check with two unwound iterations does not find
// it, and the report says the counterexample may be spurious and suggests
// __invariant. (A known false alarm, kept as the test of that note: if
// inference learns this shape, pick another.)
//@ args: --blockDim=256 --gridDim=1
//@ exit: 1
//@ expect: race on a[
//@ expect: is possible: found in an arbitrary loop iteration
//@ expect: __invariant(
//@ expect-not: is confirmed by unwinding
__global__ void chunks(int *a, int n, int step) {
  __requires(step >= 256 && step <= 4096 && n >= 0 && n <= (1 << 20));
  for (int i = threadIdx.x; i < n; i += step)
    a[i] = a[i] + 1;
}

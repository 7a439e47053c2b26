// A packed struct's int field sits at byte 5k+1 and LLVM marks the access
// `align 1`: it is not naturally aligned, so the race check must cover its
// bytes exactly. Every thread writes r[0].val with its own id: a race.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on r[0].val
//@ expect-re: \.cu:12:12:
//@ expect-not-re: kernel 'tag_all\(rec\*\)' .*: verified
struct __attribute__((packed)) rec { char tag; int val; };

__global__ void tag_all(struct rec *r) {
  r[0].val = threadIdx.x; // <- race
}

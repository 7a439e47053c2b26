// cuda_pipeline.h: stand-in for the CUDA SDK header of this name, written
// for tandem. Asynchronous copies into shared memory (__pipeline_*) are
// not modelled: the primitives are declared without a body, so a kernel
// calling them stops with exit 2 naming the call.
#pragma once
extern "C" {
__attribute__((device)) void __pipeline_memcpy_async(void *dst, const void *src, __tandem_size_t n,
                                                     __tandem_size_t zfill = 0);
__attribute__((device)) void __pipeline_commit(void);
__attribute__((device)) void __pipeline_wait_prior(__tandem_size_t n);
__attribute__((device)) void __pipeline_arrive_on(void *barrier);
}

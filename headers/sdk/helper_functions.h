// helper_functions.h: the CUDA samples' umbrella of host helpers (strings,
// timers, image and data comparison), declarations only; see helper_cuda.h
// for how the samples' own copy wins.
#if __has_include_next(<helper_functions.h>)
#include_next <helper_functions.h>
#else
#ifndef TANDEM_HELPER_FUNCTIONS_H
#define TANDEM_HELPER_FUNCTIONS_H
#include <helper_string.h>
#include <helper_timer.h>
__attribute__((host)) bool sdkLoadPGM(const char *file, unsigned char **data, unsigned int *w, unsigned int *h);
__attribute__((host)) bool sdkLoadPGM(const char *file, float **data, unsigned int *w, unsigned int *h);
__attribute__((host)) bool sdkSavePGM(const char *file, unsigned char *data, unsigned int w, unsigned int h);
__attribute__((host)) bool sdkSavePGM(const char *file, float *data, unsigned int w, unsigned int h);
__attribute__((host)) bool sdkLoadPPM4ub(const char *file, unsigned char **data, unsigned int *w, unsigned int *h);
__attribute__((host)) bool sdkSavePPM4ub(const char *file, unsigned char *data, unsigned int w, unsigned int h);
__attribute__((host)) bool sdkCompareL2fe(const float *ref, const float *data, const unsigned int len,
                                          const float epsilon);
__attribute__((host)) bool sdkCompareData(const float *ref, const float *data, const unsigned int len,
                                          const float epsilon, const float threshold);
__attribute__((host)) bool sdkCompareData(const int *ref, const int *data, const unsigned int len,
                                          const float epsilon, const float threshold);
__attribute__((host)) bool sdkCompareData(const unsigned int *ref, const unsigned int *data,
                                          const unsigned int len, const float epsilon, const float threshold);
#endif
#endif

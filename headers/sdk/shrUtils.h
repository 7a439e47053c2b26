// shrUtils.h: the shared utilities of NVIDIA's older GPU Computing SDK
// (logging, image files, comparisons, work sizes), which ports of its
// samples still include. A fallback in the manner of helper_cuda.h: the
// program's own copy, when on the include path, is used instead.
// Declarations only (host code is parsed to read launches, never run),
// written for tandem from the SDK's documented interface; shrRoundUp is
// defined because launch sizes are computed with it.
#if __has_include_next(<shrUtils.h>)
#include_next <shrUtils.h>
#else
#ifndef TANDEM_SHRUTILS_H
#define TANDEM_SHRUTILS_H
#include <stddef.h>

typedef enum { shrFALSE = 0, shrTRUE = 1 } shrBOOL;

// the header's helper macros
#ifndef MIN
#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#endif
#ifndef MAX
#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#endif
#ifndef CLAMP
#define CLAMP(a, lo, hi) (MIN(MAX((a), (lo)), (hi)))
#endif

// log modes of shrLogEx
#define LOGCONSOLE 1
#define LOGFILE 2
#define LOGBOTH 3
#define APPENDMODE 4
#define MASTER 8
#define ERRORMSG 16
#define CLOSELOG 32

#define __TANDEM_SHR __attribute__((host))
__TANDEM_SHR void shrSetLogFileName(const char *file_name);
__TANDEM_SHR void shrLog(const char *format, ...);
__TANDEM_SHR void shrLogEx(int mode, int err, const char *format, ...);
__TANDEM_SHR void shrCheckErrorEX(int sample, int reference, void (*cleanup)(int));
#define shrCheckError(a, b) shrCheckErrorEX((a), (b), 0)
__TANDEM_SHR void shrQAStart(int argc, char **argv);
__TANDEM_SHR void shrQAFinishExit(int argc, const char **argv, int status);
__TANDEM_SHR double shrDeltaT(int counter);
__TANDEM_SHR char *shrFindFilePath(const char *file_name, const char *executable_path);
__TANDEM_SHR shrBOOL shrLoadPPM4ub(const char *file, unsigned char **data, unsigned int *w,
                                   unsigned int *h);
__TANDEM_SHR shrBOOL shrSavePPM4ub(const char *file, unsigned char *data, unsigned int w,
                                   unsigned int h);
__TANDEM_SHR shrBOOL shrLoadPGMub(const char *file, unsigned char **data, unsigned int *w,
                                  unsigned int *h);
__TANDEM_SHR shrBOOL shrSavePGMub(const char *file, unsigned char *data, unsigned int w,
                                  unsigned int h);
__TANDEM_SHR shrBOOL shrReadFilef(const char *file, float **data, unsigned int *len,
                                  bool verbose);
__TANDEM_SHR shrBOOL shrWriteFilef(const char *file, const float *data, unsigned int len,
                                   const float epsilon, bool verbose);
__TANDEM_SHR shrBOOL shrComparef(const float *reference, const float *data, const unsigned int len);
__TANDEM_SHR shrBOOL shrComparei(const int *reference, const int *data, const unsigned int len);
__TANDEM_SHR shrBOOL shrCompareuit(const unsigned int *reference, const unsigned int *data,
                                   const unsigned int len, const float epsilon,
                                   const float threshold);
__TANDEM_SHR shrBOOL shrCompareub(const unsigned char *reference, const unsigned char *data,
                                  const unsigned int len);
__TANDEM_SHR shrBOOL shrCompareubt(const unsigned char *reference, const unsigned char *data,
                                   const unsigned int len, const float epsilon,
                                   const float threshold);
__TANDEM_SHR shrBOOL shrComparefe(const float *reference, const float *data,
                                  const unsigned int len, const float epsilon);
__TANDEM_SHR shrBOOL shrCompareL2fe(const float *reference, const float *data,
                                    const unsigned int len, const float epsilon);
__TANDEM_SHR void shrFillArray(float *data, int size);
__TANDEM_SHR void shrPrintArray(float *data, int size);
__TANDEM_SHR shrBOOL shrCheckCmdLineFlag(const int argc, const char **argv, const char *flag);
__TANDEM_SHR shrBOOL shrGetCmdLineArgumenti(const int argc, const char **argv, const char *name,
                                            int *value);
__TANDEM_SHR shrBOOL shrGetCmdLineArgumentu(const int argc, const char **argv, const char *name,
                                            unsigned int *value);
__TANDEM_SHR shrBOOL shrGetCmdLineArgumentf(const int argc, const char **argv, const char *name,
                                            float *value);
__TANDEM_SHR shrBOOL shrGetCmdLineArgumentstr(const int argc, const char **argv, const char *name,
                                              char **value);

// The global work size: `global` rounded up to a multiple of `group`.
static inline size_t shrRoundUp(int group, int global) {
  int r = global % group;
  return r == 0 ? (size_t)global : (size_t)(global + group - r);
}
#undef __TANDEM_SHR
#endif
#endif

// nvrtc.h: stand-in for NVRTC's host API (runtime compilation), written for
// tandem from the NVRTC documentation (declarations only). A program that
// compiles a kernel at run time has that kernel in another file: run tandem
// on that file.
#pragma once
#define __NVRTC_H__
typedef enum {
  NVRTC_SUCCESS = 0, NVRTC_ERROR_OUT_OF_MEMORY = 1, NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  NVRTC_ERROR_INVALID_INPUT = 3, NVRTC_ERROR_INVALID_PROGRAM = 4, NVRTC_ERROR_INVALID_OPTION = 5,
  NVRTC_ERROR_COMPILATION = 6, NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10, NVRTC_ERROR_INTERNAL_ERROR = 11
} nvrtcResult;
typedef struct _nvrtcProgram *nvrtcProgram;
extern "C" {
__attribute__((host)) const char *nvrtcGetErrorString(nvrtcResult);
__attribute__((host)) nvrtcResult nvrtcVersion(int *, int *);
__attribute__((host)) nvrtcResult nvrtcCreateProgram(nvrtcProgram *, const char *, const char *, int,
                                                     const char *const *, const char *const *);
__attribute__((host)) nvrtcResult nvrtcDestroyProgram(nvrtcProgram *);
__attribute__((host)) nvrtcResult nvrtcCompileProgram(nvrtcProgram, int, const char *const *);
__attribute__((host)) nvrtcResult nvrtcGetPTXSize(nvrtcProgram, __tandem_size_t *);
__attribute__((host)) nvrtcResult nvrtcGetPTX(nvrtcProgram, char *);
__attribute__((host)) nvrtcResult nvrtcGetCUBINSize(nvrtcProgram, __tandem_size_t *);
__attribute__((host)) nvrtcResult nvrtcGetCUBIN(nvrtcProgram, char *);
__attribute__((host)) nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram, __tandem_size_t *);
__attribute__((host)) nvrtcResult nvrtcGetLTOIR(nvrtcProgram, char *);
__attribute__((host)) nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram, __tandem_size_t *);
__attribute__((host)) nvrtcResult nvrtcGetProgramLog(nvrtcProgram, char *);
__attribute__((host)) nvrtcResult nvrtcAddNameExpression(nvrtcProgram, const char *const);
__attribute__((host)) nvrtcResult nvrtcGetLoweredName(nvrtcProgram, const char *const, const char **);
}

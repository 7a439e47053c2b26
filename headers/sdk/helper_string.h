// helper_string.h: the CUDA samples' command-line and file-path helpers
// (declarations only; see helper_cuda.h for how the samples' own copy wins).
#if __has_include_next(<helper_string.h>)
#include_next <helper_string.h>
#else
#ifndef TANDEM_HELPER_STRING_H
#define TANDEM_HELPER_STRING_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>
#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
__attribute__((host)) int stringRemoveDelimiter(char delimiter, const char *string);
__attribute__((host)) int getFileExtension(char *filename, char **extension);
__attribute__((host)) bool checkCmdLineFlag(const int argc, const char **argv, const char *flag);
__attribute__((host)) int getCmdLineArgumentInt(const int argc, const char **argv, const char *flag);
__attribute__((host)) float getCmdLineArgumentFloat(const int argc, const char **argv, const char *flag);
__attribute__((host)) bool getCmdLineArgumentString(const int argc, const char **argv, const char *flag,
                                                    char **value);
__attribute__((host)) char *sdkFindFilePath(const char *filename, const char *executable_path);
#endif
#endif

#!/bin/sh
# Builds the runner's tests: the parser unit test and a tandem binary whose
# translator and encoder are the test double in fake_pipeline.c.
# usage: tests/runner/build.sh [extra CFLAGS, e.g. -fsanitize=address,undefined]
set -e
cd "$(dirname "$0")/../.."
mkdir -p tests/out/runner
CC=${CC:-cc}
WARN="-std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter"
LLVM_CFLAGS=$(llvm-config-14 --cflags | sed 's/-std=[^ ]*//')
LLVM_LIBS="$(llvm-config-14 --ldflags --libs) $(llvm-config-14 --system-libs)"
$CC $WARN -O1 -g "$@" $LLVM_CFLAGS -o tests/out/runner/tandem-fake \
  common/*.c runner/*.c translator/host.c translator/ir.c translator/location.c tests/runner/fake_pipeline.c $LLVM_LIBS
$CC $WARN -O1 -g "$@" $LLVM_CFLAGS -o tests/out/runner/test_parse \
  common/*.c runner/boogie.c runner/cli.c tests/runner/test_parse.c
$CC $WARN -O1 -g "$@" -o tests/out/runner/sarif_check \
  common/util.c runner/jsonread.c tests/runner/sarif_check.c

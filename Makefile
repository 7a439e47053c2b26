# tandem — top-level build. `make` builds bin/tandem; `make test` runs every
# test (unit, end-to-end under ASan+UBSan, fuzzing); `make bench`
# runs the benchmarks; `make setup` installs the Debian packages tandem needs.
LLVM_CONFIG ?= llvm-config-14
CC ?= cc
CFLAGS ?= -O2 -g
WARN := -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter
LLVM_CFLAGS := $(shell $(LLVM_CONFIG) --cflags 2>/dev/null | sed 's/-std=[^ ]*//')
LLVM_LDFLAGS := $(shell $(LLVM_CONFIG) --ldflags --libs 2>/dev/null) $(shell $(LLVM_CONFIG) --system-libs 2>/dev/null)
PREFIX ?= /usr/local

SRCS := $(wildcard common/*.c translator/*.c encodings/*.c invariants/*.c runner/*.c)
HDRS := $(wildcard common/*.h translator/*.h encodings/*.h invariants/*.h runner/*.h)

all: bin/tandem lib/boogie/Boogie.exe.so lib/boogie/framework/.made headers/cuda.pch

# The man page, generated from the option table that --help prints
# (runner/usage.c); committed, and checked by tests/runner/manpage.sh.
docs/tandem.1: bin/tandem
	bin/tandem --man >$@.tmp && mv $@.tmp $@

# The CUDA device header, precompiled: clang then spends ~20 ms instead of
# ~70 ms per .cu file. tandem builds it with its own clang flags and falls
# back to the plain header when it is missing or stale.
headers/cuda.pch: headers/cuda.h headers/tandem_runtime.h headers/tandem_device.h \
                  headers/tandem_fp16.h headers/tandem_coop.h headers/tandem_annotations.h bin/tandem
	-bin/tandem --precompile-headers

# Boogie's assemblies compiled ahead of time (mono --aot): each Boogie run
# then starts 0.1-0.15 s sooner than the JIT-compiled /usr/bin/boogie.
# tandem uses this copy when it is there (runner/tools.c, boogie_command)
# and falls back to `boogie` on PATH when it is not, so a machine without
# Boogie yet, or where AOT fails, still builds.
BOOGIE_LIB ?= /usr/lib/boogie
lib/boogie/Boogie.exe.so:
	@if [ -f $(BOOGIE_LIB)/Boogie.exe ] && command -v mono >/dev/null 2>&1; then \
	  rm -rf lib/boogie.tmp && mkdir -p lib/boogie.tmp && \
	  cp $(BOOGIE_LIB)/*.dll $(BOOGIE_LIB)/Boogie.exe lib/boogie.tmp/ && \
	  (cd lib/boogie.tmp && for f in *.dll Boogie.exe; do \
	     mono --aot -O=all $$f >aot.log 2>&1 || { cat aot.log; exit 1; }; done; rm -f aot.log) && \
	  rm -rf lib/boogie && mv lib/boogie.tmp lib/boogie && \
	  echo "built lib/boogie: Boogie compiled ahead of time" || \
	  { echo "note: mono --aot failed: tandem will run boogie from PATH"; rm -rf lib/boogie.tmp; }; \
	else \
	  echo "note: $(BOOGIE_LIB)/Boogie.exe or mono not found: tandem will run boogie from PATH"; \
	  rm -rf lib/boogie.tmp; \
	fi

# The .NET assemblies Boogie uses, compiled ahead of time as well (Debian's
# mono ships them JIT-only): another ~50 ms of CPU off every Boogie run.
# tandem passes `--aot-path=lib/boogie/framework` when mscorlib's image is
# there; Mono checks each image against its assembly and falls back to the
# JIT for any that does not match (e.g. after a mono upgrade).
MONO_LIB ?= /usr/lib/mono
BOOGIE_FRAMEWORK := mscorlib System System.Core System.Numerics System.Xml System.Configuration \
                    Mono.Security System.Runtime.Caching
lib/boogie/framework/.made: lib/boogie/Boogie.exe.so
	@if [ -f lib/boogie/Boogie.exe.so ] && [ -f $(MONO_LIB)/4.5/mscorlib.dll ]; then \
	  rm -rf lib/boogie/framework.tmp && mkdir -p lib/boogie/framework.tmp && \
	  cp $(MONO_LIB)/4.5/mscorlib.dll lib/boogie/framework.tmp/ && \
	  for a in $(filter-out mscorlib,$(BOOGIE_FRAMEWORK)); do \
	    cp $(MONO_LIB)/gac/$$a/*/$$a.dll lib/boogie/framework.tmp/ 2>/dev/null || true; done && \
	  (cd lib/boogie/framework.tmp && for f in *.dll; do \
	     MONO_PATH=. mono --aot -O=all $$f >aot.log 2>&1 || { cat aot.log; exit 1; }; done; rm -f aot.log) && \
	  rm -rf lib/boogie/framework && mv lib/boogie/framework.tmp lib/boogie/framework && \
	  echo "built lib/boogie/framework: .NET assemblies compiled ahead of time"; \
	else echo "note: no AOT Boogie or no $(MONO_LIB)/4.5/mscorlib.dll: .NET assemblies stay JIT-compiled"; fi; \
	rm -rf lib/boogie/framework.tmp; mkdir -p lib/boogie/framework && touch $@

# Each source is compiled once per build flavour into build/ (plain, and
# ASan + UBSan), and the programs are linked from those objects: the unit
# test programs share bin/tandem's, and an edit recompiles one file. Every
# object depends on every header (coarse, but never stale).
ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
              -fno-sanitize-recover=undefined
objs = $(patsubst %.c,build/$(1)/%.o,$(2))

build/plain/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(LLVM_CFLAGS) -c -o $@ $<

build/asan/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(ASAN_FLAGS) $(LLVM_CFLAGS) -c -o $@ $<

bin/tandem: $(call objs,plain,$(SRCS))
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(LLVM_LDFLAGS)

# The same program under AddressSanitizer + UBSan, for `make test`.
bin/tandem-asan: $(call objs,asan,$(SRCS))
	@mkdir -p bin
	$(CC) $(ASAN_FLAGS) -o $@ $^ $(LLVM_LDFLAGS)

setup:
	./scripts/setup.sh

# Runs tandem on the bundled racy example (the README's first command).
example: all
	-bin/tandem --blockDim=64 examples/reduce_racy.cu

bin/test_translator: $(call objs,plain,tests/unit/test_translator.c \
                       $(wildcard translator/*.c common/*.c))
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(LLVM_LDFLAGS) -lm

bin/test_encodings: $(call objs,plain,tests/unit/test_encodings.c $(filter-out runner/%,$(SRCS)))
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(LLVM_LDFLAGS)

# The direct proof attempt on small Boogie programs (tests/direct), under
# ASan + UBSan.
DIRECT_SRCS := runner/vcgen.c runner/direct.c runner/process.c runner/tools.c runner/pch.c \
               $(wildcard common/*.c)
bin/test_direct: $(call objs,asan,tests/unit/test_direct.c $(DIRECT_SRCS))
	@mkdir -p bin
	$(CC) $(ASAN_FLAGS) -o $@ $^

# Unit tests: translator, encodings, runner parsers and CLI (with a fake
# pipeline). The suites are independent, and several mostly wait (for a
# time-out, a stalled Boogie, a killed run), so they run side by side, the
# longest first (malformed 81 s, hostile 79, sarif 58, run 55, direct 44,
# cache 31 on an idle 2-core machine; the rest under 20); -O keeps each
# suite's output in one piece. sarif.sh uses the checker run.sh builds, so it
# waits for run.sh, which starts first.
UNIT_SUITES := unit-run unit-malformed unit-hostile unit-sarif unit-direct unit-cache \
               unit-limits unit-batch unit-kill9 unit-encodings unit-manpage unit-translator
unit: bin/test_translator bin/test_encodings bin/test_direct bin/tandem
	$(MAKE) -j$(BUILD_JOBS) -k -O --no-print-directory $(UNIT_SUITES)

unit-translator: ; bin/test_translator .
unit-encodings: ; bin/test_encodings .
unit-direct: ; tests/runner/direct.sh bin/test_direct
unit-run: ; tests/runner/run.sh
unit-malformed: ; tests/runner/malformed.sh bin/tandem
unit-kill9: ; tests/runner/kill9.sh bin/tandem
unit-sarif: | unit-run ; tests/runner/sarif.sh bin/tandem
unit-limits: ; tests/runner/limits.sh bin/tandem
unit-cache: ; tests/runner/cache.sh bin/tandem
unit-manpage: ; tests/runner/manpage.sh bin/tandem
unit-batch: ; tests/runner/batch.sh bin/tandem
unit-hostile: ; tests/runner/hostile.sh bin/tandem

# End-to-end: every kernel in tests/e2e with its expected verdict and report,
# run by the plain build (make e2e) or the ASan + UBSan one (make e2e-asan).
# `make test` runs the suite once, with the sanitised build: tandem's own code
# is a small part of a test's time (clang, Boogie and z3 are the rest; the
# sanitised suite ran as fast as the plain one), so one pass checks both the
# verdicts and tandem's memory and undefined behaviour. The plain build runs
# in the runner suites (make unit), the differential fuzzing and make bench.
# `make e2e` keeps the solver's answers in a cache (--cache-dir) that a second
# `make e2e` reuses; make e2e-asan asks the solver every time. Each run
# writes its tests' times, and the next starts the slowest first.
E2E_CACHE := tests/out/solver-cache
E2E_TIMES := tests/out/e2e-times.txt

e2e: all
	TANDEM_E2E_CACHE=$(E2E_CACHE) TANDEM_E2E_ORDER=$(E2E_TIMES) TANDEM_E2E_TIMES=$(E2E_TIMES) \
	  tests/e2e/run.sh bin/tandem

e2e-asan: all bin/tandem-asan
	ASAN_OPTIONS=detect_leaks=1 TANDEM_E2E_ORDER=$(E2E_TIMES) TANDEM_E2E_TIMES=$(E2E_TIMES) \
	  tests/e2e/run.sh bin/tandem-asan
	ASAN_OPTIONS=detect_leaks=1 tests/runner/malformed.sh bin/tandem-asan

# Differential soundness: generated race-free kernels must verify and their
# injected-race twins must not (tests/fuzz). `make test` runs a short
# fixed-seed set of the loop-free fragment; `make fuzz` runs a few hundred
# kernels with loops and prints the counts.
bin/gen_kernels: tests/fuzz/gen_kernels.c
	@mkdir -p bin
	$(CC) $(WARN) $(CFLAGS) -o $@ $<

# libFuzzer target over the translator and the encoder (tests/fuzz/
# fuzz_translate.c), built with clang-14 under ASan+UBSan; its seed corpus is
# the test kernels compiled to .ll. Inputs that crash are kept under
# tests/fuzz/regressions and replayed by every run.
bin/fuzz_translate: tests/fuzz/fuzz_translate.c $(filter-out runner/%,$(SRCS)) $(HDRS)
	@mkdir -p bin
	clang-14 $(WARN) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
	  $(LLVM_CFLAGS) -o $@ tests/fuzz/fuzz_translate.c $(filter-out runner/%,$(SRCS)) $(LLVM_LDFLAGS)

tests/out/fuzz-corpus/.made: tests/fuzz/make_corpus.sh
	tests/fuzz/make_corpus.sh tests/out/fuzz-corpus && touch $@

tests/out/fuzz-corpus-small/.made: tests/fuzz/make_corpus.sh
	tests/fuzz/make_corpus.sh tests/out/fuzz-corpus-small 8 && touch $@

FUZZ_LIBFUZZER := -timeout=30 -rss_limit_mb=4096 -max_len=1048576

fuzz-quick: all bin/gen_kernels bin/fuzz_translate tests/out/fuzz-corpus-small/.made
	tests/fuzz/differential.sh bin/tandem bin/gen_kernels 20261124 12 --no-loops
	bin/fuzz_translate $(FUZZ_LIBFUZZER) tests/fuzz/regressions/*
	@mkdir -p tests/out/fuzz-new
	bin/fuzz_translate $(FUZZ_LIBFUZZER) -seed=1 -runs=200 -artifact_prefix=tests/out/ \
	  tests/out/fuzz-new tests/out/fuzz-corpus-small

FUZZ_SEED ?= 1
FUZZ_COUNT ?= 150
FUZZ_TIME ?= 600
fuzz: all bin/gen_kernels bin/fuzz_translate tests/out/fuzz-corpus/.made
	tests/fuzz/differential.sh bin/tandem bin/gen_kernels $(FUZZ_SEED) $(FUZZ_COUNT)
	@mkdir -p tests/out/fuzz-new
	bin/fuzz_translate $(FUZZ_LIBFUZZER) -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_TIME) \
	  -artifact_prefix=tests/out/ tests/out/fuzz-new tests/out/fuzz-corpus

# Everything `make test` runs is built first, the binaries side by side
# (their objects compiled once per flavour, two at a time on 2 cores),
# then the suites run one after the other, each using both cores.
BUILD_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
TEST_BINARIES := all bin/tandem-asan bin/test_translator bin/test_encodings bin/test_direct \
                 bin/gen_kernels \
                 bin/fuzz_translate tests/out/fuzz-corpus-small/.made

test:
	$(MAKE) -j$(BUILD_JOBS) $(TEST_BINARIES)
	$(MAKE) unit e2e-asan fuzz-quick

bench: all
	./benchmarks/run.sh bin/tandem

install: all docs/tandem.1
	install -d $(DESTDIR)$(PREFIX)/lib/tandem/bin $(DESTDIR)$(PREFIX)/lib/tandem/headers $(DESTDIR)$(PREFIX)/bin
	install -m 755 bin/tandem $(DESTDIR)$(PREFIX)/lib/tandem/bin/tandem
	install -m 644 headers/*.h $(DESTDIR)$(PREFIX)/lib/tandem/headers/
	# every stand-in, whatever its folder (thrust/, cub/, cuda/std/, ...) or suffix (.cuh, .hpp)
	cd headers && find sdk opencl-host -type f | while read -r f; do \
	  install -D -m 644 "$$f" "$(DESTDIR)$(PREFIX)/lib/tandem/headers/$$f" || exit 1; done
	-$(DESTDIR)$(PREFIX)/lib/tandem/bin/tandem --precompile-headers
	ln -sf ../lib/tandem/bin/tandem $(DESTDIR)$(PREFIX)/bin/tandem
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 644 docs/tandem.1 $(DESTDIR)$(PREFIX)/share/man/man1/tandem.1
	if [ -f lib/boogie/Boogie.exe.so ]; then \
	  install -d $(DESTDIR)$(PREFIX)/lib/tandem/lib/boogie && \
	  find lib/boogie -maxdepth 1 -type f -exec install -m 644 {} $(DESTDIR)$(PREFIX)/lib/tandem/lib/boogie/ \; && \
	  install -d $(DESTDIR)$(PREFIX)/lib/tandem/lib/boogie/framework && \
	  find lib/boogie/framework -maxdepth 1 -type f -name '*.dll*' \
	    -exec install -m 644 {} $(DESTDIR)$(PREFIX)/lib/tandem/lib/boogie/framework/ \; ; fi

clean:
	rm -rf bin build lib tests/out

.PHONY: all setup install clean test unit $(UNIT_SUITES) e2e e2e-asan bench example fuzz fuzz-quick

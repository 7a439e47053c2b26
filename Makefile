# tandem — top-level build. `make` builds bin/tandem; `make test` runs every
# test (unit, end-to-end, and the same suite under ASan+UBSan); `make bench`
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

all: bin/tandem

bin/tandem: $(SRCS) $(HDRS)
	@mkdir -p bin
	$(CC) $(WARN) $(CFLAGS) $(LLVM_CFLAGS) -o $@ $(SRCS) $(LLVM_LDFLAGS)

# The same program under AddressSanitizer + UBSan, for `make test`.
bin/tandem-asan: $(SRCS) $(HDRS)
	@mkdir -p bin
	$(CC) $(WARN) -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
	  -fno-sanitize-recover=undefined $(LLVM_CFLAGS) -o $@ $(SRCS) $(LLVM_LDFLAGS)

setup:
	./scripts/setup.sh

# Runs tandem on the bundled racy example (the README's first command).
example: bin/tandem
	-bin/tandem --blockDim=64 examples/reduce_racy.cu

bin/test_translator: tests/unit/test_translator.c $(wildcard translator/*.c common/*.c) $(HDRS)
	@mkdir -p bin
	$(CC) $(WARN) $(CFLAGS) $(LLVM_CFLAGS) -o $@ tests/unit/test_translator.c \
	  $(wildcard translator/*.c) $(wildcard common/*.c) $(LLVM_LDFLAGS)

bin/test_encodings: tests/unit/test_encodings.c $(SRCS) $(HDRS)
	@mkdir -p bin
	$(CC) $(WARN) $(CFLAGS) $(LLVM_CFLAGS) -o $@ tests/unit/test_encodings.c \
	  $(filter-out runner/%,$(SRCS)) $(LLVM_LDFLAGS)

# Unit tests: translator, encodings, runner parsers and CLI (with a fake pipeline).
unit: bin/test_translator bin/test_encodings
	bin/test_translator .
	bin/test_encodings .
	tests/runner/run.sh

# End-to-end: every kernel in tests/e2e with its expected verdict and report.
e2e: bin/tandem
	tests/e2e/run.sh bin/tandem

# The same end-to-end suite with tandem built under ASan + UBSan.
e2e-asan: bin/tandem-asan
	ASAN_OPTIONS=detect_leaks=1 tests/e2e/run.sh bin/tandem-asan

test: unit e2e e2e-asan

bench: bin/tandem
	./benchmarks/run.sh bin/tandem

install: bin/tandem
	install -d $(DESTDIR)$(PREFIX)/lib/tandem/bin $(DESTDIR)$(PREFIX)/lib/tandem/headers $(DESTDIR)$(PREFIX)/bin
	install -m 755 bin/tandem $(DESTDIR)$(PREFIX)/lib/tandem/bin/tandem
	install -d $(DESTDIR)$(PREFIX)/lib/tandem/headers/sdk
	install -m 644 headers/*.h $(DESTDIR)$(PREFIX)/lib/tandem/headers/
	install -m 644 headers/sdk/*.h $(DESTDIR)$(PREFIX)/lib/tandem/headers/sdk/
	ln -sf ../lib/tandem/bin/tandem $(DESTDIR)$(PREFIX)/bin/tandem

clean:
	rm -rf bin tests/out

.PHONY: all setup install clean test unit e2e e2e-asan bench example

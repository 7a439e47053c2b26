#!/usr/bin/env bash
# setup.sh — install what tandem needs on Debian 12 (bookworm): clang-14,
# llvm-14-dev (LLVM-C headers and llvm-config-14), make, gcc
# (build-essential), boogie (pulls in mono-runtime) and z3.
#
# Idempotent: every requirement is checked first, and the network is used
# only when something is missing. Runs as root, or through sudo when it
# exists. Exit status 0 when everything is present afterwards, 1 otherwise.
set -euo pipefail

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# pkg_installed PKG: dpkg knows PKG as installed.
pkg_installed() {
  command -v dpkg-query >/dev/null 2>&1 &&
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# have NAME: is requirement NAME satisfied? (one place for every check)
have() {
  case "$1" in
    clang-14)        command -v clang-14 >/dev/null 2>&1 ;;
    llvm-14-dev)     pkg_installed llvm-14-dev && command -v llvm-config-14 >/dev/null 2>&1 ;;
    make)            command -v make >/dev/null 2>&1 ;;
    build-essential) command -v gcc >/dev/null 2>&1 && command -v cc >/dev/null 2>&1 ;;
    boogie)          command -v boogie >/dev/null 2>&1 ;;
    z3)              command -v z3 >/dev/null 2>&1 ;;
    # libFuzzer's runtime, for the fuzz target in `make test` / `make fuzz`
    libclang-rt-14-dev) pkg_installed libclang-rt-14-dev ;;
    # the runner tests check JSON with python3's json module
    python3)         command -v python3 >/dev/null 2>&1 ;;
    *)               return 1 ;;
  esac
}

REQUIRED=(clang-14 llvm-14-dev make build-essential boogie z3 libclang-rt-14-dev python3)

missing=()
for p in "${REQUIRED[@]}"; do
  if have "$p"; then
    say "ok: $p"
  else
    say "missing: $p"
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  command -v apt-get >/dev/null 2>&1 ||
    die "apt-get not found; install by hand: ${missing[*]} (Debian 12 package names)"

  SUDO=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      SUDO=(sudo)
      say "not root: using sudo"
    else
      die "not root and no sudo; as root run: apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
    fi
  fi

  export DEBIAN_FRONTEND=noninteractive
  say "running: apt-get update"
  "${SUDO[@]}" apt-get update ||
    die "apt-get update failed (no network or broken sources?); needed: ${missing[*]}"
  say "running: apt-get install -y --no-install-recommends ${missing[*]}"
  "${SUDO[@]}" apt-get install -y --no-install-recommends "${missing[@]}" ||
    die "apt-get install failed for: ${missing[*]}"

  still=()
  for p in "${missing[@]}"; do
    if have "$p"; then say "installed: $p"; else still+=("$p"); fi
  done
  [ "${#still[@]}" -eq 0 ] || die "still missing after apt-get install: ${still[*]}"
fi

# Boogie is a Mono program driving z3: check that the pair proves a trivial
# program (Boogie's exit status says nothing; read its summary line).
smoke=$(mktemp -d)
trap 'rm -rf "$smoke"' EXIT
printf 'procedure p(x: int) { assert x + 1 > x; }\n' >"$smoke/t.bpl"
smoke_out=$(cd "$smoke" && boogie /nologo t.bpl 2>&1 </dev/null || true)
if printf '%s\n' "$smoke_out" | grep -q 'finished with 1 verified, 0 errors'; then
  say "ok: boogie + z3 prove a trivial program"
else
  die "boogie is installed but does not verify a trivial program (mono-runtime or z3 broken?)"
fi
say "everything tandem needs is installed"

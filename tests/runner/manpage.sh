#!/bin/sh
# Issue 12: the man page and --help come from one option table
# (runner/usage.c). Checks that docs/tandem.1 is what `tandem --man` prints
# now, that it lists the same options with the same descriptions as --help,
# that groff reads it without warnings, and that `make install` installs it.
# usage: tests/runner/manpage.sh [TANDEM_BINARY]; prints `N passed, M failed`.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAILED $1"; }

"$B" --man >"$W/tandem.1" && "$B" --help >"$W/help.txt" || bad "--man or --help failed"
if cmp -s "$W/tandem.1" docs/tandem.1; then ok; else
  bad "docs/tandem.1 is stale: run 'make docs/tandem.1'"
  diff docs/tandem.1 "$W/tandem.1" | head -20
fi

# Options and descriptions, as --help shows them and as the man page does.
res=$(python3 - "$W/help.txt" "$W/tandem.1" <<'PY'
import re, sys
help_lines = open(sys.argv[1]).read().split("\n")
opts, cur = [], None
for l in help_lines:
    m = re.match(r"^  (-\S.*?)(?:\s{2,}|\s(?=\S)(?<=^  .{25}\s))(.*)$", l)
    if l.startswith("  -") and m:
        cur = [m.group(1).strip(), m.group(2).strip()]
        opts.append(cur)
    elif cur and l.startswith(" " * 28) and l.strip():
        cur[1] += " " + l.strip()
    else:
        cur = None
man = open(sys.argv[2]).read().replace("\\-", "-").replace("\\e", "\\").replace("\\&", "")
lines = man.split("\n")
mopts = [[lines[i + 1][3:], lines[i + 2]] for i, l in enumerate(lines) if l == ".TP"]
print("same" if opts == mopts else "differ:\n%s\n%s" % (opts, mopts), len(opts))
PY
)
case "$res" in same*) ok ;; *) bad "options differ: $res" ;; esac
n=$(echo "$res" | awk '{print $2}')
[ "${n:-0}" -ge 30 ] && ok || bad "only ${n:-0} options parsed from --help"

if command -v groff >/dev/null 2>&1; then
  warn=$(groff -man -Tutf8 -ww -z docs/tandem.1 2>&1)
  [ -z "$warn" ] && ok || bad "groff warnings: $warn"
fi

# make install puts it under share/man/man1 (and tandem itself, which runs).
if make -s install DESTDIR="$W/root" PREFIX=/usr >"$W/install.log" 2>&1 &&
  cmp -s docs/tandem.1 "$W/root/usr/share/man/man1/tandem.1" &&
  "$W/root/usr/bin/tandem" --version >/dev/null; then ok; else
  bad "make install did not install docs/tandem.1"
  tail -5 "$W/install.log"
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

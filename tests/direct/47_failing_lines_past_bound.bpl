// expect: not proved
// every failing line: not found
// Seven assertions fail independently, more than the attempt's search
// for further failing lines asks about (direct.c, ALL_FAILURES_ROUNDS):
// it must not claim the lines it found are all (the driver then has
// Boogie check the whole program).
const t: bv32;
procedure p()
{
  assert t != 1bv32;
  assert t != 2bv32;
  assert t != 3bv32;
  assert t != 4bv32;
  assert t != 5bv32;
  assert t != 6bv32;
  assert t != 7bv32;
}

// expect: not proved
// bit-blast: skipped (int arithmetic)
// failing lines: 26
// After Houdini (_b0 kept, _b1 dropped), the final query's model fails
// the assertion after the loop (line 26), not the loop's own (line 16),
// which holds: the line reported is the failing one's.
const {:existential true} _b0: bool;
const {:existential true} _b1: bool;
const n: int;
procedure p()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert i >= 0;
  assert _b0 ==> i >= 0;
  assert _b1 ==> i == 0;
  goto Body, Exit;
Body:
  assume i < n;
  i := i + 1;
  goto H;
Exit:
  assume !(i < n);
  assert i == n;
}

// expect: proved
// bit-blast: skipped (int arithmetic)
// Houdini: _b0 (i >= 0) is inductive and proves the assertion; _b1
// (i == 0) is not and must be dropped.
const {:existential true} _b0: bool;
const {:existential true} _b1: bool;
const n: int;
procedure p()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert _b0 ==> i >= 0;
  assert _b1 ==> i == 0;
  goto Body, Exit;
Body:
  assume i < n;
  i := i + 1;
  goto H;
Exit:
  assume !(i < n);
  assert i >= 0;
}

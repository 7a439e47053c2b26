// expect: not proved
// bit-blast: skipped (int arithmetic)
// The only candidate that would prove the assertion (i == 0) is not
// inductive: Houdini drops it and the assertion fails.
const {:existential true} _b0: bool;
const n: int;
procedure p()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert _b0 ==> i == 0;
  goto Body, Exit;
Body:
  assume i < n;
  i := i + 1;
  goto H;
Exit:
  assume !(i < n);
  assert i == 0;
}

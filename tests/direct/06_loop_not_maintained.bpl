// expect: not proved
// bit-blast: skipped (int arithmetic)
// The invariant holds on entry but the body breaks it.
const n: int;
axiom n >= 0;
procedure p()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert i <= n;
  goto Body, Exit;
Body:
  assume i <= n;
  i := i + 1;
  goto H;
Exit:
  assume !(i <= n);
}

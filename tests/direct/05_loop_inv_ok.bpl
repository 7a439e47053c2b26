// expect: proved
// bit-blast: skipped (int arithmetic)
// A counted loop: the head's leading assertions are its invariants.
const n: int;
axiom n >= 0;
procedure p()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert 0 <= i && i <= n;
  goto Body, Exit;
Body:
  assume i < n;
  i := i + 1;
  goto H;
Exit:
  assume !(i < n);
  assert i == n;
}

// expect: not proved
// bit-blast: skipped (int arithmetic)
// Two back edges (a `continue`): only one of them breaks the invariant.
procedure p()
{
  var i: int;
  var c: bool;
  i := 0;
  goto H;
H:
  assert i >= 0;
  goto B, X;
B:
  goto C1, C2;
C1:
  assume c;
  i := i + 1;
  goto H;
C2:
  assume !c;
  i := i - 7;
  goto H;
X:
  return;
}

// expect: not proved
// bit-blast: skipped (int arithmetic)
// The inner loop changes k, which the outer invariant fixes at 0.
procedure p()
{
  var i: int;
  var k: int;
  var go: bool;
  i := 0;
  k := 0;
  goto H1;
H1:
  assert k == 0;
  goto B1, X1;
B1:
  assume i < 10;
  goto H2;
H2:
  goto B2, X2;
B2:
  assume go;
  k := k + 1;
  goto H2;
X2:
  i := i + 1;
  goto H1;
X1:
  return;
}

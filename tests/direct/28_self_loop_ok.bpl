// expect: proved
// bit-blast: skipped (int arithmetic)
// A head that is its own back edge's source.
procedure p()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert i >= 0;
  i := i + 1;
  goto H, X;
X:
  assert i >= 1;
}

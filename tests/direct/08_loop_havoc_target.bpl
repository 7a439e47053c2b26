// expect: not proved
// bit-blast: skipped (int arithmetic)
// x is assigned in the loop and no invariant speaks of it: after the loop
// it can be anything, although it starts at 0.
procedure p()
{
  var x: int;
  var go: bool;
  x := 0;
  goto H;
H:
  goto Body, Exit;
Body:
  assume go;
  x := x + 1;
  goto H;
Exit:
  assert x == 0;
}

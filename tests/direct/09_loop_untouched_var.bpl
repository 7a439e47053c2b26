// expect: proved
// bit-blast: skipped (int arithmetic)
// y is not assigned in the loop: it keeps its value across it.
procedure p()
{
  var x: int;
  var y: int;
  var go: bool;
  y := 3;
  goto H;
H:
  goto Body, Exit;
Body:
  assume go;
  x := x + y;
  goto H;
Exit:
  assert y == 3;
}

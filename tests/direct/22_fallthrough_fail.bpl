// expect: not proved
// bit-blast: skipped (int arithmetic)
// A label reached by falling through from the statements before it.
procedure p()
{
  var x: int;
  x := 4;
L:
  x := x + 1;
  assert x == 4;
}

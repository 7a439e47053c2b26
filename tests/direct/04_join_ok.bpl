// expect: proved
procedure p()
{
  var x: int;
  var c: bool;
  goto A, B;
A:
  assume c;
  x := 1;
  goto J;
B:
  assume !c;
  x := 1;
  goto J;
J:
  assert x == 1;
}

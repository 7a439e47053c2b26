// expect: not proved
// Both branches are feasible; only the one through B sets x to 2. A
// merge that equated the join's x with both predecessors' values would
// make the failing execution disappear.
procedure p()
{
  var x: int;
  goto A, B;
A:
  x := 1;
  goto J;
B:
  x := 2;
  goto J;
J:
  assert x == 1;
}

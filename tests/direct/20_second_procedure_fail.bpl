// expect: not proved
// Two procedures (tandem's two-pass warp method): the second fails.
procedure first()
{
  var x: int;
  x := 1;
  assert x == 1;
}

procedure second()
{
  var x: int;
  x := 1;
  assert x == 2;
}

// expect: not proved
procedure p()
{
  var x: int;
  assert {:subsumption 0} x > 0;
  assert x > 0;
}

// expect: proved
// bit-blast: skipped (int arithmetic)
procedure p()
{
  var x: int;
  assume x >= 0;
  assert (x * 4) div 4 == x;
  assert (x * 4 + 3) mod 4 == 3;
  assert -x <= 0;
}

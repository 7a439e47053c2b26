// expect: proved
// Contradictory assumptions prove anything, for Boogie too (tandem's
// vacuity probe is what finds such kernels).
procedure p()
{
  var x: int;
  assume x > 1 && x < 0;
  assert false;
}

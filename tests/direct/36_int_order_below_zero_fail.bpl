// expect: not proved
// Ints below every literal: over the integers x < 0 holds for x = -1.
// Read as unsigned 32-bit vectors nothing is below 0 and the assertion
// would be proved; the bit-blasted phase orders them as signed numbers,
// and must not prove it either.
procedure p()
{
  var x: int;
  var y: int;
  assume x < 0 && y < x;
  assert false;
}

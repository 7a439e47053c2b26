// expect: proved
// bit-blast: skipped (a literal past 2^30 keeps ints as Int)
// An int literal that does not fit 31 bits: read as a 32-bit vector it
// would be negative-looking and, worse, a larger one would wrap onto a small
// one. The bit-blasted phase must refuse the program.
const s: int;
procedure p()
{
  var g: int;
  g := (if s == 3000000000 then 3000000000 else 4294967296);
  assert g != 0;
}

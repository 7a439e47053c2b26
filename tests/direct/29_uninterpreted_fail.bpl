// expect: not proved
// Uninterpreted functions (float arithmetic): only congruence holds.
function F32_ADD(bv32, bv32) : bv32;
procedure p()
{
  var a: bv32;
  var b: bv32;
  assert F32_ADD(a, b) == F32_ADD(b, a);
}

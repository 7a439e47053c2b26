// expect: proved
function F32_ADD(bv32, bv32) : bv32;
procedure p()
{
  var a: bv32;
  var b: bv32;
  var c: bv32;
  c := a;
  assert F32_ADD(a, b) == F32_ADD(c, b);
}

// expect: proved
// Extraction, concatenation and an indexed built-in (sign extension).
function {:bvbuiltin "sign_extend 32"} SEXT(bv32) : bv64;
procedure p()
{
  var x: bv32;
  var y: bv64;
  y := SEXT(x);
  assert y[32:0] == x;
  assert (x[16:0] ++ x[32:16])[32:16] == x[16:0];
}

// expect: not proved
// Bit-vector addition wraps: x + 1 > x fails at the largest value.
function {:bvbuiltin "bvadd"} ADD(bv32, bv32) : bv32;
function {:bvbuiltin "bvugt"} UGT(bv32, bv32) : bool;
procedure p()
{
  var x: bv32;
  assert UGT(ADD(x, 1bv32), x);
}

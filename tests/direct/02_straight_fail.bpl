// expect: not proved
// Straight-line code whose assertion does not follow.
function {:bvbuiltin "bvadd"} ADD(bv32, bv32) : bv32;
const n: bv32;
procedure p()
{
  var x: bv32;
  x := ADD(n, 1bv32);
  assert x != 0bv32;
}

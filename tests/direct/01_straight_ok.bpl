// expect: proved
// Straight-line code: the assertion follows from the assignments.
function {:bvbuiltin "bvadd"} ADD(bv32, bv32) : bv32;
const n: bv32;
axiom n == 7bv32;
procedure p()
{
  var x: bv32;
  var y: bv32;
  x := ADD(n, 1bv32);
  y := x;
  assert y == 8bv32;
}

// expect: not proved
// failing lines: 17
// The model of the final query fails the second assertion only: the
// attempt reports its line (17), and the driver's confirmation run checks
// that one alone (driver.c, confirm_direct).
const t1: bv32;
const t2: bv32;
axiom t1 != t2;
function {:bvbuiltin "bvand"} AND32(bv32, bv32) : bv32;
procedure p()
{
  var w1: bv32;
  var w2: bv32;
  w1 := AND32(t1, 255bv32);
  w2 := AND32(t2, 255bv32);
  assert t1 != t2;
  assert w1 != w2;
}

// expect: not proved
// every failing line: 15
// The assertion at line 17 fails only where the one at line 15 has
// failed first: no execution's first failing assertion is at 17, so Boogie
// never reports it (it assumes an assertion after checking it), and the
// attempt's complete list must not have it either. The one at line 19
// follows an assumption that only the failure at 15 violates: it holds.
const t1: bv32;
const t2: bv32;
function {:bvbuiltin "bvand"} AND32(bv32, bv32) : bv32;
procedure p()
{
  var w1: bv32;
  w1 := AND32(t1, 255bv32);
  assert w1 != AND32(t2, 255bv32);
  assume t1 != t2;
  assert AND32(t1, 255bv32) != AND32(t2, 255bv32);
  assume w1 == 0bv32;
  assert AND32(t1, 255bv32) == 0bv32;
}

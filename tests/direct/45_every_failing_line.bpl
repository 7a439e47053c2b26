// expect: not proved
// every failing line: 18 22
// Two assertions can fail, each in executions of its own, and one between
// them holds: the attempt's first model fails one, and with its line
// assumed the final query finds the other (direct.c, all_failures); with
// both assumed it is unsatisfiable, so the list is complete and line 20 is
// not in it.
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
  assert w1 != w2;
  assume w1 == 0bv32;
  assert t1 != t2;
  w2 := AND32(t2, 1bv32);
  assert w2 == 0bv32;
}

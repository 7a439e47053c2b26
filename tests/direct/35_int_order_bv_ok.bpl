// expect: proved
// An int that is only ordered against literals and other ints (a fence
// state counter, `_FS_2 < 1`): the bit-blasted phase takes it, as signed
// 32-bit vectors (vcgen.c, ints_only_compared), and proves what the SMT
// core proves.
const s: int;
procedure p()
{
  var st: int;
  var t: int;
  var M: [bv32]bv32;
  var i: bv32;
  st := (if s == 1 then 1 else 0);
  t := (if st < 1 then 0 else 2);
  assume t <= st && st >= 0;
  M := M[i := 5bv32];
  assert st < 1 ==> M[i] == 5bv32;
  assert t != 1;
}

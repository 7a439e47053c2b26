// expect: proved
// bit-blast: not proved (a map merged at a join: z3 answers "unknown")
// A map whose versions meet at a join: the merge `M@3 = M@2` holds on one
// edge only, so it stays inside that edge's implication, z3 cannot remove
// the map, and the bit-blasted phase proves nothing (its "unknown" is not
// a proof; Boogie and the SMT core prove it).
const p: bool;
const v: bv32;
procedure q()
{
  var M: [bv64]bv32;
  var x: bv32;
  var c: bool;
  goto A, B;
A:
  assume c;
  M := (if p then M[0bv64 := v] else M);
  x := M[0bv64];
  assert p ==> x == v;
  goto C;
B:
  assume !c;
  M := M[1bv64 := v];
  goto C;
C:
  assert c && p ==> M[0bv64] == v;
  assert !c ==> M[1bv64] == v;
}

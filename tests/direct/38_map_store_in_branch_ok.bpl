// expect: proved
// A map stored under a condition (tandem's predicated stores): the
// bit-blasted phase states each assignment as a definition of its own
// (vcgen.c, block_vc), so that z3 can replace the map's versions by
// chains of stores, turn the selects of stores into if-then-else and the
// rest into functions (direct.c, bit_blast_command). Inside a block's
// implication the equation `M@2 = ite(p, store(M@1, 0, v), M@1)` stayed,
// and z3 answered "unknown" (the eigenvalues sample).
const p: bool;
const v: bv32;
procedure q()
{
  var M: [bv64]bv32;
  var x: bv32;
  var c: bool;
  assume c ==> p;
  M := (if p then M[0bv64 := v] else M);
  x := M[0bv64];
  assert p ==> x == v;
  M := (if c then M[1bv64 := x] else M);
  assert c ==> M[1bv64] == v;
  assert c ==> M[0bv64] == M[1bv64];
}

// expect: not proved
// The predicated store rewritten for bit-blasting (vcgen.c,
// emit_predicated_store) keeps the old element where the condition is
// false: when !p, M[0] is whatever it was, not v.
const p: bool;
const v: bv32;
procedure q()
{
  var M: [bv64]bv32;
  M := (if p then M[0bv64 := v] else M);
  assert M[0bv64] == v;
}

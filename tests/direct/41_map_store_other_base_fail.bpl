// expect: not proved
// An if-then-else whose else arm is not the stored map (N stored, M kept)
// is not a predicated store and is left as it is: when !p, M is still
// arbitrary, and M[1] need not be N[1].
const p: bool;
const v: bv32;
procedure q()
{
  var M: [bv64]bv32;
  var N: [bv64]bv32;
  M := (if p then N[0bv64 := v] else M);
  assert M[1bv64] == N[1bv64];
}

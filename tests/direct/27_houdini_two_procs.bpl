// expect: not proved
// bit-blast: skipped (int arithmetic)
// A candidate inductive in the first procedure but not in the second is
// dropped for both; the second's assertion then fails.
const {:existential true} _b0: bool;
procedure first()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert _b0 ==> i >= 0;
  goto B, X;
B:
  i := i + 1;
  goto H;
X:
  assert i >= 0;
}

procedure second()
{
  var i: int;
  i := 0;
  goto H;
H:
  assert _b0 ==> i >= 0;
  goto B, X;
B:
  i := i - 1;
  goto H;
X:
  assert i >= 0;
}

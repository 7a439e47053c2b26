// expect: proved
// bit-blast: skipped (int arithmetic)
// Nested counted loops with candidate bounds on both counters.
const {:existential true} _b0: bool;
const {:existential true} _b1: bool;
const {:existential true} _b2: bool;
procedure p()
{
  var i: int;
  var j: int;
  var s: int;
  i := 0;
  s := 0;
  goto H1;
H1:
  assert _b0 ==> i >= 0 && i <= 4;
  assert _b2 ==> s >= 0;
  goto B1, X1;
B1:
  assume i < 4;
  j := 0;
  goto H2;
H2:
  assert _b1 ==> j >= 0 && j <= 4;
  assert _b2 ==> s >= 0;
  goto B2, X2;
B2:
  assume j < 4;
  s := s + j;
  j := j + 1;
  goto H2;
X2:
  assume !(j < 4);
  i := i + 1;
  goto H1;
X1:
  assume !(i < 4);
  assert i == 4 && s >= 0;
}

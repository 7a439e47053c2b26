// expect: skipped
// A cycle entered at two places has no single head: Boogie rejects it,
// and the direct attempt leaves it to Boogie.
procedure p()
{
  var x: int;
  goto A, B;
A:
  x := x + 1;
  goto B;
B:
  x := x - 1;
  goto A;
}

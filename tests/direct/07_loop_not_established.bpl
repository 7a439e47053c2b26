// expect: not proved
// bit-blast: skipped (int arithmetic)
// The invariant is maintained but does not hold on entry.
procedure p()
{
  var i: int;
  i := 5;
  goto H;
H:
  assert i >= 10;
  goto Body, Exit;
Body:
  i := i + 1;
  goto H;
Exit:
  return;
}

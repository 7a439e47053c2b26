// expect: proved
// A loop head's leading assumption is a free invariant (Boogie): assumed
// after the havoc, never checked, even where it is false on entry.
procedure p()
{
  var x: int;
  x := 0;
  goto H;
H:
  assume x == 5;
  goto Body, Exit;
Body:
  x := 5;
  goto H;
Exit:
  assert x == 5;
}

// expect: not proved
// Ill-typed (an int given a Boolean): Boogie rejects the program, and the
// attempt must not prove it although it checks nothing: z3 rejects the
// sorts, so the kernel goes to Boogie, which reports the error.
procedure p()
{
  var x: int;
  x := true;
}

// expect: not proved
// Without a != b the second store may overwrite the first.
procedure p()
{
  var M: [bv64]bv32;
  var a: bv64;
  var b: bv64;
  M := M[a := 1bv32];
  M := M[b := 2bv32];
  assert M[a] == 1bv32;
}

// expect: proved
procedure p()
{
  var M: [bv64]bv32;
  var a: bv64;
  var b: bv64;
  assume a != b;
  M := M[a := 1bv32];
  M := M[b := 2bv32];
  assert M[a] == 1bv32;
}

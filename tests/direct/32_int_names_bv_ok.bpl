// expect: proved
// The shape of tandem's race logs: the watched site _LS_ and the logged
// barrier _LG_ are ints only compared and chosen, so the bit-blasted phase
// reads them as 32-bit vectors. Thread 1 writes 16 * (b1 * 30 + t1 / 4) +
// (t1 & 3); thread 2 must not write the same element in another block.
function {:bvbuiltin "bvadd"} ADD(bv32, bv32) : bv32;
function {:bvbuiltin "bvmul"} MUL(bv32, bv32) : bv32;
function {:bvbuiltin "bvand"} AND(bv32, bv32) : bv32;
function {:bvbuiltin "bvlshr"} LSHR(bv32, bv32) : bv32;
function {:bvbuiltin "bvshl"} SHL(bv32, bv32) : bv32;
function {:bvbuiltin "bvult"} ULT(bv32, bv32) : bool;
const _LS_0: int;
const _W_0: bv32;
const b1: bv32;
const b2: bv32;
const t1: bv32;
const t2: bv32;
axiom ULT(b1, 1080bv32) && ULT(b2, 1080bv32) && ULT(t1, 120bv32) && ULT(t2, 120bv32);
axiom b1 != b2;
procedure p()
{
  var lg: bool;
  var lw: bool;
  var g: int;
  var o1: bv32;
  var o2: bv32;
  lw := false;
  g := 0;
  o1 := ADD(ADD(MUL(b1, 480bv32), AND(t1, 3bv32)), SHL(LSHR(t1, 2bv32), 4bv32));
  o2 := ADD(ADD(MUL(b2, 480bv32), AND(t2, 3bv32)), SHL(LSHR(t2, 2bv32), 4bv32));
  lg := _LS_0 == 7 && _W_0 == o1;
  lw := lw || lg;
  g := (if lg then 2 else g);
  assert !(_W_0 == o2 && lw && g == 2);
}

// expect: not proved
// 32_int_names_bv_ok with a block stride of 400 elements, while a block's
// threads write up to element 16 * 29 + 3 = 467: blocks b and b + 1 meet
// (thread 100 of block b and thread 0 of block b + 1 both write 400 * b +
// 400). Both phases must find the model, not a proof.
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
  o1 := ADD(ADD(MUL(b1, 400bv32), AND(t1, 3bv32)), SHL(LSHR(t1, 2bv32), 4bv32));
  o2 := ADD(ADD(MUL(b2, 400bv32), AND(t2, 3bv32)), SHL(LSHR(t2, 2bv32), 4bv32));
  lg := _LS_0 == 7 && _W_0 == o1;
  lw := lw || lg;
  g := (if lg then 2 else g);
  assert !(_W_0 == o2 && lw && g == 2);
}

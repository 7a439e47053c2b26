// expect: not proved
// failing lines: 24
// pin: axiom n == 4294967295bv32;
// pin: axiom k == -3;
// pin: axiom on == true;
// pin: axiom wide == 18446744073709551615bv64;
// bit-blast: skipped
// no pin: _b0
// The final query's model, written as Boogie axioms for the run that
// confirms it (vc_pin_axioms): a bit-vector, a negative int, a bool, a
// 64-bit pattern over 2^63. A candidate is never pinned. (Bit-blasted: the
// negation is int arithmetic, not taken there.)
function {:bvbuiltin "bvadd"} ADD(bv32, bv32) : bv32;
const n: bv32;
const k: int;
const on: bool;
const wide: bv64;
const {:existential true} _b0: bool;
axiom k == -3 && on && wide == 18446744073709551615bv64;
procedure p()
{
  var x: bv32;
  x := ADD(n, 1bv32);
  assert x != 0bv32;
}

// launch.c — the launch a run is made for, as relations (issue 11): the
// host code's terms for the grid, the block and the scalar arguments, and
// the facts on the path to the launch, become axioms over the geometry
// constants, the parameters P<i> and one constant per host unknown
// (docs/encodings.md, "Launch relations").
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include "../translator/host.h"

#include <llvm-c/Core.h>

static const char *term(Enc *e, const HostExpr *x);

static Type int_type(int bits) { return (Type){.kind = T_INT, .bits = bits}; }

static const char *term(Enc *e, const HostExpr *x) {
  switch (x->kind) {
  case HX_CONST:
    return bpl_const(e, x->v, x->bits);
  case HX_VAR:
    return arena_printf(e->arena, "H$%d", x->var);
  case HX_BIN:
    return bpl_bin(e, ir_binop_of_llvm(x->op), x->bits, term(e, x->a), term(e, x->b));
  case HX_CMP:
    return bpl_cmp(e, ir_cmp_of_llvm(x->op), x->a->bits, term(e, x->a), term(e, x->b));
  case HX_ZEXT:
  case HX_SEXT:
    return bpl_cast(e, x->kind == HX_ZEXT ? CAST_ZEXT : CAST_SEXT, int_type(x->a->bits),
                    int_type(x->bits), term(e, x->a));
  case HX_EXTRACT:
    if (x->bits == 1)
      return arena_printf(e->arena, "(%s[%d:%d] == 1bv1)", term(e, x->a), x->lo + 1, x->lo);
    return arena_printf(e->arena, "%s[%d:%d]", term(e, x->a), x->lo + x->bits, x->lo);
  case HX_SELECT:
    return arena_printf(e->arena, "(if %s then %s else %s)", term(e, x->a), term(e, x->b),
                        term(e, x->c));
  }
  return "false";
}

static bool pinned(const Options *o, int i) {
  for (int j = 0; j < o->npins; j++)
    if (o->pin_param[j] == i)
      return true;
  return false;
}

void launch_declare(Enc *e) {
  const Options *o = e->opt;
  const HostLaunch *l = o->launch;
  if (!l)
    return;
  sb_puts(&e->decls, "\n// the launch in the host code (relations)\n");
  for (int v = 0; v < l->nvars; v++)
    sb_printf(&e->decls, "const H$%d: %s;\n", v, l->vars[v].bits == 1 ? "bool"
                                                   : arena_printf(e->arena, "bv%d", l->vars[v].bits));
  for (int d = 0; d < 3; d++) {
    if (o->launch_grid && l->gridx[d])
      sb_printf(&e->decls, "axiom %s == %s;\n", geom_gdim_name(d), term(e, l->gridx[d]));
    if (o->launch_block && l->blockx[d])
      sb_printf(&e->decls, "axiom %s == %s;\n", geom_bdim_name(d), term(e, l->blockx[d]));
  }
  const Kernel *k = e->k;
  for (int i = 0; o->launch_args && i < k->nparams && i < l->nargs; i++) {
    const Param *p = &k->params[i];
    const HostExpr *x = l->argx[i];
    if (!x || p->array || p->type.kind != T_INT || p->type.bits != x->bits || pinned(o, i))
      continue;
    sb_printf(&e->decls, "axiom P%d == %s;\n", i, term(e, x));
  }
  for (int f = 0; f < l->nfacts; f++)
    sb_printf(&e->decls, "axiom %s; // host line %d\n", term(e, l->facts[f].e), l->facts[f].loc.line);
}

// demangle.c — the subset of the Itanium C++ ABI name mangling that kernel
// names use: namespaces (anonymous ones too), nested names, templates with
// type and integer arguments, builtin types, pointers, references, cv
// qualifiers, address-space qualifiers, substitutions (S_, S0_, St) and
// template parameters (T_, T0_). Anything else makes the demangling fail,
// and callers then show the mangled name: a wrong name would be worse.
//
// The demangler only prints: every node is its text, and the substitution
// table holds texts. Reports need no more.
#include "tandem.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SUBS = 256, MAX_TARGS = 64 };

typedef struct Dm {
  const char *p;
  Arena *a;
  bool fail;
  const char *subs[MAX_SUBS];
  int nsubs;
  const char *targs[MAX_TARGS]; // the function template's arguments (T_, T0_, ...)
  int ntargs;
  int depth;
} Dm;

static const char *dm_type(Dm *d);

static const char *fail(Dm *d) {
  d->fail = true;
  return "";
}

static void add_sub(Dm *d, const char *s) {
  if (d->nsubs < MAX_SUBS)
    d->subs[d->nsubs++] = s;
  else
    d->fail = true;
}

static bool eat(Dm *d, char c) {
  if (*d->p != c)
    return false;
  d->p++;
  return true;
}

// <number> ::= [n] <decimal>
static bool dm_number(Dm *d, long *out) {
  bool neg = eat(d, 'n');
  if (!isdigit((unsigned char)*d->p))
    return false;
  long v = 0;
  while (isdigit((unsigned char)*d->p)) {
    if (v > 100000000)
      return false;
    v = v * 10 + (*d->p++ - '0');
  }
  *out = neg ? -v : v;
  return true;
}

// <seq-id> _ : S_ is 0, S0_ is 1, SA_ is 11 (base 36, digits and capitals).
static int dm_seq(Dm *d) {
  if (eat(d, '_'))
    return 0;
  long v = 0;
  while (isdigit((unsigned char)*d->p) || isupper((unsigned char)*d->p)) {
    char c = *d->p++;
    v = v * 36 + (isdigit((unsigned char)c) ? c - '0' : c - 'A' + 10);
    if (v > MAX_SUBS)
      return -1;
  }
  return eat(d, '_') ? (int)v + 1 : -1;
}

// <source-name> ::= <length> <identifier>
static const char *dm_source_name(Dm *d) {
  long n;
  if (!dm_number(d, &n) || n <= 0 || (long)strlen(d->p) < n)
    return fail(d);
  const char *s = d->p;
  d->p += n;
  if (n >= 10 && !strncmp(s, "_GLOBAL__N", 10))
    return "(anonymous namespace)";
  return arena_strndup(d->a, s, (size_t)n);
}

static const char *builtin(char c) {
  switch (c) {
  case 'v': return "void";
  case 'w': return "wchar_t";
  case 'b': return "bool";
  case 'c': return "char";
  case 'a': return "signed char";
  case 'h': return "unsigned char";
  case 's': return "short";
  case 't': return "unsigned short";
  case 'i': return "int";
  case 'j': return "unsigned int";
  case 'l': return "long";
  case 'm': return "unsigned long";
  case 'x': return "long long";
  case 'y': return "unsigned long long";
  case 'n': return "__int128";
  case 'o': return "unsigned __int128";
  case 'f': return "float";
  case 'd': return "double";
  case 'e': return "long double";
  case 'g': return "__float128";
  case 'z': return "...";
  default: return NULL;
  }
}

static const char *dm_builtin_D(Dm *d) {
  char c = *d->p++;
  switch (c) {
  case 'n': return "decltype(nullptr)";
  case 's': return "char16_t";
  case 'i': return "char32_t";
  case 'h': return "half";
  case 'F': { // DF16_ : _Float16
    long n;
    if (dm_number(d, &n) && eat(d, '_'))
      return arena_printf(d->a, "_Float%ld", n);
    return fail(d);
  }
  case 'B':   // DB24_ : _BitInt(24)
  case 'U': { // DU24_ : unsigned _BitInt(24)
    long n;
    if (dm_number(d, &n) && eat(d, '_'))
      return arena_printf(d->a, "%s_BitInt(%ld)", c == 'U' ? "unsigned " : "", n);
    return fail(d);
  }
  default: return fail(d);
  }
}

// <template-arg> ::= <type> | L <type> <value> E
static const char *dm_template_arg(Dm *d) {
  if (eat(d, 'L')) {
    if (*d->p == '_' && d->p[1] == 'Z')
      return fail(d); // an external name as argument: not for kernels
    char tc = *d->p;
    const char *t = dm_type(d);
    long v;
    if (d->fail || !dm_number(d, &v) || !eat(d, 'E'))
      return fail(d);
    if (tc == 'b')
      return v ? "true" : "false";
    if (tc == 'i')
      return arena_printf(d->a, "%ld", v);
    if (tc == 'j')
      return arena_printf(d->a, "%ldu", v);
    if (tc == 'l')
      return arena_printf(d->a, "%ldl", v);
    if (tc == 'm')
      return arena_printf(d->a, "%ldul", v);
    return arena_printf(d->a, "(%s)%ld", t, v);
  }
  if (*d->p == 'X' || *d->p == 'J')
    return fail(d); // expressions and packs: not supported
  return dm_type(d);
}

// <template-args> ::= I <template-arg>+ E ; `record` keeps them for T_.
static const char *dm_template_args(Dm *d, bool record) {
  if (!eat(d, 'I'))
    return fail(d);
  StrBuf sb;
  sb_init(&sb);
  sb_putc(&sb, '<');
  const char *args[MAX_TARGS];
  int n = 0;
  while (!d->fail && !eat(d, 'E')) {
    if (!*d->p || n == MAX_TARGS) {
      fail(d);
      break;
    }
    const char *a = dm_template_arg(d);
    args[n++] = a;
    sb_printf(&sb, "%s%s", n > 1 ? ", " : "", a);
  }
  // `a<b<c>>` reads as a shift in old C++: c++filt writes `> >`, and so do we.
  if (sb.len && sb.data[sb.len - 1] == '>')
    sb_putc(&sb, ' ');
  sb_putc(&sb, '>');
  const char *r = arena_strdup(d->a, sb.data);
  sb_free(&sb);
  if (record && !d->fail) {
    memcpy(d->targs, args, sizeof(char *) * (size_t)n);
    d->ntargs = n;
  }
  return r;
}

// <substitution> ::= S <seq-id> _ | St | Sa | Ss ... (after the 'S').
static const char *dm_substitution(Dm *d) {
  if (eat(d, 't'))
    return "std";
  if (eat(d, 'a'))
    return "std::allocator";
  int i = dm_seq(d);
  if (i < 0 || i >= d->nsubs)
    return fail(d);
  return d->subs[i];
}

static const char *dm_template_param(Dm *d) {
  int i = dm_seq(d);
  if (i < 0 || i >= d->ntargs)
    return fail(d);
  return d->targs[i];
}

// <nested-name> ::= N [<CV-qualifiers>] <prefix> <unqualified-name> E,
// each prefix a substitution candidate except the whole name. `last` gets
// the final source name (the function's own name).
static const char *dm_nested(Dm *d, bool is_function, const char **last, bool *templ) {
  while (*d->p == 'K' || *d->p == 'V' || *d->p == 'r')
    d->p++; // qualifiers of a member function: kernels are not members
  const char *so_far = NULL;
  *templ = false;
  while (!d->fail && !eat(d, 'E')) {
    if (!*d->p)
      return fail(d);
    const char *piece = NULL;
    if (*d->p == 'S' && !so_far) {
      d->p++;
      so_far = dm_substitution(d);
      continue; // already a candidate (or std)
    }
    if (*d->p == 'T' && !so_far) {
      d->p++;
      so_far = dm_template_param(d);
      add_sub(d, so_far);
      continue;
    }
    if (*d->p == 'I') {
      if (!so_far)
        return fail(d);
      const char *args = dm_template_args(d, is_function && d->p[0] == 'I');
      so_far = arena_printf(d->a, "%s%s", so_far, args);
      *templ = *d->p == 'E';
    } else {
      eat(d, 'L'); // internal linkage
      piece = dm_source_name(d);
      if (last)
        *last = piece;
      so_far = so_far ? arena_printf(d->a, "%s::%s", so_far, piece) : piece;
      *templ = false;
    }
    if (*d->p != 'E')
      add_sub(d, so_far);
    else if (!is_function)
      add_sub(d, so_far); // a type's whole name is a candidate too
  }
  return so_far ? so_far : fail(d);
}

// A class or enum type name, possibly a template instance.
static const char *dm_class_type(Dm *d) {
  bool templ;
  if (eat(d, 'N'))
    return dm_nested(d, false, NULL, &templ);
  const char *n = dm_source_name(d);
  add_sub(d, n);
  if (*d->p == 'I') {
    n = arena_printf(d->a, "%s%s", n, dm_template_args(d, false));
    add_sub(d, n);
  }
  return n;
}

// Appends a declarator suffix ("*", "&", " const") to a type's text.
static const char *wrap(Dm *d, const char *t, const char *suffix) {
  return arena_printf(d->a, "%s%s", t, suffix);
}

static const char *dm_qualified(Dm *d) {
  // <CV-qualifiers> ::= [r] [V] [K], each prefixing the type that follows.
  bool r = false, v = false, k = false;
  while (*d->p == 'r' || *d->p == 'V' || *d->p == 'K') {
    char c = *d->p++;
    r |= c == 'r', v |= c == 'V', k |= c == 'K';
  }
  const char *t = dm_type(d);
  if (d->fail)
    return t;
  // "const float" for a plain type, "float* const" for a pointer.
  char end = *t ? t[strlen(t) - 1] : 0;
  bool declarator = end == '*' || end == '&';
  StrBuf sb;
  sb_init(&sb);
  if (!declarator) {
    sb_printf(&sb, "%s%s%s", k ? "const " : "", v ? "volatile " : "", t);
    if (r)
      sb_puts(&sb, " __restrict");
  } else {
    sb_printf(&sb, "%s%s%s%s", t, k ? " const" : "", v ? " volatile" : "",
              r ? " __restrict" : "");
  }
  const char *q = arena_strdup(d->a, sb.data);
  sb_free(&sb);
  add_sub(d, q);
  return q;
}

static const char *dm_type(Dm *d) {
  if (++d->depth > 64) {
    d->depth--;
    return fail(d);
  }
  const char *t;
  char c = *d->p;
  const char *b = c ? builtin(c) : NULL;
  if (b) {
    d->p++;
    t = b;
  } else if (c == 'r' || c == 'V' || c == 'K') {
    t = dm_qualified(d);
  } else if (c == 'P' || c == 'R' || c == 'O') {
    d->p++;
    t = dm_type(d);
    t = wrap(d, t, c == 'P' ? "*" : c == 'R' ? "&" : "&&");
    add_sub(d, t);
  } else if (c == 'U') {
    // <extended-qualifier>: OpenCL address spaces (U3AS1) and the like.
    d->p++;
    const char *q = dm_source_name(d);
    t = dm_type(d);
    t = arena_printf(d->a, "%s %s", t, q);
    add_sub(d, t);
  } else if (c == 'D' && d->p[1] == 'v') {
    // Dv <dimension> _ <element type>: vector types (float4 in OpenCL).
    d->p += 2;
    long n;
    if (!dm_number(d, &n) || !eat(d, '_'))
      t = fail(d);
    else {
      const char *e = dm_type(d);
      t = arena_printf(d->a, "%s __attribute__((ext_vector_type(%ld)))", e, n);
      add_sub(d, t);
    }
  } else if (c == 'D') {
    d->p++;
    t = dm_builtin_D(d);
  } else if (c == 'S') {
    d->p++;
    bool std = *d->p == 't';
    t = dm_substitution(d);
    if (std && !d->fail) { // St <unqualified-name>: std::name
      t = arena_printf(d->a, "std::%s", dm_source_name(d));
      add_sub(d, t);
    }
    if (*d->p == 'I' && !d->fail) {
      t = arena_printf(d->a, "%s%s", t, dm_template_args(d, false));
      add_sub(d, t);
    }
  } else if (c == 'T') {
    d->p++;
    t = dm_template_param(d);
    add_sub(d, t);
    if (*d->p == 'I' && !d->fail) {
      t = arena_printf(d->a, "%s%s", t, dm_template_args(d, false));
      add_sub(d, t);
    }
  } else if (isdigit((unsigned char)c) || c == 'N') {
    t = dm_class_type(d);
  } else {
    t = fail(d);
  }
  d->depth--;
  return t;
}

// <unscoped-name> [<template-args>], or a nested name.
static const char *dm_name(Dm *d, const char **base, bool *templ) {
  if (eat(d, 'N'))
    return dm_nested(d, true, base, templ);
  if (*d->p == 'Z')
    return fail(d); // local names: not kernels
  bool std = false;
  if (d->p[0] == 'S' && d->p[1] == 't') {
    d->p += 2;
    std = true;
  }
  eat(d, 'L');
  const char *n = dm_source_name(d);
  *base = n;
  if (std)
    n = arena_printf(d->a, "std::%s", n);
  *templ = false;
  if (*d->p == 'I' && !d->fail) {
    add_sub(d, n); // the unscoped template name is a candidate
    n = arena_printf(d->a, "%s%s", n, dm_template_args(d, true));
    *templ = true;
  }
  return n;
}

bool demangle_kernel(Arena *a, const char *mangled, KernelNames *out) {
  out->mangled = mangled;
  out->qualified = out->signature = out->base = mangled;
  if (strncmp(mangled, "_Z", 2))
    return !strchr(mangled, '.'); // extern "C" or OpenCL: the name is the name
  Dm d = {.p = mangled + 2, .a = a};
  const char *base = NULL;
  bool templ = false;
  const char *q = dm_name(&d, &base, &templ);
  // A function template's encoding names its return type first.
  if (templ && !d.fail)
    dm_type(&d);
  StrBuf sb;
  sb_init(&sb);
  sb_printf(&sb, "%s(", q);
  if (eat(&d, 'v') && !*d.p) {
    // (void): no parameters
  } else {
    for (int i = 0; *d.p && !d.fail; i++)
      sb_printf(&sb, "%s%s", i ? ", " : "", dm_type(&d));
  }
  sb_putc(&sb, ')');
  bool ok = !d.fail && !*d.p && base;
  if (ok) {
    out->qualified = q;
    out->base = base;
    out->signature = arena_strdup(a, sb.data);
  }
  sb_free(&sb);
  return ok;
}

// Compares ignoring white space: `fill(int *)` names `fill(int*)`.
static bool same_words(const char *x, const char *y) {
  for (;;) {
    while (isspace((unsigned char)*x))
      x++;
    while (isspace((unsigned char)*y))
      y++;
    if (*x != *y)
      return false;
    if (!*x)
      return true;
    x++, y++;
  }
}

// True when `name` ends with `want` right after a "::", white space ignored:
// `fdwt53Kernel<64, 8>` names `dwt_cuda::fdwt53Kernel<64, 8>`, `b::step`
// names `a::b::step`, but `tep` names nothing.
static bool ends_in_scope(const char *name, const char *want) {
  for (const char *p = strstr(name, "::"); p; p = strstr(p + 2, "::"))
    if (same_words(want, p + 2))
      return true;
  return false;
}

bool kernel_name_matches(const KernelNames *k, const char *want) {
  return !strcmp(want, k->mangled) || same_words(want, k->base) ||
         same_words(want, k->qualified) || same_words(want, k->signature) ||
         ends_in_scope(k->qualified, want) || ends_in_scope(k->signature, want);
}

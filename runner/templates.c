// templates.c — kernel templates that the file never instantiates.
//
// clang emits no code for a template nobody instantiates, so such a kernel
// is absent from the module: without this scan it would vanish from the
// report, and a file of one racy template would read as "no kernels". The
// AST is not available here; instead the source (comments and literals
// blanked) is read as tokens: `template <...>` followed, before the
// declaration's `{` or `;`, by `__global__`, names a kernel template (the
// identifier before its parameter list). A template whose name no kernel
// in the module has is reported as not verified. The scan sees what the
// preprocessor has not yet expanded: a `__global__` hidden in a macro is
// missed (then there is no note, as before); it never hides a kernel.
#include "runner.h"

#include <ctype.h>
#include <string.h>

// Comments, string and character literals, and preprocessor lines become
// spaces, so that no word inside them is read as code.
static void blank_noise(char *s) {
  bool line_start = true;
  for (char *p = s; *p;) {
    if (line_start && *p == '#') {
      while (*p && *p != '\n') {
        if (p[0] == '\\' && p[1] == '\n')
          *p++ = ' ';
        *p++ = ' ';
      }
      continue;
    }
    if (*p == '\n' || !isspace((unsigned char)*p))
      line_start = *p == '\n';
    if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n')
        *p++ = ' ';
    } else if (p[0] == '/' && p[1] == '*') {
      *p++ = ' ';
      *p++ = ' ';
      while (*p && !(p[0] == '*' && p[1] == '/'))
        *p = *p == '\n' ? '\n' : ' ', p++;
      if (*p)
        *p++ = ' ', *p++ = ' ';
    } else if (*p == '"' || *p == '\'') {
      char q = *p;
      *p++ = ' ';
      while (*p && *p != q && *p != '\n') {
        if (*p == '\\' && p[1])
          *p++ = ' ';
        *p++ = ' ';
      }
      if (*p == q)
        *p++ = ' ';
    } else {
      p++;
    }
  }
}

static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_'; }

// The next token: an identifier or one punctuation character; NULL at end.
static const char *next_token(const char **pp, size_t *len) {
  const char *p = *pp;
  while (*p && isspace((unsigned char)*p))
    p++;
  if (!*p)
    return NULL;
  const char *start = p;
  if (is_ident(*p))
    while (is_ident(*p))
      p++;
  else
    p++;
  *len = (size_t)(p - start);
  *pp = p;
  return start;
}

static bool tok_is(const char *t, size_t n, const char *word) {
  return strlen(word) == n && !memcmp(t, word, n);
}

// After `template`: skips a balanced <...>; false when there is none
// (`template __global__ void k<int>(int*);` is an instantiation).
static bool skip_template_params(const char **pp) {
  size_t n;
  const char *t = next_token(pp, &n);
  if (!t || !tok_is(t, n, "<"))
    return false;
  int depth = 1;
  while (depth > 0 && (t = next_token(pp, &n))) {
    if (tok_is(t, n, "<"))
      depth++;
    else if (tok_is(t, n, ">"))
      depth--;
  }
  return depth == 0;
}

// The declaration after the template header, up to `{` or `;`: when it
// is a kernel, the identifier before its parameter list (skipping
// attribute-like calls such as __launch_bounds__(256)).
static const char *kernel_name(const char **pp, size_t *namelen) {
  bool global = false;
  const char *prev = NULL, *name = NULL;
  size_t prevlen = 0, n;
  const char *t;
  int parens = 0;
  while ((t = next_token(pp, &n))) {
    if (parens == 0 && (tok_is(t, n, "{") || tok_is(t, n, ";")))
      break;
    if (tok_is(t, n, "__global__"))
      global = true;
    if (tok_is(t, n, "(")) {
      if (parens++ == 0 && !name && prev && is_ident(*prev) &&
          !tok_is(prev, prevlen, "__launch_bounds__") &&
          !tok_is(prev, prevlen, "__attribute__") && !tok_is(prev, prevlen, "alignas") &&
          !tok_is(prev, prevlen, "__declspec")) {
        name = prev;
        *namelen = prevlen;
      }
    } else if (tok_is(t, n, ")") && parens > 0) {
      parens--;
    }
    prev = t, prevlen = n;
  }
  return global ? name : NULL;
}

static bool module_has(const KernelNames *jobs, int n, const char *name, size_t len) {
  for (int i = 0; i < n; i++)
    if (strlen(jobs[i].base) == len && !memcmp(jobs[i].base, name, len))
      return true;
  return false;
}

void uninstantiated_templates(const char *source, const KernelNames *kernels, int nkernels, Arena *a,
                              PtrVec *out) {
  char *text = arena_strdup(a, source);
  blank_noise(text);
  const char *p = text, *t;
  size_t n;
  while ((t = next_token(&p, &n))) {
    if (!tok_is(t, n, "template") || !skip_template_params(&p))
      continue;
    size_t len = 0;
    const char *name = kernel_name(&p, &len);
    if (!name || module_has(kernels, nkernels, name, len))
      continue;
    const char *s = arena_strndup(a, name, len);
    bool dup = false;
    for (int i = 0; i < out->len; i++)
      dup |= !strcmp(out->items[i], s);
    if (!dup)
      vec_push(a, out, (void *)s);
  }
}

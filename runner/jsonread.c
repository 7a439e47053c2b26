// jsonread.c — a small JSON reader: text into a tree in an arena. Used by
// sarif.c (which converts tandem's own JSON document) and by the SARIF test.
#include "jsonread.h"

#include <stdlib.h>
#include <string.h>

typedef struct Rd {
  const char *p;
  Arena *a;
  const char *err;
  int depth;
} Rd;

static void ws(Rd *r) {
  while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
    r->p++;
}

static Jv *fail(Rd *r, const char *msg) {
  if (!r->err)
    r->err = msg;
  return NULL;
}

static int hex4(const char *p) {
  int v = 0;
  for (int i = 0; i < 4; i++) {
    char c = p[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0)
      return -1;
    v = v * 16 + d;
  }
  return v;
}

static void put_utf8(StrBuf *sb, unsigned c) {
  if (c < 0x80)
    sb_putc(sb, (char)c);
  else if (c < 0x800) {
    sb_putc(sb, (char)(0xC0 | c >> 6));
    sb_putc(sb, (char)(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    sb_putc(sb, (char)(0xE0 | c >> 12));
    sb_putc(sb, (char)(0x80 | ((c >> 6) & 0x3F)));
    sb_putc(sb, (char)(0x80 | (c & 0x3F)));
  } else {
    sb_putc(sb, (char)(0xF0 | c >> 18));
    sb_putc(sb, (char)(0x80 | ((c >> 12) & 0x3F)));
    sb_putc(sb, (char)(0x80 | ((c >> 6) & 0x3F)));
    sb_putc(sb, (char)(0x80 | (c & 0x3F)));
  }
}

// \u escapes: report.c's json_string writes \u00XX (XX >= 0x80) only for a
// byte that is not part of well-formed UTF-8 (it passes UTF-8 through), so
// such an escape goes back to that raw byte: file names keep their bytes.
static bool unicode_escape(Rd *r, StrBuf *sb, bool raw_bytes) {
  int c = hex4(r->p);
  if (c < 0)
    return false;
  r->p += 4;
  if (c >= 0xD800 && c < 0xDC00 && r->p[0] == '\\' && r->p[1] == 'u') {
    int lo = hex4(r->p + 2);
    if (lo >= 0xDC00 && lo < 0xE000) {
      r->p += 6;
      put_utf8(sb, 0x10000 + ((unsigned)(c - 0xD800) << 10) + (unsigned)(lo - 0xDC00));
      return true;
    }
  }
  if (raw_bytes && c >= 0x80 && c < 0x100)
    sb_putc(sb, (char)c);
  else
    put_utf8(sb, (unsigned)c);
  return true;
}

static const char *string(Rd *r) {
  if (*r->p != '"')
    return (const char *)fail(r, "expected a string");
  r->p++;
  StrBuf sb;
  sb_init(&sb);
  while (*r->p != '"') {
    unsigned char c = (unsigned char)*r->p;
    if (!c || c < 0x20) {
      sb_free(&sb);
      return (const char *)fail(r, "unterminated string or control character in a string");
    }
    r->p++;
    if (c != '\\') {
      sb_putc(&sb, (char)c);
      continue;
    }
    char e = *r->p++;
    const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
    const char *k = e ? strchr(from, e) : NULL;
    if (k)
      sb_putc(&sb, to[k - from]);
    else if (e != 'u' || !unicode_escape(r, &sb, true)) {
      sb_free(&sb);
      return (const char *)fail(r, "bad escape in a string");
    }
  }
  r->p++;
  char *s = arena_strndup(r->a, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return s;
}

static Jv *value(Rd *r);

static Jv *container(Rd *r, bool obj) {
  Jv *v = NEW(r->a, Jv);
  v->kind = obj ? JV_OBJ : JV_ARR;
  PtrVec items = {0}, keys = {0};
  char close = obj ? '}' : ']';
  r->p++;
  ws(r);
  if (*r->p == close) {
    r->p++;
    return v;
  }
  for (;;) {
    ws(r);
    if (obj) {
      const char *k = string(r);
      if (!k)
        return NULL;
      ws(r);
      if (*r->p++ != ':')
        return fail(r, "expected ':'");
      vec_push(r->a, &keys, (void *)k);
    }
    Jv *item = value(r);
    if (!item)
      return NULL;
    vec_push(r->a, &items, item);
    ws(r);
    if (*r->p == ',') {
      r->p++;
      continue;
    }
    if (*r->p++ != close)
      return fail(r, obj ? "expected ',' or '}'" : "expected ',' or ']'");
    break;
  }
  v->n = items.len;
  v->items = (Jv **)items.items;
  v->keys = (const char **)keys.items;
  return v;
}

static Jv *number(Rd *r) {
  const char *s = r->p;
  if (*r->p == '-')
    r->p++;
  if (*r->p == '0')
    r->p++;
  else if (*r->p >= '1' && *r->p <= '9')
    while (*r->p >= '0' && *r->p <= '9')
      r->p++;
  else
    return fail(r, "bad number");
  if (*r->p == '.') {
    r->p++;
    if (!(*r->p >= '0' && *r->p <= '9'))
      return fail(r, "bad number");
    while (*r->p >= '0' && *r->p <= '9')
      r->p++;
  }
  if (*r->p == 'e' || *r->p == 'E') {
    r->p++;
    if (*r->p == '+' || *r->p == '-')
      r->p++;
    if (!(*r->p >= '0' && *r->p <= '9'))
      return fail(r, "bad number");
    while (*r->p >= '0' && *r->p <= '9')
      r->p++;
  }
  Jv *v = NEW(r->a, Jv);
  v->kind = JV_NUM;
  v->num = strtod(arena_strndup(r->a, s, (size_t)(r->p - s)), NULL);
  return v;
}

static Jv *word(Rd *r, const char *w, JvKind kind, bool b) {
  size_t n = strlen(w);
  if (strncmp(r->p, w, n))
    return fail(r, "unexpected character");
  r->p += n;
  Jv *v = NEW(r->a, Jv);
  v->kind = kind;
  v->b = b;
  return v;
}

static Jv *value(Rd *r) {
  ws(r);
  if (++r->depth > 200)
    return fail(r, "nested too deeply");
  Jv *v;
  char c = *r->p;
  if (c == '{' || c == '[')
    v = container(r, c == '{');
  else if (c == '"') {
    const char *s = string(r);
    v = s ? NEW(r->a, Jv) : NULL;
    if (v) {
      v->kind = JV_STR;
      v->str = s;
    }
  } else if (c == 't')
    v = word(r, "true", JV_BOOL, true);
  else if (c == 'f')
    v = word(r, "false", JV_BOOL, false);
  else if (c == 'n')
    v = word(r, "null", JV_NULL, false);
  else
    v = number(r);
  r->depth--;
  return v;
}

Jv *jv_parse(const char *text, Arena *a, const char **err) {
  Rd r = {text, a, NULL, 0};
  Jv *v = value(&r);
  if (v) {
    ws(&r);
    if (*r.p)
      v = fail(&r, "text after the JSON value");
  }
  if (err)
    *err = r.err;
  return v;
}

Jv *jv_get(const Jv *o, const char *key) {
  if (!o || o->kind != JV_OBJ)
    return NULL;
  for (int i = 0; i < o->n; i++)
    if (!strcmp(o->keys[i], key))
      return o->items[i];
  return NULL;
}

const char *jv_str(const Jv *v) {
  return v && v->kind == JV_STR ? v->str : NULL;
}

int jv_len(const Jv *v) {
  return v && v->kind == JV_ARR ? v->n : 0;
}

Jv *jv_at(const Jv *v, int i) {
  return v && v->kind == JV_ARR && i >= 0 && i < v->n ? v->items[i] : NULL;
}

bool jv_int(const Jv *v, long long *out) {
  if (!v || v->kind != JV_NUM)
    return false;
  *out = (long long)v->num;
  return true;
}

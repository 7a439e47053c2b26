// util.c — arena, growable strings and vectors, file reading.
#include "tandem.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
  ArenaChunk *next;
  size_t used, cap;
  max_align_t data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fprintf(stderr, "tandem: out of memory\n");
    exit(EXIT_INCONCLUSIVE);
  }
  return p;
}

void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) {
    fprintf(stderr, "tandem: out of memory\n");
    exit(EXIT_INCONCLUSIVE);
  }
  return p;
}

char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}

void *arena_alloc(Arena *a, size_t size) {
  size = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
  ArenaChunk *c = a->head;
  if (!c || c->used + size > c->cap) {
    size_t cap = size > ARENA_CHUNK ? size : ARENA_CHUNK;
    c = xmalloc(sizeof(ArenaChunk) + cap);
    c->used = 0;
    c->cap = cap;
    c->next = a->head;
    a->head = c;
  }
  void *p = (char *)c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

void arena_free(Arena *a) {
  ArenaChunk *c = a->head;
  while (c) {
    ArenaChunk *next = c->next;
    free(c);
    c = next;
  }
  a->head = NULL;
}

void vec_push(Arena *a, PtrVec *v, void *item) {
  if (v->len == v->cap) {
    int cap = v->cap ? v->cap * 2 : 8;
    void **items = arena_alloc(a, sizeof(void *) * (size_t)cap);
    if (v->len)
      memcpy(items, v->items, sizeof(void *) * (size_t)v->len);
    v->items = items;
    v->cap = cap;
  }
  v->items[v->len++] = item;
}

void sb_init(StrBuf *sb) {
  sb->cap = 256;
  sb->len = 0;
  sb->data = xmalloc(sb->cap);
  sb->data[0] = '\0';
}

void sb_free(StrBuf *sb) {
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

static void sb_reserve(StrBuf *sb, size_t extra) {
  if (!sb->data)
    sb_init(sb);
  if (sb->len + extra + 1 <= sb->cap)
    return;
  while (sb->len + extra + 1 > sb->cap)
    sb->cap *= 2;
  sb->data = xrealloc(sb->data, sb->cap);
}

void sb_putc(StrBuf *sb, char c) {
  sb_reserve(sb, 1);
  sb->data[sb->len++] = c;
  sb->data[sb->len] = '\0';
}

void sb_puts(StrBuf *sb, const char *s) {
  size_t n = strlen(s);
  sb_reserve(sb, n);
  memcpy(sb->data + sb->len, s, n + 1);
  sb->len += n;
}

void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  sb_reserve(sb, (size_t)n);
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  sb->len += (size_t)n;
}

void sb_printf(StrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

char *read_file(const char *path, size_t *len_out) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  StrBuf sb;
  sb_init(&sb);
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
    sb_reserve(&sb, n);
    memcpy(sb.data + sb.len, buf, n);
    sb.len += n;
    sb.data[sb.len] = '\0';
  }
  int failed = ferror(f);
  fclose(f);
  if (failed) {
    sb_free(&sb);
    errno = EIO;
    return NULL;
  }
  if (len_out)
    *len_out = sb.len;
  return sb.data;
}

int log2_exact(uint64_t v) {
  if (v == 0 || (v & (v - 1)))
    return -1;
  int k = 0;
  while (v >>= 1)
    k++;
  return k;
}

void options_default(Options *o) {
  memset(o, 0, sizeof *o);
  o->timeout_s = 300;
  o->warp_method = WARP_TWOPASS;
}

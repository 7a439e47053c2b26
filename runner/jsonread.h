// jsonread.h — a small JSON reader (jsonread.c): a tree in an arena.
#ifndef TANDEM_JSONREAD_H
#define TANDEM_JSONREAD_H

#include "../common/tandem.h"

typedef enum { JV_NULL, JV_BOOL, JV_NUM, JV_STR, JV_ARR, JV_OBJ } JvKind;

typedef struct Jv {
  JvKind kind;
  bool b;
  double num;
  const char *str;    // decoded, NUL-terminated (a \u0000 ends it early)
  int n;              // arrays, objects
  struct Jv **items;
  const char **keys;  // objects: n keys, in order (duplicates kept)
} Jv;

// NULL on malformed text, with *err saying why.
Jv *jv_parse(const char *text, Arena *a, const char **err);
Jv *jv_get(const Jv *obj, const char *key); // first member named key, or NULL
const char *jv_str(const Jv *v);            // NULL unless a string
int jv_len(const Jv *v);                    // 0 unless an array
Jv *jv_at(const Jv *v, int i);
bool jv_int(const Jv *v, long long *out);

#endif

// GL/glu.h: a fallback for machines without GLU (see GL/gl.h).
#if __has_include_next(<GL/glu.h>)
#include_next <GL/glu.h>
#else
#include <GL/gl.h>
extern "C" { void gluPerspective(GLdouble, GLdouble, GLdouble, GLdouble); void gluOrtho2D(GLdouble, GLdouble, GLdouble, GLdouble); }
#endif

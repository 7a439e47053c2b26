// GL/freeglut.h: see GL/glut.h (tandem's fallback).
#if __has_include_next(<GL/freeglut.h>)
#include_next <GL/freeglut.h>
#else
#include <GL/glut.h>
#endif

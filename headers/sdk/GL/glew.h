// GL/glew.h: a fallback for machines without GLEW, written for tandem (see
// GL/gl.h). The buffer-object calls CUDA interop programs make.
#if __has_include_next(<GL/glew.h>)
#include_next <GL/glew.h>
#else
#ifndef __glew_h__
#define __glew_h__
#include <GL/gl.h>
#define GLEW_OK 0
#define GLEW_VERSION_2_0 1
extern "C" {
GLenum glewInit(void); GLboolean glewIsSupported(const char *);
const GLubyte *glewGetErrorString(GLenum);
void glGenBuffers(GLsizei, GLuint *); void glDeleteBuffers(GLsizei, const GLuint *);
void glBindBuffer(GLenum, GLuint); void glBufferData(GLenum, GLsizeiptr, const GLvoid *, GLenum);
void glBufferSubData(GLenum, GLintptr, GLsizeiptr, const GLvoid *);
}
#endif
#endif

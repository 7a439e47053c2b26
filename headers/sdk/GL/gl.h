// GL/gl.h: a fallback for machines without OpenGL's headers, written for
// tandem: the GL types and the few calls CUDA interop programs make. Host
// code is parsed, never run. The system's <GL/gl.h>, when installed (or one
// given with -I), is used instead.
#if __has_include_next(<GL/gl.h>)
#include_next <GL/gl.h>
#else
#ifndef __gl_h_
#define __gl_h_
#define __GL_H__
typedef unsigned int GLenum; typedef unsigned char GLboolean; typedef unsigned int GLbitfield;
typedef void GLvoid; typedef signed char GLbyte; typedef short GLshort; typedef int GLint;
typedef unsigned char GLubyte; typedef unsigned short GLushort; typedef unsigned int GLuint;
typedef int GLsizei; typedef float GLfloat; typedef float GLclampf; typedef double GLdouble;
typedef double GLclampd; typedef char GLchar; typedef __PTRDIFF_TYPE__ GLsizeiptr;
typedef __PTRDIFF_TYPE__ GLintptr;
#define GL_FALSE 0
#define GL_TRUE 1
#define GL_TEXTURE_2D 0x0DE1
#define GL_RGBA 0x1908
#define GL_RGBA8 0x8058
#define GL_UNSIGNED_BYTE 0x1401
#define GL_FLOAT 0x1406
#define GL_COLOR_BUFFER_BIT 0x00004000
#define GL_DEPTH_BUFFER_BIT 0x00000100
#define GL_ARRAY_BUFFER 0x8892
#define GL_PIXEL_UNPACK_BUFFER 0x88EC
#define GL_DYNAMIC_DRAW 0x88E8
#define GL_STREAM_DRAW 0x88E0
#define GL_POINTS 0x0000
#define GL_TRIANGLES 0x0004
extern "C" {
void glClear(GLbitfield); void glClearColor(GLclampf, GLclampf, GLclampf, GLclampf);
void glViewport(GLint, GLint, GLsizei, GLsizei); void glEnable(GLenum); void glDisable(GLenum);
void glGenTextures(GLsizei, GLuint *); void glDeleteTextures(GLsizei, const GLuint *);
void glBindTexture(GLenum, GLuint); void glTexParameteri(GLenum, GLenum, GLint);
void glTexImage2D(GLenum, GLint, GLint, GLsizei, GLsizei, GLint, GLenum, GLenum, const GLvoid *);
void glTexSubImage2D(GLenum, GLint, GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, const GLvoid *);
void glDrawArrays(GLenum, GLint, GLsizei); void glFinish(void); void glFlush(void);
void glMatrixMode(GLenum); void glLoadIdentity(void); void glPushMatrix(void); void glPopMatrix(void);
void glTranslatef(GLfloat, GLfloat, GLfloat); void glRotatef(GLfloat, GLfloat, GLfloat, GLfloat);
void glColor3f(GLfloat, GLfloat, GLfloat); void glColor4f(GLfloat, GLfloat, GLfloat, GLfloat);
void glPointSize(GLfloat); void glBegin(GLenum); void glEnd(void);
void glVertex2f(GLfloat, GLfloat); void glVertex3f(GLfloat, GLfloat, GLfloat); void glTexCoord2f(GLfloat, GLfloat);
void glEnableClientState(GLenum); void glDisableClientState(GLenum);
void glVertexPointer(GLint, GLenum, GLsizei, const GLvoid *); void glColorPointer(GLint, GLenum, GLsizei, const GLvoid *);
GLenum glGetError(void);
}
#endif
#endif

// GL/glut.h: a fallback for machines without GLUT, written for tandem (see
// GL/gl.h): window and callback set-up calls, declarations only.
#if __has_include_next(<GL/glut.h>)
#include_next <GL/glut.h>
#else
#ifndef __glut_h__
#define __glut_h__
#include <GL/gl.h>
#define GLUT_RGB 0
#define GLUT_RGBA 0
#define GLUT_DOUBLE 2
#define GLUT_DEPTH 16
#define GLUT_LEFT_BUTTON 0
#define GLUT_DOWN 0
#define GLUT_UP 1
extern "C" {
void glutInit(int *, char **); void glutInitDisplayMode(unsigned int);
void glutInitWindowSize(int, int); void glutInitWindowPosition(int, int); int glutCreateWindow(const char *);
void glutDisplayFunc(void (*)(void)); void glutReshapeFunc(void (*)(int, int));
void glutKeyboardFunc(void (*)(unsigned char, int, int)); void glutMouseFunc(void (*)(int, int, int, int));
void glutMotionFunc(void (*)(int, int)); void glutIdleFunc(void (*)(void)); void glutTimerFunc(unsigned int, void (*)(int), int);
void glutCloseFunc(void (*)(void)); void glutMainLoop(void); void glutSwapBuffers(void); void glutPostRedisplay(void);
void glutSetWindowTitle(const char *); void glutDestroyWindow(int); int glutGet(GLenum); void glutReportErrors(void);
}
#endif
#endif

// OpenGL ES 3.0 for PageRenderGL (libGLESv2 carries ES 2.0 and 3.x entry points).
#ifndef PAGETURN_CGLES3_SHIM_H
#define PAGETURN_CGLES3_SHIM_H

#include <GLES3/gl3.h>

#endif

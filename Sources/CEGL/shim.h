// EGL for PageRenderGL: the Khronos headers plus small helpers for what Swift cannot import
// (the cast macros EGL_NO_DISPLAY & co., and extension entry points reached through
// eglGetProcAddress).
#ifndef PAGETURN_CEGL_SHIM_H
#define PAGETURN_CEGL_SHIM_H

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <stddef.h>
#include <string.h>

/// Whether the space-separated extension list `list` contains `name` exactly.
static inline int pageturn_egl_has_extension(const char *list, const char *name) {
    if (list == NULL || name == NULL) return 0;
    size_t length = strlen(name);
    const char *p = list;
    while ((p = strstr(p, name)) != NULL) {
        int startsWord = (p == list) || (p[-1] == ' ');
        int endsWord = (p[length] == ' ') || (p[length] == '\0');
        if (startsWord && endsWord) return 1;
        p += length;
    }
    return 0;
}

/// The client extensions (EGL_EXT_client_extensions), or NULL when EGL has none.
static inline const char *pageturn_egl_client_extensions(void) {
    return eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
}

/// eglGetPlatformDisplayEXT through eglGetProcAddress; EGL_NO_DISPLAY when unavailable.
static inline EGLDisplay pageturn_egl_get_platform_display_ext(EGLenum platform, void *native) {
    PFNEGLGETPLATFORMDISPLAYEXTPROC get =
        (PFNEGLGETPLATFORMDISPLAYEXTPROC)eglGetProcAddress("eglGetPlatformDisplayEXT");
    if (get == NULL) return EGL_NO_DISPLAY;
    return get(platform, native, NULL);
}

/// Fills `devices` (room for `capacity`) through eglQueryDevicesEXT; returns how many, 0 when
/// the extension is missing.
static inline EGLint pageturn_egl_query_devices(EGLDeviceEXT *devices, EGLint capacity) {
    PFNEGLQUERYDEVICESEXTPROC query =
        (PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT");
    if (query == NULL) return 0;
    EGLint count = 0;
    if (!query(capacity, devices, &count)) return 0;
    return count;
}

/// The default display (EGL_DEFAULT_DISPLAY is a cast macro Swift cannot import).
static inline EGLDisplay pageturn_egl_get_default_display(void) {
    return eglGetDisplay(EGL_DEFAULT_DISPLAY);
}

#endif

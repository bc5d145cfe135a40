#include "DisplayConnection.h"

#include <SDL.h>
#include <SDL_syswm.h>
#include <dlfcn.h>
#include <stddef.h>

int pageturn_display_connection_fd(struct SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (window != NULL && SDL_GetWindowWMInfo(window, &info) == SDL_TRUE && info.subsystem == SDL_SYSWM_X11
        && info.info.x11.display != NULL) {
        return ConnectionNumber(info.info.x11.display);
    }
#else
    (void)window;
#endif
    return -1;
}

#if defined(SDL_VIDEO_DRIVER_X11)
typedef int (*pageturn_io_error_handler)(Display *);
typedef pageturn_io_error_handler (*pageturn_set_io_error_handler)(pageturn_io_error_handler);

static void *lost_context;
static void (*lost_callback)(void *);
static pageturn_io_error_handler previous_handler;
static int installed;

static int on_io_error(Display *display) {
    if (lost_callback != NULL) {
        lost_callback(lost_context);  // does not return
    }
    return previous_handler != NULL ? previous_handler(display) : 0;
}

/// Xlib's XSetIOErrorHandler, found in the copy SDL has loaded (linked, or opened at run time);
/// PageTurn does not link Xlib itself.
static pageturn_set_io_error_handler set_io_error_handler(void) {
    void *library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (library == NULL) {
        return NULL;
    }
    pageturn_set_io_error_handler set = (pageturn_set_io_error_handler)dlsym(library, "XSetIOErrorHandler");
    dlclose(library);  // drops only the reference RTLD_NOLOAD added: SDL's stays
    return set;
}
#endif

int pageturn_on_display_connection_lost(void *context, void (*callback)(void *context)) {
#if defined(SDL_VIDEO_DRIVER_X11)
    pageturn_set_io_error_handler set = set_io_error_handler();
    if (set == NULL) {
        return 0;
    }
    if (callback != NULL) {
        lost_context = context;
        lost_callback = callback;
        if (!installed) {
            previous_handler = set(on_io_error);
            installed = 1;
        }
    } else if (installed) {
        set(previous_handler);
        installed = 0;
        lost_callback = NULL;
        lost_context = NULL;
    }
    return 1;
#else
    (void)context;
    (void)callback;
    return 0;
#endif
}

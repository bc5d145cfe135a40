// The viewer's window's connection to its display server, for noticing that the server has gone
// (an X server that ended or was killed): SDL keeps drawing into a dead connection, and Mesa's
// software swap can loop forever inside eglSwapBuffers, so the viewer watches the socket itself.
#ifndef PAGETURN_DISPLAY_CONNECTION_H
#define PAGETURN_DISPLAY_CONNECTION_H

struct SDL_Window;

/// The file descriptor of `window`'s connection to its X server, or -1 when the window is not on
/// X11 (or SDL was built without X11). The descriptor stays SDL's: never read or close it.
int pageturn_display_connection_fd(struct SDL_Window *window);

/// Calls `callback(context)` when Xlib finds the connection to the X server broken (its "fatal IO
/// error" handler, whose default prints to C's stderr and exits with 1). The callback must not
/// return. A NULL callback puts the previous handler back. Returns 1 when Xlib is loaded (the
/// handler is set), 0 otherwise. Xlib's handler is one for the whole process and takes no context
/// of ours, so `context` is kept here; call from one thread only.
int pageturn_on_display_connection_lost(void *context, void (*callback)(void *context));

/// poll(2)'s POLLRDHUP on Linux (the peer closed its end of a socket), which Swift's Glibc module
/// leaves out (it is declared for _GNU_SOURCE only); 0 elsewhere, where POLLHUP alone says so.
#if defined(__linux__)
static const short pageturn_poll_hang_up = 0x2000;
#else
static const short pageturn_poll_hang_up = 0;
#endif

#endif

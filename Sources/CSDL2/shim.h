// SDL2 for `pageturn view`: the window, its OpenGL ES context (through EGL on X11) and input.
// SDL_MAIN_HANDLED: the Swift program has its own `main`; SDL must not rename it.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

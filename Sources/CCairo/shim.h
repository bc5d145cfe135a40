// cairo for PageMedia: the sample book is drawn with it (image surfaces, paths, the "toy" text
// API through fontconfig), and the tests write PDF fixtures through its PDF surface.
#ifndef PAGETURN_CCAIRO_SHIM_H
#define PAGETURN_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>

#endif

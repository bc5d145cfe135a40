// The C library's sine and cosine in one call, for PageMath on hosts: glibc's sincos works both
// out from one argument reduction, the commonest cost of a curl's surface (Swift's Glibc module
// does not import it, being a GNU extension). Elsewhere, sin and cos.
#ifndef PAGETURN_CSINECOSINE_SHIM_H
#define PAGETURN_CSINECOSINE_SHIM_H

#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1
#endif
#include <math.h>

static inline void pageturn_sincos(double x, double *sine, double *cosine) {
#if defined(__GLIBC__)
    sincos(x, sine, cosine);
#else
    *sine = sin(x);
    *cosine = cos(x);
#endif
}

#endif

// libturbojpeg (the TurboJPEG API of libjpeg-turbo) for PageMedia: JPEG decoding, and encoding in
// the tests. The TurboJPEG API reports errors by return value (no longjmp crosses Swift frames).
#ifndef PAGETURN_CTURBOJPEG_SHIM_H
#define PAGETURN_CTURBOJPEG_SHIM_H

#include <stddef.h>
#include <turbojpeg.h>

#endif

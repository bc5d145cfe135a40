// libpng for PageMedia.
//
// libpng reports errors by longjmp. Swift frames must never be jumped over, so the whole
// setjmp/longjmp dance lives in the static inline C functions below: Swift calls
// pageturn_png_decode / pageturn_png_encode, which return a status code and never jump out.
//
// Decoding expands every PNG flavour (grey, grey+alpha, palette, tRNS, 1/2/4/16-bit,
// interlaced) to straight RGBA, 8 bits a channel; 16-bit samples are scaled with rounding
// (png_set_scale_16). No gamma or colour-space conversion is done: sample values pass through.
#ifndef PAGETURN_CPNG_SHIM_H
#define PAGETURN_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    PAGETURN_PNG_OK = 0,
    PAGETURN_PNG_NOT_PNG = 1,
    PAGETURN_PNG_TRUNCATED = 2,
    PAGETURN_PNG_CORRUPT = 3,
    PAGETURN_PNG_OUT_OF_MEMORY = 4,
    PAGETURN_PNG_TOO_LARGE = 5,
};

/// Largest width or height accepted (pixels) and largest pixel count, so a corrupt header
/// cannot ask for an absurd allocation.
#define PAGETURN_PNG_MAX_SIDE 65535u
#define PAGETURN_PNG_MAX_PIXELS (16384u * 16384u)

typedef struct {
    char message[256];          // first: shared by the reader and the writer error handler
    const unsigned char *data;  // reader: the whole file
    size_t size;
    size_t offset;
    int ranOut;                 // reader: set when libpng asked for bytes past the end
    unsigned char *output;      // writer: growing buffer
    size_t outputSize;
    size_t outputCapacity;
    int outOfMemory;
} pageturn_png_state;

static inline void pageturn_png_on_error(png_structp png, png_const_charp text) {
    pageturn_png_state *state = (pageturn_png_state *)png_get_error_ptr(png);
    if (state != NULL) {
        strncpy(state->message, text != NULL ? text : "libpng error", sizeof state->message - 1);
        state->message[sizeof state->message - 1] = '\0';
    }
    png_longjmp(png, 1);
}

static inline void pageturn_png_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;  // warnings (odd ancillary chunks, ICC quirks) are not errors: stay quiet
}

static inline void pageturn_png_read_bytes(png_structp png, png_bytep out, png_size_t count) {
    pageturn_png_state *state = (pageturn_png_state *)png_get_io_ptr(png);
    if (count > state->size - state->offset) {
        state->ranOut = 1;
        png_error(png, "unexpected end of file");
    }
    memcpy(out, state->data + state->offset, count);
    state->offset += count;
}

static inline void pageturn_png_write_bytes(png_structp png, png_bytep in, png_size_t count) {
    pageturn_png_state *state = (pageturn_png_state *)png_get_io_ptr(png);
    if (count > state->outputCapacity - state->outputSize) {
        size_t capacity = state->outputCapacity < 4096 ? 4096 : state->outputCapacity;
        while (capacity - state->outputSize < count) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(state->output, capacity);
        if (grown == NULL) {
            state->outOfMemory = 1;
            png_error(png, "out of memory");
        }
        state->output = grown;
        state->outputCapacity = capacity;
    }
    memcpy(state->output + state->outputSize, in, count);
    state->outputSize += count;
}

static inline void pageturn_png_flush(png_structp png) { (void)png; }

/// Largest pixel count held whole while decoding for a page (an interlaced image, or one
/// decoded at full size): 8192 x 8192, 256 MiB of RGBA8.
#define PAGETURN_PNG_MAX_BUFFERED_PIXELS (8192u * 8192u)

/// Adds row `row` (w RGBA8 pixels) to `sums` (ow blocks of 4 sums: r*a, g*a, b*a, a), k pixels a
/// block across.
static inline void pageturn_png_accumulate(const unsigned char *row, png_uint_32 w, png_uint_32 k, uint64_t *sums) {
    for (png_uint_32 x = 0; x < w; x++) {
        const unsigned char *p = row + (size_t)x * 4;
        uint64_t *sum = sums + (size_t)(x / k) * 4;
        uint64_t a = p[3];
        sum[0] += p[0] * a;
        sum[1] += p[1] * a;
        sum[2] += p[2] * a;
        sum[3] += a;
    }
}

/// Writes the averages of `sums` (blocks of k x `rows` pixels, the last column of blocks maybe
/// narrower) as one output row, straight alpha, rounded; clears `sums`.
static inline void pageturn_png_emit(uint64_t *sums, png_uint_32 w, png_uint_32 k, png_uint_32 rows,
                                     unsigned char *out) {
    png_uint_32 ow = (w + k - 1) / k;
    for (png_uint_32 bx = 0; bx < ow; bx++) {
        uint64_t *sum = sums + (size_t)bx * 4;
        uint64_t width = (bx + 1) * k <= w ? k : w - bx * k;
        uint64_t n = width * rows;
        uint64_t a = sum[3];
        unsigned char *o = out + (size_t)bx * 4;
        o[0] = a > 0 ? (unsigned char)((sum[0] + a / 2) / a) : 0;
        o[1] = a > 0 ? (unsigned char)((sum[1] + a / 2) / a) : 0;
        o[2] = a > 0 ? (unsigned char)((sum[2] + a / 2) / a) : 0;
        o[3] = (unsigned char)((a + n / 2) / n);
        sum[0] = sum[1] = sum[2] = sum[3] = 0;
    }
}

/// Decodes a whole PNG file held in memory to straight RGBA8, rows top first.
/// On PAGETURN_PNG_OK, *pixels holds width*height*4 bytes to release with pageturn_png_free.
/// `message` (256 bytes) receives libpng's text on failure.
static inline int pageturn_png_decode_reduced(const unsigned char *data, size_t size,
                                              uint32_t coverWidth, uint32_t coverHeight,
                                              unsigned char **pixels, uint32_t *width, uint32_t *height,
                                              char *message);

static inline int pageturn_png_decode(const unsigned char *data, size_t size,
                                      unsigned char **pixels, uint32_t *width, uint32_t *height,
                                      char *message) {
    return pageturn_png_decode_reduced(data, size, 0, 0, pixels, width, height, message);
}

/// Decodes a PNG held in memory to straight RGBA8, reduced while it is read: each block of k x k
/// pixels becomes their average (alpha-weighted), k the largest whole factor that keeps the
/// result at least coverWidth x coverHeight (0 x 0: k = 1, the full image). A non-interlaced
/// image is read a row at a time, so memory is the result plus one row whatever the file's size;
/// an interlaced one (Adam7 needs the whole image) is refused above
/// PAGETURN_PNG_MAX_BUFFERED_PIXELS, and so is a full-size decode for a page (cover given, k = 1).
/// On PAGETURN_PNG_OK, *pixels holds width*height*4 bytes (the reduced size) to release with
/// pageturn_png_free.
static inline int pageturn_png_decode_reduced(const unsigned char *data, size_t size,
                                              uint32_t coverWidth, uint32_t coverHeight,
                                              unsigned char **pixels, uint32_t *width, uint32_t *height,
                                              char *message) {
    *pixels = NULL;
    *width = 0;
    *height = 0;
    message[0] = '\0';
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) return PAGETURN_PNG_NOT_PNG;

    pageturn_png_state state;
    memset(&state, 0, sizeof state);
    state.data = data;
    state.size = size;

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state,
                                             pageturn_png_on_error, pageturn_png_on_warning);
    if (png == NULL) return PAGETURN_PNG_OUT_OF_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return PAGETURN_PNG_OUT_OF_MEMORY;
    }

    unsigned char *volatile buffer = NULL;
    png_bytep *volatile rows = NULL;
    unsigned char *volatile full = NULL;
    unsigned char *volatile row = NULL;
    uint64_t *volatile sums = NULL;
    volatile int status = PAGETURN_PNG_CORRUPT;

    if (setjmp(png_jmpbuf(png))) {
        free(buffer);
        free(rows);
        free(full);
        free(row);
        free(sums);
        png_destroy_read_struct(&png, &info, NULL);
        strncpy(message, state.message, 255);
        message[255] = '\0';
        if (state.ranOut) return PAGETURN_PNG_TRUNCATED;
        return status;
    }

    png_set_read_fn(png, &state, pageturn_png_read_bytes);
    png_set_user_limits(png, PAGETURN_PNG_MAX_SIDE, PAGETURN_PNG_MAX_SIDE);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info);
    png_uint_32 h = png_get_image_height(png, info);
    int colorType = png_get_color_type(png, info);
    if ((uint64_t)w * (uint64_t)h > PAGETURN_PNG_MAX_PIXELS) {
        status = PAGETURN_PNG_TOO_LARGE;
        png_error(png, "image too large");
    }

    png_set_expand(png);  // palette -> RGB, grey < 8 bits -> 8 bits, tRNS -> alpha
    png_set_scale_16(png);  // 16 -> 8 bits, rounded
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if (!(colorType & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t rowBytes = png_get_rowbytes(png, info);
    if (rowBytes != (size_t)w * 4) {
        png_error(png, "unexpected row layout after expansion");
    }
    png_uint_32 k = 1;
    if (coverWidth > 0 && coverHeight > 0) {
        png_uint_32 kx = w / coverWidth, ky = h / coverHeight;
        k = kx < ky ? kx : ky;
        if (k < 1) k = 1;
        if ((passes > 1 || k == 1) && (uint64_t)w * (uint64_t)h > PAGETURN_PNG_MAX_BUFFERED_PIXELS) {
            status = PAGETURN_PNG_TOO_LARGE;
            png_error(png, "image too large to decode whole");
        }
    }
    if (k == 1) {
        buffer = (unsigned char *)malloc((size_t)w * (size_t)h * 4);
        rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)h);
        if (buffer == NULL || rows == NULL) {
            status = PAGETURN_PNG_OUT_OF_MEMORY;
            png_error(png, "out of memory");
        }
        for (png_uint_32 y = 0; y < h; y++) rows[y] = buffer + (size_t)y * rowBytes;
        png_read_image(png, rows);
        png_read_end(png, NULL);
        free(rows);
        rows = NULL;
    } else {
        png_uint_32 ow = (w + k - 1) / k, oh = (h + k - 1) / k;
        buffer = (unsigned char *)malloc((size_t)ow * (size_t)oh * 4);
        sums = (uint64_t *)calloc((size_t)ow * 4, sizeof(uint64_t));
        if (passes > 1) {
            full = (unsigned char *)malloc((size_t)w * (size_t)h * 4);
            rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)h);
        } else {
            row = (unsigned char *)malloc(rowBytes);
        }
        if (buffer == NULL || sums == NULL || (passes > 1 ? (full == NULL || rows == NULL) : row == NULL)) {
            status = PAGETURN_PNG_OUT_OF_MEMORY;
            png_error(png, "out of memory");
        }
        if (passes > 1) {
            for (png_uint_32 y = 0; y < h; y++) rows[y] = full + (size_t)y * rowBytes;
            png_read_image(png, rows);
        }
        for (png_uint_32 y = 0; y < h; y++) {
            const unsigned char *source = row;
            if (passes > 1) {
                source = full + (size_t)y * rowBytes;
            } else {
                png_read_row(png, row, NULL);
            }
            pageturn_png_accumulate(source, w, k, sums);
            if (y % k == k - 1 || y == h - 1) {
                pageturn_png_emit(sums, w, k, y % k + 1, buffer + (size_t)(y / k) * ow * 4);
            }
        }
        png_read_end(png, NULL);
        free(full);
        full = NULL;
        free(rows);
        rows = NULL;
        free(row);
        row = NULL;
        free(sums);
        sums = NULL;
        w = ow;
        h = oh;
    }

    png_destroy_read_struct(&png, &info, NULL);
    *pixels = buffer;
    *width = w;
    *height = h;
    return PAGETURN_PNG_OK;
}

/// Encodes straight RGBA8 pixels (rows top first) as a PNG in memory, with an sRGB chunk.
/// Writes colour type RGB when every alpha is 255 (`dropAlpha` != 0), RGBA otherwise.
/// `compressionLevel` is zlib's 0...9. On PAGETURN_PNG_OK, *output holds *outputSize bytes to
/// release with pageturn_png_free.
static inline int pageturn_png_encode(const unsigned char *pixels, uint32_t width, uint32_t height,
                                      int dropAlpha, int compressionLevel,
                                      unsigned char **output, size_t *outputSize, char *message) {
    *output = NULL;
    *outputSize = 0;
    message[0] = '\0';
    if (width == 0 || height == 0 || width > PAGETURN_PNG_MAX_SIDE || height > PAGETURN_PNG_MAX_SIDE) {
        return PAGETURN_PNG_TOO_LARGE;
    }

    pageturn_png_state state;
    memset(&state, 0, sizeof state);

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state,
                                              pageturn_png_on_error, pageturn_png_on_warning);
    if (png == NULL) return PAGETURN_PNG_OUT_OF_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return PAGETURN_PNG_OUT_OF_MEMORY;
    }

    unsigned char *volatile rgb = NULL;
    png_bytep *volatile rows = NULL;

    if (setjmp(png_jmpbuf(png))) {
        free(rgb);
        free(rows);
        free(state.output);
        png_destroy_write_struct(&png, &info);
        strncpy(message, state.message, 255);
        message[255] = '\0';
        return state.outOfMemory ? PAGETURN_PNG_OUT_OF_MEMORY : PAGETURN_PNG_CORRUPT;
    }

    png_set_write_fn(png, &state, pageturn_png_write_bytes, pageturn_png_flush);
    png_set_compression_level(png, compressionLevel);
    // At the fast levels every row takes the Up filter (libpng otherwise tries all five on every
    // row, and choosing even between two costs a quarter of a frame's time): a rendered frame's
    // rows mostly repeat the row above (the desk, the paper's margins), and the files come out
    // about 3% larger than with the choice between Sub and Up.
    if (compressionLevel <= 3) png_set_filter(png, 0, PNG_FILTER_UP);
    png_set_IHDR(png, info, width, height, 8,
                 dropAlpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);

    rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)height);
    if (rows == NULL) {
        state.outOfMemory = 1;
        png_error(png, "out of memory");
    }
    if (dropAlpha) {
        rgb = (unsigned char *)malloc((size_t)width * (size_t)height * 3);
        if (rgb == NULL) {
            state.outOfMemory = 1;
            png_error(png, "out of memory");
        }
        size_t count = (size_t)width * (size_t)height;
        for (size_t i = 0; i < count; i++) {
            rgb[i * 3 + 0] = pixels[i * 4 + 0];
            rgb[i * 3 + 1] = pixels[i * 4 + 1];
            rgb[i * 3 + 2] = pixels[i * 4 + 2];
        }
        for (uint32_t y = 0; y < height; y++) rows[y] = rgb + (size_t)y * width * 3;
    } else {
        for (uint32_t y = 0; y < height; y++) {
            rows[y] = (png_bytep)(pixels + (size_t)y * width * 4);
        }
    }
    png_write_image(png, rows);
    png_write_end(png, NULL);

    free(rgb);
    free(rows);
    png_destroy_write_struct(&png, &info);
    *output = state.output;
    *outputSize = state.outputSize;
    return PAGETURN_PNG_OK;
}

/// Releases a buffer returned by pageturn_png_decode or pageturn_png_encode.
static inline void pageturn_png_free(void *buffer) { free(buffer); }

#endif

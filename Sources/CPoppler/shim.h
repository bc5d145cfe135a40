// poppler-glib for PageMedia: opens PDF files and rasterises one page at a time through cairo.
//
// GLib's GError and GObject reference counting stay in the small C functions below, so Swift sees
// status codes and plain numbers. Pages are rendered into a cairo image surface that the caller
// owns; nothing is rasterised until a page is asked for.
#ifndef PAGETURN_CPOPPLER_SHIM_H
#define PAGETURN_CPOPPLER_SHIM_H

#include <cairo.h>
#include <poppler.h>
#include <string.h>

enum {
    PAGETURN_PDF_OK = 0,
    PAGETURN_PDF_ENCRYPTED = 1,   // needs a password we do not have
    PAGETURN_PDF_DAMAGED = 2,     // not a PDF, or damaged beyond poppler's repair
    PAGETURN_PDF_OPEN_FAILED = 3, // the file could not be opened or read
    PAGETURN_PDF_NO_PAGE = 4,     // the page could not be loaded
    PAGETURN_PDF_RENDER_FAILED = 5,
};

static inline void pageturn_pdf_take_error(GError *error, char *message) {
    message[0] = '\0';
    if (error == NULL) return;
    if (error->message != NULL) {
        strncpy(message, error->message, 255);
        message[255] = '\0';
    }
    g_error_free(error);
}

/// Opens the PDF at an absolute file-system path. On PAGETURN_PDF_OK, *document is a new reference
/// to release with pageturn_pdf_close. `message` (256 bytes) receives poppler's text on failure.
static inline int pageturn_pdf_open(const char *absolutePath, PopplerDocument **document, char *message) {
    *document = NULL;
    message[0] = '\0';
    GError *error = NULL;
    gchar *uri = g_filename_to_uri(absolutePath, NULL, &error);
    if (uri == NULL) {
        pageturn_pdf_take_error(error, message);
        return PAGETURN_PDF_OPEN_FAILED;
    }
    PopplerDocument *opened = poppler_document_new_from_file(uri, NULL, &error);
    g_free(uri);
    if (opened == NULL) {
        int status = PAGETURN_PDF_DAMAGED;
        if (error != NULL && error->domain == POPPLER_ERROR) {
            if (error->code == POPPLER_ERROR_ENCRYPTED) status = PAGETURN_PDF_ENCRYPTED;
            else if (error->code == POPPLER_ERROR_OPEN_FILE) status = PAGETURN_PDF_OPEN_FAILED;
        }
        pageturn_pdf_take_error(error, message);
        return status;
    }
    *document = opened;
    return PAGETURN_PDF_OK;
}

static inline void pageturn_pdf_close(PopplerDocument *document) {
    if (document != NULL) g_object_unref(document);
}

static inline int pageturn_pdf_page_count(PopplerDocument *document) {
    return poppler_document_get_n_pages(document);
}

/// The size of page `index` (0-based) in points, with the page's /Rotate applied.
static inline int pageturn_pdf_page_size(PopplerDocument *document, int index, double *width, double *height) {
    *width = 0;
    *height = 0;
    PopplerPage *page = poppler_document_get_page(document, index);
    if (page == NULL) return PAGETURN_PDF_NO_PAGE;
    poppler_page_get_size(page, width, height);
    g_object_unref(page);
    return PAGETURN_PDF_OK;
}

/// Renders page `index` onto white paper, stretched to fill the whole `surface` (an ARGB32 image
/// surface the caller owns): x scaled by surface width / page width, y likewise.
static inline int pageturn_pdf_render(PopplerDocument *document, int index, cairo_surface_t *surface) {
    PopplerPage *page = poppler_document_get_page(document, index);
    if (page == NULL) return PAGETURN_PDF_NO_PAGE;
    double width = 0, height = 0;
    poppler_page_get_size(page, &width, &height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    if (width > 0 && height > 0) {
        cairo_scale(cr, cairo_image_surface_get_width(surface) / width,
                    cairo_image_surface_get_height(surface) / height);
        poppler_page_render(page, cr);
    }
    int failed = cairo_status(cr) != CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    g_object_unref(page);
    return failed ? PAGETURN_PDF_RENDER_FAILED : PAGETURN_PDF_OK;
}

#endif

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

/// Renders the part of page `index` whose top-left corner is (`left`, `top`) in page points onto
/// white paper filling `surface`, `scaleX` × `scaleY` pixels a point: a region of a page zoomed
/// in, without rasterising the rest of it.
static inline int pageturn_pdf_render_region(PopplerDocument *document, int index, cairo_surface_t *surface,
                                             double left, double top, double scaleX, double scaleY) {
    PopplerPage *page = poppler_document_get_page(document, index);
    if (page == NULL) return PAGETURN_PDF_NO_PAGE;
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    if (scaleX > 0 && scaleY > 0) {
        cairo_scale(cr, scaleX, scaleY);
        cairo_translate(cr, -left, -top);
        poppler_page_render(page, cr);
    }
    int failed = cairo_status(cr) != CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    g_object_unref(page);
    return failed ? PAGETURN_PDF_RENDER_FAILED : PAGETURN_PDF_OK;
}

// MARK: - Navigation: the outline, links and text search
//
// Each walks poppler's lists in C and hands Swift one plain record at a time through a visitor
// with a context pointer, so that GList, PopplerAction's union and PopplerDest stay here.
// Rectangles are in page points with the origin at the page's top-left, y down (poppler gives
// PDF's bottom-left origin; these flip it).

/// The 0-based page a destination leads to, named destinations looked up; -1 when none.
static inline int pageturn_pdf_dest_page(PopplerDocument *document, PopplerDest *dest) {
    if (dest == NULL) return -1;
    if (dest->type == POPPLER_DEST_NAMED) {
        if (dest->named_dest == NULL) return -1;
        PopplerDest *found = poppler_document_find_dest(document, dest->named_dest);
        if (found == NULL) return -1;
        int page = found->page_num - 1;
        poppler_dest_free(found);
        return page;
    }
    return dest->page_num - 1;
}

/// What an action does: the page it goes to (0-based, or -1) and the URI it opens (or NULL;
/// owned by the action).
static inline void pageturn_pdf_action_target(PopplerDocument *document, PopplerAction *action,
                                              int *page, const char **uri) {
    *page = -1;
    *uri = NULL;
    if (action == NULL) return;
    switch (action->type) {
    case POPPLER_ACTION_GOTO_DEST:
        *page = pageturn_pdf_dest_page(document, action->goto_dest.dest);
        break;
    case POPPLER_ACTION_URI:
        *uri = action->uri.uri;
        break;
    default:
        break;
    }
}

typedef void (*pageturn_pdf_outline_visitor)(void *context, int depth, const char *title, int page);

static inline void pageturn_pdf_outline_walk(PopplerDocument *document, PopplerIndexIter *iter, int depth,
                                             pageturn_pdf_outline_visitor visit, void *context, int *budget) {
    if (iter == NULL || depth > 32) return;
    do {
        if (*budget <= 0) return;
        *budget -= 1;
        PopplerAction *action = poppler_index_iter_get_action(iter);
        int page = -1;
        const char *uri = NULL;
        pageturn_pdf_action_target(document, action, &page, &uri);
        const char *title = (action != NULL && action->any.title != NULL) ? action->any.title : "";
        visit(context, depth, title, page);
        if (action != NULL) poppler_action_free(action);
        PopplerIndexIter *child = poppler_index_iter_get_child(iter);
        if (child != NULL) {
            pageturn_pdf_outline_walk(document, child, depth + 1, visit, context, budget);
            poppler_index_iter_free(child);
        }
    } while (poppler_index_iter_next(iter));
}

/// Visits the document's outline in reading order (depth 0 for top-level entries), at most
/// `limit` entries; returns 0 when the document has no outline.
static inline int pageturn_pdf_outline(PopplerDocument *document, int limit,
                                       pageturn_pdf_outline_visitor visit, void *context) {
    PopplerIndexIter *iter = poppler_index_iter_new(document);
    if (iter == NULL) return 0;
    int budget = limit;
    pageturn_pdf_outline_walk(document, iter, 0, visit, context, &budget);
    poppler_index_iter_free(iter);
    return 1;
}

typedef void (*pageturn_pdf_link_visitor)(void *context, double x1, double y1, double x2, double y2,
                                          int page, const char *uri);

/// Visits the links on page `index` that go to a page or open a URI.
static inline int pageturn_pdf_links(PopplerDocument *document, int index,
                                     pageturn_pdf_link_visitor visit, void *context) {
    PopplerPage *page = poppler_document_get_page(document, index);
    if (page == NULL) return PAGETURN_PDF_NO_PAGE;
    double width = 0, height = 0;
    poppler_page_get_size(page, &width, &height);
    GList *mappings = poppler_page_get_link_mapping(page);
    for (GList *item = mappings; item != NULL; item = item->next) {
        PopplerLinkMapping *mapping = item->data;
        int target = -1;
        const char *uri = NULL;
        pageturn_pdf_action_target(document, mapping->action, &target, &uri);
        if (target < 0 && uri == NULL) continue;
        visit(context, mapping->area.x1, height - mapping->area.y2, mapping->area.x2, height - mapping->area.y1,
              target, uri);
    }
    poppler_page_free_link_mapping(mappings);
    g_object_unref(page);
    return PAGETURN_PDF_OK;
}

typedef void (*pageturn_pdf_rect_visitor)(void *context, double x1, double y1, double x2, double y2);

/// Visits the rectangles of each occurrence of `text` (UTF-8, case ignored) on page `index`.
static inline int pageturn_pdf_find(PopplerDocument *document, int index, const char *text,
                                    pageturn_pdf_rect_visitor visit, void *context) {
    PopplerPage *page = poppler_document_get_page(document, index);
    if (page == NULL) return PAGETURN_PDF_NO_PAGE;
    double width = 0, height = 0;
    poppler_page_get_size(page, &width, &height);
    GList *matches = poppler_page_find_text(page, text);
    for (GList *item = matches; item != NULL; item = item->next) {
        PopplerRectangle *rect = item->data;
        visit(context, rect->x1, height - rect->y2, rect->x2, height - rect->y1);
        poppler_rectangle_free(rect);
    }
    g_list_free(matches);
    g_object_unref(page);
    return PAGETURN_PDF_OK;
}

#endif

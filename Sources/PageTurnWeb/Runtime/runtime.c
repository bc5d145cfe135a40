// The C runtime the Embedded Swift core needs on wasm32-unknown-none-wasm, where there is no C
// library: a small allocator (posix_memalign, malloc, calloc, realloc, free) over the module's
// linear memory, and the memory functions LLVM may call (memcpy, memmove, memset, memcmp).
// Compiled only by Scripts/build-wasm (SwiftPM excludes this folder).
//
// The allocator: blocks carry an 8-byte header holding their size; sizes are rounded up to a
// power of two from 16 bytes, and freed blocks go on one free list per size class, so a book
// that renders frame after frame reuses its blocks and the memory stops growing. New blocks are
// cut from the top of the heap, growing linear memory a page (64 KiB) at a time.

#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

#define HEADER 16u
#define CLASSES 32

static uintptr_t heap_top;
static void *free_lists[CLASSES];
static unsigned long allocations;

// How many blocks have been allocated so far (exported to JavaScript): a test reads it before
// and after frames to check that a frame allocates nothing.
unsigned long pt_allocation_count(void) { return allocations; }

static unsigned size_class(size_t size) {
    unsigned c = 4;  // 16 bytes
    while (((size_t)1 << c) < size && c < CLASSES - 1) c++;
    return c;
}

static void *cut(size_t total, size_t alignment) {
    if (heap_top == 0) heap_top = (uintptr_t)&__heap_base;
    uintptr_t start = (heap_top + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    uintptr_t end = start + total;
    uintptr_t limit = __builtin_wasm_memory_size(0) * 65536u;
    if (end > limit) {
        uintptr_t pages = (end - limit + 65535u) / 65536u;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    }
    heap_top = end;
    return (void *)start;
}

void *malloc(size_t size);
void free(void *pointer);

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < 16) alignment = 16;
    unsigned c = size_class(size < 16 ? 16 : size);
    if (c >= CLASSES - 1 && ((size_t)1 << c) < size) return 12;  // ENOMEM
    size_t total = (size_t)1 << c;
    void *block = NULL;
    if (alignment <= 16 && free_lists[c]) {
        block = free_lists[c];
        free_lists[c] = *(void **)block;
    } else {
        block = cut(total, alignment);
        if (!block) return 12;
    }
    ((uint32_t *)block)[-1] = c;
    allocations++;
    *result = block;
    return 0;
}

void *malloc(size_t size) {
    void *p = NULL;
    return posix_memalign(&p, 16, size) == 0 ? p : NULL;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *p = NULL;
    return posix_memalign(&p, alignment, size) == 0 ? p : NULL;
}

void free(void *pointer) {
    if (!pointer) return;
    unsigned c = ((uint32_t *)pointer)[-1];
    *(void **)pointer = free_lists[c];
    free_lists[c] = pointer;
}

void *memcpy(void *restrict dest, const void *restrict src, size_t n) {
    __builtin_memcpy(dest, src, n);  // memory.copy (bulk memory)
    return dest;
}

void *memmove(void *dest, const void *src, size_t n) {
    __builtin_memmove(dest, src, n);
    return dest;
}

void *memset(void *dest, int value, size_t n) {
    __builtin_memset(dest, value, n);  // memory.fill (bulk memory)
    return dest;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

void *calloc(size_t count, size_t size) {
    size_t total = count * size;
    if (size && total / size != count) return NULL;
    void *p = malloc(total);
    if (p) memset(p, 0, total);
    return p;
}

size_t malloc_usable_size(void *pointer) {
    return pointer ? ((size_t)1 << ((uint32_t *)pointer)[-1]) : 0;
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    size_t old = malloc_usable_size(pointer);
    if (size <= old) return pointer;
    void *p = malloc(size);
    if (p) {
        memcpy(p, pointer, old);
        free(pointer);
    }
    return p;
}

// What Embedded Swift calls when it stops (a precondition, an overflow): trap, so that the
// browser reports "unreachable" with the wasm stack.
int putchar(int c) { return c; }
void abort(void) { __builtin_trap(); }

// The standard library's hashing asks for a random seed. A page's book needs no protection from
// hash flooding, so the seed is a fixed pattern and hashing is deterministic.
void arc4random_buf(void *buffer, size_t n) {
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < n; i++) bytes[i] = (unsigned char)(0x9E + 0x37 * i);
}

// `Double.rounded()` (half away from zero): f64.trunc and a correction (f64.nearest rounds half
// to even).
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
    return t;
}

float roundf(float x) {
    float t = __builtin_truncf(x);
    if (__builtin_fabsf(x - t) >= 0.5f) t += __builtin_copysignf(1.0f, x);
    return t;
}

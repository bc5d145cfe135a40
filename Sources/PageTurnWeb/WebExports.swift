import PageEffects
import PageGeometry
import PageRenderGL

// The C-ABI surface of the web backend: what the WebAssembly module exports to JavaScript
// (`Scripts/build-wasm` exports every `pt_` function of this file). It mirrors `PageEffect`:
// create a book, feed it pointer input and keys with their times, advance time, render, and read
// the frame's shader inputs (`FrameUniforms`: a header and records of floats) and each
// drawable's mesh from linear memory. Pointers returned stay valid until the next call that
// changes the book (input, advance, render, resize). Nothing here allocates per frame.
//
// A handle is a retained `WebBookHandle` (no global state): JavaScript keeps it and passes it
// back. Enumerations come as integers (documented at each function); times are seconds,
// positions CSS pixels.

@inline(__always) private func book(_ handle: UnsafeMutableRawPointer) -> WebBookHandle {
    Unmanaged<WebBookHandle>.fromOpaque(handle).takeUnretainedValue()
}

/// Creates a book; returns its handle, or nil for no pages or an unusable page size.
/// `layout`: 0 single pages, 1 spreads, 2 spreads with the cover alone. `binding`: 0 left,
/// 1 right, 2 top. `hardPages`: 0 none, 1 covers, 2 all. `effect`: 0 curl, 1 flip, 2 curl that
/// turns by itself as a cone (as `pageturn render --effect cone`).
/// `reducedMotion`: non-zero cross-fades.
@_cdecl("pt_book_create")
public func pt_book_create(
    _ pageCount: Int32, _ pageWidth: Double, _ pageHeight: Double, _ viewWidth: Double, _ viewHeight: Double,
    _ layout: Int32, _ binding: Int32, _ hardPages: Int32, _ effect: Int32, _ reducedMotion: Int32,
    _ startPage: Int32
) -> UnsafeMutableRawPointer? {
    var options = WebBookOptions(pageCount: Int(pageCount), pageSize: SIMD2(pageWidth, pageHeight),
                                 viewSize: SIMD2(viewWidth, viewHeight))
    options.layout = layout == 2 ? .spreads(coverAlone: true) : layout == 1 ? .spreads(coverAlone: false) : .singlePages
    options.binding = binding == 2 ? .top : binding == 1 ? .right : .left
    options.hardPages = hardPages == 2 ? .all : hardPages == 1 ? .covers : .none
    options.effect = effect == 1 ? .flip : .curl
    if effect == 2 { options.programmaticCurl = .cone(tightestConeAngle: WebBookOptions.tightestConeAngle) }
    options.reducedMotion = reducedMotion != 0
    options.startPage = Int(startPage)
    guard let made = try? WebBook(options: options) else { return nil }
    return Unmanaged.passRetained(WebBookHandle(book: made)).toOpaque()
}

/// Releases a book made by `pt_book_create`.
@_cdecl("pt_book_destroy")
public func pt_book_destroy(_ handle: UnsafeMutableRawPointer) {
    Unmanaged<WebBookHandle>.fromOpaque(handle).release()
}

/// Lays the book out for a canvas of `width` × `height` CSS pixels.
@_cdecl("pt_book_resize")
public func pt_book_resize(_ handle: UnsafeMutableRawPointer, _ width: Double, _ height: Double) {
    book(handle).book.resize(to: SIMD2(width, height))
}

/// The pointer went down at `(x, y)` at `time`.
@_cdecl("pt_book_pointer_down")
public func pt_book_pointer_down(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ time: Double) {
    book(handle).book.pointerDown(at: SIMD2(x, y), time: time)
}

/// The pointer, held down, moved to `(x, y)` at `time`.
@_cdecl("pt_book_pointer_move")
public func pt_book_pointer_move(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ time: Double) {
    book(handle).book.pointerMoved(to: SIMD2(x, y), time: time)
}

/// The pointer went up at `(x, y)` at `time` (a quick press that barely moved also taps).
@_cdecl("pt_book_pointer_up")
public func pt_book_pointer_up(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ time: Double) {
    book(handle).book.pointerUp(at: SIMD2(x, y), time: time)
}

/// The pointer was cancelled at `time`.
@_cdecl("pt_book_pointer_cancel")
public func pt_book_pointer_cancel(_ handle: UnsafeMutableRawPointer, _ time: Double) {
    book(handle).book.pointerCancelled(time: time)
}

/// A key at `time`: 0 next, 1 previous, 2 first, 3 last.
@_cdecl("pt_book_key")
public func pt_book_key(_ handle: UnsafeMutableRawPointer, _ key: Int32, _ time: Double) {
    let bookKey: BookKey
    switch key {
    case 0: bookKey = .next
    case 1: bookKey = .previous
    case 2: bookKey = .first
    case 3: bookKey = .last
    default: return
    }
    book(handle).book.press(bookKey, time: time)
}

/// Moves the animations on to `time`.
@_cdecl("pt_book_advance")
public func pt_book_advance(_ handle: UnsafeMutableRawPointer, _ time: Double) {
    book(handle).book.advance(to: time)
}

/// Writes the frame at the present time; returns its number of records.
@_cdecl("pt_book_render")
public func pt_book_render(_ handle: UnsafeMutableRawPointer) -> Int32 {
    let box = book(handle)
    box.book.render()
    return Int32(box.book.uniforms.recordCount)
}

/// 1 when nothing moves (the page may stop ticking until the next input), else 0.
@_cdecl("pt_book_is_idle")
public func pt_book_is_idle(_ handle: UnsafeMutableRawPointer) -> Int32 {
    book(handle).book.isIdle ? 1 : 0
}

/// The page shown at rest.
@_cdecl("pt_book_current_page")
public func pt_book_current_page(_ handle: UnsafeMutableRawPointer) -> Int32 {
    Int32(book(handle).book.currentPage)
}

/// Pages turned so far.
@_cdecl("pt_book_turn_count")
public func pt_book_turn_count(_ handle: UnsafeMutableRawPointer) -> Int32 {
    Int32(book(handle).book.turnCount)
}

/// A page's width (`axis` 0) or height (1) as drawn, CSS pixels.
@_cdecl("pt_book_page_size_in_view")
public func pt_book_page_size_in_view(_ handle: UnsafeMutableRawPointer, _ axis: Int32) -> Double {
    let size = book(handle).book.pageSizeInView
    return axis == 0 ? size.x : size.y
}

/// Where the point grabbed at the press is drawn in the last frame: x (`axis` 0) or y (1), CSS
/// pixels; NaN when no page is held.
@_cdecl("pt_book_grab_in_view")
public func pt_book_grab_in_view(_ handle: UnsafeMutableRawPointer, _ axis: Int32) -> Double {
    guard let point = book(handle).book.grabbedPointInView() else { return .nan }
    return axis == 0 ? point.x : point.y
}

/// The frame's header: `FrameUniforms.HeaderField.count` floats.
@_cdecl("pt_book_header")
public func pt_book_header(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
    book(handle).book.uniforms.header.withUnsafeBytes { $0.baseAddress }
}

/// The frame's records: `pt_book_render`'s count of `FrameUniforms.RecordField.count` floats each.
@_cdecl("pt_book_records")
public func pt_book_records(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
    book(handle).book.uniforms.records.withUnsafeBytes { $0.baseAddress }
}

/// How many times the mesh of drawable `slot` has been built: upload it again when this changes.
@_cdecl("pt_book_mesh_generation")
public func pt_book_mesh_generation(_ handle: UnsafeMutableRawPointer, _ slot: Int32) -> UInt32 {
    book(handle).book.uniforms.meshGeneration(ofSlot: Int(slot))
}

/// The mesh of drawable `slot`: its vertex count (both sides).
@_cdecl("pt_book_mesh_vertex_count")
public func pt_book_mesh_vertex_count(_ handle: UnsafeMutableRawPointer, _ slot: Int32) -> Int32 {
    Int32(book(handle).book.uniforms.mesh(ofSlot: Int(slot)).vertexCount)
}

/// The mesh of drawable `slot`: its index count (both sides, `UInt32` each).
@_cdecl("pt_book_mesh_index_count")
public func pt_book_mesh_index_count(_ handle: UnsafeMutableRawPointer, _ slot: Int32) -> Int32 {
    Int32(book(handle).book.uniforms.mesh(ofSlot: Int(slot)).indices.count)
}

/// The mesh of drawable `slot`: `array` 0 positions (3 floats a vertex), 1 normals (3), 2 mesh
/// coordinates (2), 3 indices (`UInt32`).
@_cdecl("pt_book_mesh_data")
public func pt_book_mesh_data(_ handle: UnsafeMutableRawPointer, _ slot: Int32, _ array: Int32) -> UnsafeRawPointer? {
    let uniforms = book(handle).book.uniforms
    let slot = Int(slot)
    switch array {
    case 0: return uniforms.mesh(ofSlot: slot).positions.withUnsafeBytes { $0.baseAddress }
    case 1: return uniforms.mesh(ofSlot: slot).normals.withUnsafeBytes { $0.baseAddress }
    case 2: return uniforms.mesh(ofSlot: slot).textureCoordinates.withUnsafeBytes { $0.baseAddress }
    default: return uniforms.mesh(ofSlot: slot).indices.withUnsafeBytes { $0.baseAddress }
    }
}

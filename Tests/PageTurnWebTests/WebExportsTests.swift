import PageRenderGL
import PageTurnWeb
import Testing

@Suite("Web backend: the C-ABI surface the WebAssembly module exports")
struct WebExportsTests {
    @Test("Create, drag, render and read the frame and meshes through the C functions")
    func roundTrip() throws {
        let handle = try #require(pt_book_create(12, 420, 594, 1280, 800, 1, 0, 1, 0, 0, 1))
        defer { pt_book_destroy(handle) }
        #expect(pt_book_render(handle) > 0)
        let header = try #require(pt_book_header(handle)).assumingMemoryBound(to: Float.self)
        #expect(header[FrameUniforms.HeaderField.viewSize.rawValue] == 1280)
        let slots = Int(header[FrameUniforms.HeaderField.slotCount.rawValue])
        #expect(slots >= 2)  // a spread: two pages, and the page edges
        for slot in 0 ..< Int32(slots) {
            let vertices = Int(pt_book_mesh_vertex_count(handle, slot))
            let indices = Int(pt_book_mesh_index_count(handle, slot))
            #expect(vertices > 0 && indices > 0)
            let index = try #require(pt_book_mesh_data(handle, slot, 3)).assumingMemoryBound(to: UInt32.self)
            for i in 0 ..< indices { #expect(Int(index[i]) < vertices) }
        }
        #expect(pt_book_grab_in_view(handle, 0).isNaN)
        #expect(pt_book_is_idle(handle) == 1)
        pt_book_key(handle, 0, 0)
        var time = 0.0
        while pt_book_is_idle(handle) == 0, time < 10 {
            time += 1.0 / 60
            pt_book_advance(handle, time)
            _ = pt_book_render(handle)
        }
        #expect(pt_book_turn_count(handle) == 1)
        #expect(pt_book_current_page(handle) == 2)  // spreads (0, 1) → (2, 3)
    }

    @Test("A book that cannot be made gives no handle")
    func badBook() {
        #expect(pt_book_create(0, 420, 594, 1280, 800, 0, 0, 0, 0, 0, 0) == nil)
        #expect(pt_book_create(3, -1, 594, 1280, 800, 0, 0, 0, 0, 0, 0) == nil)
    }
}

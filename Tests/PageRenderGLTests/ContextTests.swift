import PageEffects
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Context creation on Mesa, headless, and its typed errors.
    @Suite struct ContextTests {
        @Test func surfacelessContextIsOpenGLES3() throws {
            let context = try OffscreenContext()
            #expect(context.platform == .surfacelessMesa)
            #expect(context.eglVendor.contains("Mesa"))
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            #expect(context.isCurrent)
            let renderer = try FrameRenderer()
            #expect(renderer.glVersion.hasPrefix("OpenGL ES 3."))
            print("ContextTests: \(renderer.glVersion) on \(renderer.glRenderer)")
        }

        @Test func devicePlatform() throws {
            let context = try OffscreenContext(platforms: [.device])
            #expect(context.platform == .device)
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            #expect(try FrameRenderer().glVersion.hasPrefix("OpenGL ES 3."))
        }

        /// The last-resort path (default display + pbuffer) needs a display server or
        /// `EGL_PLATFORM` in the environment; without either, Mesa has no default display, which
        /// must come back as `eglUnavailable`, not as a crash or another error.
        @Test func defaultDisplayWorksOrIsEGLUnavailable() throws {
            do {
                let context = try OffscreenContext(platforms: [.defaultDisplay])
                #expect(context.platform == .defaultDisplay)
                try context.makeCurrent()
                defer { context.releaseCurrent() }
                #expect(try FrameRenderer().glVersion.hasPrefix("OpenGL ES 3."))
            } catch {
                #expect(error == .eglUnavailable)
            }
        }

        @Test func noPlatformIsEGLUnavailable() {
            #expect(throws: RenderError.eglUnavailable) { try OffscreenContext(platforms: []) }
        }

        @Test func impossibleVersionIsContextCreationFailed() {
            do {
                _ = try OffscreenContext(version: GLESVersion(major: 9, minor: 0))
                Issue.record("an OpenGL ES 9.0 context was created")
            } catch {
                guard case .contextCreationFailed(let code) = error else {
                    Issue.record("expected contextCreationFailed, got \(error)")
                    return
                }
                #expect(code != 0x3000)  // EGL_SUCCESS would mean no reason was captured
            }
        }

        @Test func rendererNeedsACurrentContext() {
            #expect(throws: RenderError.noCurrentContext) { try FrameRenderer() }
        }
    }
}

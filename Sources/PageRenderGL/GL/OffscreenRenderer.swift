import PageEffects

/// Renders scenes to images with no window, display server or GPU: an ``OffscreenContext``, a
/// ``MeshRenderer`` and a 4× multisampled ``MultisampleFramebuffer``, together.
///
/// ```swift
/// let renderer = try OffscreenRenderer()
/// try renderer.setTexture(pageImage, for: 0)
/// let page = MeshDrawItem(mesh: .rectangle(width: 160, height: 200), texture: 0,
///                         transform: Transform3D(translationX: 48, y: 28, z: 0))
/// let scene = RenderScene(camera: RenderCamera(viewSize: SIMD2(256, 256), perspectiveDistance: 1000),
///                         background: .white, items: [page])
/// let image = try renderer.render(scene)   // 256×256 RGBAImage, top row first
/// ```
///
/// Each call makes the context current on the calling thread and releases it before returning,
/// so an instance may be used from different threads, one call at a time. It is a class because
/// it owns the context and GL objects (see ``MeshRenderer``); `deinit` releases them all.
public final class OffscreenRenderer {
    /// The EGL context everything lives in.
    public let context: OffscreenContext
    /// Samples per pixel requested (the framebuffer clamps to what the driver allows).
    public let requestedSamples: Int
    private let renderer: MeshRenderer
    private var target: MultisampleFramebuffer?
    /// Made on the first frame drawn (see `OffscreenRenderer+Frame.swift`).
    var frameRenderer: FrameRenderer?

    /// Creates the context (trying `platforms` in order) and the renderer.
    ///
    /// - Parameters:
    ///   - samples: Multisampling samples per pixel, 4 by default; 0 or 1 for none.
    ///   - platforms: EGL platforms to try, in order.
    /// - Throws: whatever ``OffscreenContext/init(platforms:version:)`` and
    ///   ``MeshRenderer/init()`` throw.
    public init(samples: Int = 4, platforms: [EGLPlatform] = EGLPlatform.preferredOrder) throws(RenderError) {
        let context = try OffscreenContext(platforms: platforms)
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        self.context = context
        self.requestedSamples = samples
        self.renderer = try MeshRenderer()
    }

    deinit {
        if (try? context.makeCurrent()) != nil {
            renderer.releaseResources()
            frameRenderer?.releaseResources()
            target?.releaseResources()
            context.releaseCurrent()
        }
    }

    /// The driver's `GL_RENDERER` ("llvmpipe (LLVM 15.0.6, 256 bits)" on Mesa without a GPU).
    public var glRenderer: String { renderer.glRenderer }

    /// The driver's `GL_VERSION`.
    public var glVersion: String { renderer.glVersion }

    /// Samples per pixel in use, once something has been rendered (`nil` before).
    public var samples: Int? { target?.samples }

    /// Uploads `image` as texture `id` (see ``MeshRenderer/setTexture(_:for:)``).
    public func setTexture(_ image: RGBAImage, for id: TextureID) throws(RenderError) {
        try withCurrentContext { () throws(RenderError) in try renderer.setTexture(image, for: id) }
    }

    /// Whether texture `id` has been uploaded.
    public func hasTexture(_ id: TextureID) -> Bool { renderer.hasTexture(id) }

    /// Number of textures held.
    public var textureCount: Int { renderer.textureCount }

    /// Removes texture `id` (nothing happens if there is none); its storage is kept for the next
    /// texture of its size (at most four such are kept).
    ///
    /// - Throws: ``RenderError/makeCurrentFailed(eglError:)``.
    public func removeTexture(_ id: TextureID) throws(RenderError) {
        try withCurrentContext { renderer.removeTexture(id) }
    }

    /// Draws `scene` and returns the picture: `camera.pixelWidth × camera.pixelHeight` pixels,
    /// straight sRGB RGBA8, top row first. The framebuffer is reused while the size stays the same.
    ///
    /// - Throws: everything ``MeshRenderer/draw(_:framebuffer:)`` and
    ///   ``MultisampleFramebuffer/readImage()`` throw, and
    ///   ``RenderError/makeCurrentFailed(eglError:)``.
    public func render(_ scene: RenderScene) throws(RenderError) -> RGBAImage {
        try withCurrentContext { () throws(RenderError) -> RGBAImage in
            let target = try self.target(pixelWidth: scene.camera.pixelWidth, pixelHeight: scene.camera.pixelHeight)
            try renderer.draw(scene, framebuffer: target.framebuffer)
            return try target.readImage()
        }
    }

    /// The render target, made or resized to `pixelWidth × pixelHeight` (the context must be
    /// current).
    func target(pixelWidth width: Int, pixelHeight height: Int) throws(RenderError) -> MultisampleFramebuffer {
        if let existing = self.target {
            try existing.resize(pixelWidth: width, pixelHeight: height)
            return existing
        }
        let target = try MultisampleFramebuffer(pixelWidth: width, pixelHeight: height, samples: requestedSamples)
        self.target = target
        return target
    }

    func withCurrentContext<Value>(_ body: () throws(RenderError) -> Value) throws(RenderError) -> Value {
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        return try body()
    }
}

internal import CEGL

/// An OpenGL ES context of its own, through EGL, with no window: works headless, with no display
/// server and no GPU (Mesa's llvmpipe).
///
/// The context has no surface to draw into (except a 1×1 pbuffer on the ``EGLPlatform/defaultDisplay``
/// fallback); draw into a framebuffer object such as ``MultisampleFramebuffer``.
///
/// A class, not a value: it owns EGL objects, which must be destroyed exactly once, when the
/// owner goes; a copyable value would either destroy them twice or never. `deinit` destroys the
/// context (and pbuffer). The EGL display is shared by the whole process and is deliberately never
/// terminated, since that would also kill every other context on it.
///
/// Threads: an OpenGL ES context is current on one thread at a time. Use an instance from one
/// thread at a time, and call ``makeCurrent()`` before GL work (``OffscreenRenderer`` does this on
/// every call and releases the context afterwards).
public final class OffscreenContext {
    /// The platform the display was reached through.
    public let platform: EGLPlatform
    /// The OpenGL ES version that was requested (the driver may give a newer compatible one).
    public let requestedVersion: GLESVersion
    /// EGL's vendor string ("Mesa Project").
    public let eglVendor: String

    private let display: EGLDisplay
    private let context: EGLContext
    private let surface: EGLSurface?

    /// Opens a display on the first platform of `platforms` that works and creates an
    /// OpenGL ES context of at least `version` on it.
    ///
    /// - Throws: ``RenderError/eglUnavailable`` when no platform gives an initialised display,
    ///   ``RenderError/glesUnavailable`` when displays exist but none offers OpenGL ES 3, and
    ///   ``RenderError/contextCreationFailed(eglError:)`` when EGL refuses the context.
    public init(platforms: [EGLPlatform] = EGLPlatform.preferredOrder, version: GLESVersion = .es30) throws(RenderError) {
        var failure = RenderError.eglUnavailable
        for platform in platforms {
            for display in Self.displays(on: platform) {
                var major: EGLint = 0
                var minor: EGLint = 0
                guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else { continue }
                switch Self.createContext(on: display, platform: platform, version: version) {
                case .success(let created):
                    self.platform = platform
                    self.requestedVersion = version
                    self.display = display
                    self.context = created.context
                    self.surface = created.surface
                    self.eglVendor = eglQueryString(display, EGL_VENDOR).map { String(cString: $0) } ?? ""
                    return
                case .failure(let error):
                    // Keep the most specific reason: a refused context beats a missing ES API.
                    if case .contextCreationFailed = failure {} else { failure = error }
                }
            }
        }
        throw failure
    }

    deinit {
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display, nil, nil, nil)
        }
        eglDestroyContext(display, context)
        if let surface { eglDestroySurface(display, surface) }
    }

    /// Makes this context current on the calling thread.
    ///
    /// - Throws: ``RenderError/makeCurrentFailed(eglError:)``, for example when the context is
    ///   current on another thread.
    public func makeCurrent() throws(RenderError) {
        // The current-context query is per client API; ours is OpenGL ES (EGL's default, but a
        // window library may have bound desktop GL on this thread).
        eglBindAPI(EGLenum(EGL_OPENGL_ES_API))
        if eglGetCurrentContext() == context { return }
        guard eglMakeCurrent(display, surface, surface, context) == EGLBoolean(EGL_TRUE) else {
            throw .makeCurrentFailed(eglError: eglGetError())
        }
    }

    /// Releases this context from the calling thread, if it is current there; other threads may
    /// then make it current.
    public func releaseCurrent() {
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display, nil, nil, nil)
        }
    }

    /// Whether this context is current on the calling thread.
    public var isCurrent: Bool { eglGetCurrentContext() == context }

    // MARK: - Setup

    private struct Created {
        var context: EGLContext
        var surface: EGLSurface?
    }

    /// Candidate displays for a platform (not yet initialised).
    private static func displays(on platform: EGLPlatform) -> [EGLDisplay] {
        let clientExtensions = pageturn_egl_client_extensions()
        func has(_ name: String) -> Bool { pageturn_egl_has_extension(clientExtensions, name) != 0 }
        switch platform {
        case .surfacelessMesa:
            guard has("EGL_MESA_platform_surfaceless"),
                  let display = pageturn_egl_get_platform_display_ext(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil)
            else { return [] }
            return [display]
        case .device:
            guard has("EGL_EXT_platform_device"), has("EGL_EXT_device_enumeration") || has("EGL_EXT_device_base")
            else { return [] }
            var devices = [EGLDeviceEXT?](repeating: nil, count: 16)
            let count = Int(pageturn_egl_query_devices(&devices, EGLint(devices.count)))
            return devices.prefix(count).compactMap { device in
                device.flatMap { pageturn_egl_get_platform_display_ext(EGLenum(EGL_PLATFORM_DEVICE_EXT), $0) }
            }
        case .defaultDisplay:
            return pageturn_egl_get_default_display().map { [$0] } ?? []
        }
    }

    private static func createContext(on display: EGLDisplay, platform: EGLPlatform, version: GLESVersion) -> Result<Created, RenderError> {
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else { return .failure(.glesUnavailable) }
        let needsSurface = platform == .defaultDisplay
        let renderable = version.major >= 3 ? EGL_OPENGL_ES3_BIT : EGL_OPENGL_ES2_BIT
        let configAttributes: [EGLint] = [
            EGL_RENDERABLE_TYPE, renderable,
            EGL_SURFACE_TYPE, needsSurface ? EGL_PBUFFER_BIT : 0,
            EGL_NONE,
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &count) == EGLBoolean(EGL_TRUE), count > 0,
              let config
        else { return .failure(.glesUnavailable) }

        var contextAttributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, EGLint(version.major)]
        if version.minor != 0 { contextAttributes += [EGL_CONTEXT_MINOR_VERSION, EGLint(version.minor)] }
        contextAttributes.append(EGL_NONE)
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            return .failure(.contextCreationFailed(eglError: eglGetError()))
        }
        var surface: EGLSurface?
        if needsSurface {
            let surfaceAttributes: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = eglCreatePbufferSurface(display, config, surfaceAttributes)
            if surface == nil {
                let code = eglGetError()
                eglDestroyContext(display, context)
                return .failure(.contextCreationFailed(eglError: code))
            }
        }
        return .success(Created(context: context, surface: surface))
    }
}

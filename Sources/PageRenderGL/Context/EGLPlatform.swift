/// Ways to reach an EGL display without a window system, tried in order by ``OffscreenContext``.
public enum EGLPlatform: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Mesa's surfaceless platform (`EGL_PLATFORM_SURFACELESS_MESA` through
    /// `eglGetPlatformDisplayEXT`): no display server, no GPU needed (llvmpipe), no surface;
    /// rendering goes to framebuffer objects. The first choice on Mesa.
    case surfacelessMesa
    /// The device platform (`EGL_EXT_platform_device`): each EGL device in turn (a GPU, or Mesa's
    /// software device), no surface.
    case device
    /// `eglGetDisplay(EGL_DEFAULT_DISPLAY)` with a 1×1 pbuffer surface: the last resort on EGL
    /// implementations without the extensions above (it may need a display server).
    case defaultDisplay

    /// The order ``OffscreenContext`` tries by default: surfaceless, device, default display.
    public static let preferredOrder: [EGLPlatform] = [.surfacelessMesa, .device, .defaultDisplay]

    /// The platform's name as in EGL's documentation.
    public var description: String {
        switch self {
        case .surfacelessMesa: "EGL_PLATFORM_SURFACELESS_MESA"
        case .device: "EGL_PLATFORM_DEVICE_EXT"
        case .defaultDisplay: "EGL_DEFAULT_DISPLAY"
        }
    }
}

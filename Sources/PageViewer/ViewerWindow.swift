internal import CDisplayConnection
internal import CEGL
internal import CSDL2
import Foundation
import PagePipeline

/// The viewer's window: an SDL2 window with an OpenGL ES 3.0 context, vsync where the driver has
/// it (Mesa without a GPU has none), resizable and HiDPI-aware. On X11 the context is made
/// through GLX where the server offers OpenGL ES contexts (`GLX_EXT_create_context_es2_profile`:
/// Mesa's does), through EGL elsewhere (Wayland, or an X server without it; SDL chooses).
/// Without a GPU the difference is the frame's way to the screen: Mesa's GLX puts each frame
/// into shared memory, where its EGL on X11 sends every frame's pixels down the X connection
/// (4 MB at 1280 × 800), which cost the viewer and the X server two to three milliseconds of
/// processor a frame (Benchmarks/README.md, twelfth round).
///
/// Sizes: ``pointSize`` is the window in points (what mouse positions are in); ``pixelSize`` is
/// its drawable in pixels; their ratio is the renderer's scale.
///
/// On X11 the connection to the display is watched: when the X server goes away, the
/// `connectionLost` handler given to ``init(title:size:connectionLost:)`` is called (from the
/// ``DisplayConnectionWatch``'s thread, or from Xlib's broken-connection handler on whichever
/// thread found it broken); it must end the process.
final class ViewerWindow {
    private let window: OpaquePointer
    private let context: SDL_GLContext
    private let lostHandler: ConnectionLostHandler
    private let watch: DisplayConnectionWatch?
    /// The pointing hand shown over links (made when first shown), and whether it is shown.
    private var handCursor: OpaquePointer?
    private var showsHand = false

    /// How the context was made: `"EGL"`, `"GLX"` (SDL's X11 driver without EGL), or another
    /// SDL video driver's name (`pageturn view --stats` says it beside the renderer).
    let contextInterface: String

    /// SDL video drivers that show nothing on any screen: SDL picks one of them when there is no
    /// display (an ssh session, a container), and a window there could never be seen.
    static let screenlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]


    /// Opens the window, `size` points, titled `title`, with its context current.
    ///
    /// - Parameter connectionLost: ends the process when the display goes away; it is given the
    ///   display's name (`DISPLAY`).
    /// - Throws: ``CommandFailure`` with ``ExitStatus/unavailable`` when there is no display (SDL
    ///   could start only a driver without a screen), no window can be made, or no OpenGL ES 3.0:
    ///   one line suggesting `pageturn render`.
    init(title: String, size: SIMD2<Int>, connectionLost: @escaping @Sendable (String) -> Never) throws(CommandFailure) {
        // SIGINT and SIGTERM stay the caller's (SDL would turn them into a quit event, which a
        // loop stuck in a swap never reads).
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // GLX on X11 where it makes OpenGL ES contexts (see above; SDL falls back on EGL where
        // it cannot), and the X11 compositor left running.
        SDL_SetHint(SDL_HINT_VIDEO_X11_FORCE_EGL, "0")
        SDL_SetHint(SDL_HINT_OPENGL_ES_DRIVER, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // The first click into a window that has not got the focus yet still presses the page.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Two clicks make a double click within the time a single click's turn waits for the
        // second (see `Viewer.doubleClickTime`).
        SDL_SetHint(SDL_HINT_MOUSE_DOUBLE_CLICK_TIME, "\(Int(Viewer.doubleClickTime * 1000))")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw Self.unavailable("cannot open a window: no display (\(Self.lastError))")
        }
        // Without a display SDL falls back on a driver that draws nowhere (offscreen, dummy): the
        // viewer would run unseen until killed. Only a driver with a screen will do.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        guard !Self.screenlessDrivers.contains(driver.lowercased()), SDL_GetNumVideoDisplays() > 0 else {
            SDL_Quit()
            throw Self.unavailable("cannot open a window: no display (SDL found only its \(driver) video driver; "
                + "set DISPLAY or WAYLAND_DISPLAY)")
        }
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "(unnamed)"
        let lostHandler = ConnectionLostHandler { connectionLost(display) }
        // Xlib's own handler for a broken connection prints to C's (silenced) stderr and exits 1.
        _ = pageturn_on_display_connection_lost(Unmanaged.passUnretained(lostHandler).toOpaque()) { context in
            Unmanaged<ConnectionLostHandler>.fromOpaque(context!).takeUnretainedValue().call()
        }
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_ES.rawValue))
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0)
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24)
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        let flags = SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            | SDL_WINDOW_HIDDEN.rawValue
        let centred = Int32(bitPattern: 0x2FFF_0000)   // SDL_WINDOWPOS_CENTERED (a macro Swift cannot see)
        // No multisampling: the renderer smooths the pages' outlines itself in a single-sampled
        // framebuffer, at a quarter of the cost on a software rasteriser.
        SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, 0)
        SDL_GL_SetAttribute(SDL_GL_MULTISAMPLESAMPLES, 0)
        // An sRGB-encoded framebuffer first: light is blended in linear light and encoded as it is
        // written, rather than by the shader (three powers a pixel on a software rasteriser).
        // Without one (some drivers refuse) the window is made again, and the shader encodes.
        var made: (OpaquePointer, SDL_GLContext)?
        for srgb: Int32 in [1, 0] where made == nil {
            SDL_GL_SetAttribute(SDL_GL_FRAMEBUFFER_SRGB_CAPABLE, srgb)
            guard let window = SDL_CreateWindow(title, centred, centred, Int32(size.x), Int32(size.y), flags) else {
                continue
            }
            if let context = SDL_GL_CreateContext(window) {
                made = (window, context)
            } else {
                SDL_DestroyWindow(window)
            }
        }
        guard let (window, context) = made else {
            let reason = Self.lastError
            SDL_Quit()
            _ = pageturn_on_display_connection_lost(nil, nil)
            throw Self.unavailable("cannot open a window with OpenGL ES 3.0 (\(reason))")
        }
        self.window = window
        self.context = context
        self.lostHandler = lostHandler
        let descriptor = pageturn_display_connection_fd(window)
        watch = descriptor >= 0 ? DisplayConnectionWatch(descriptor: descriptor) { connectionLost(display) } : nil
        SDL_GL_MakeCurrent(window, context)
        contextInterface = eglGetCurrentContext() != nil ? "EGL" : driver.lowercased() == "x11" ? "GLX" : driver
        // vsync: adaptive where the driver has it, plain otherwise.
        if SDL_GL_SetSwapInterval(-1) != 0 { SDL_GL_SetSwapInterval(1) }
        SDL_ShowWindow(window)
    }

    deinit {
        watch?.stop()   // before the connection closes: that hangs up too
        if let handCursor { SDL_FreeCursor(handCursor) }
        SDL_GL_MakeCurrent(window, nil)
        SDL_GL_DeleteContext(context)
        SDL_DestroyWindow(window)
        SDL_Quit()
        _ = pageturn_on_display_connection_lost(nil, nil)
        withExtendedLifetime(lostHandler) {}
    }

    /// A failure saying the viewer cannot run here, pointing at the offscreen renderer.
    static func unavailable(_ reason: String) -> CommandFailure {
        CommandFailure(.unavailable, "\(reason); `pageturn render` makes a page-turn video without a window")
    }

    /// SDL's last error message.
    static var lastError: String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown SDL error" : message
    }

    /// The window's size in points (mouse positions are in points).
    var pointSize: SIMD2<Double> {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return SIMD2(Double(Swift.max(width, 1)), Double(Swift.max(height, 1)))
    }

    /// The drawable's size in pixels (larger than ``pointSize`` on a HiDPI screen).
    var pixelSize: SIMD2<Double> {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GL_GetDrawableSize(window, &width, &height)
        return SIMD2(Double(Swift.max(width, 1)), Double(Swift.max(height, 1)))
    }

    /// Pixels a point: the renderer's scale.
    var scale: Double {
        let ratio = pixelSize.x / pointSize.x
        return ratio.isFinite && ratio > 0 ? ratio : 1
    }

    /// The window's title.
    var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Whether the window fills the screen (the desktop's resolution, no mode change).
    var isFullScreen: Bool {
        get { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        set { SDL_SetWindowFullscreen(window, newValue ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) }
    }

    /// Whether the pointer shows a pointing hand (over a link) instead of the arrow.
    var pointsAtLink: Bool {
        get { showsHand }
        set {
            guard newValue != showsHand else { return }
            showsHand = newValue
            if newValue, handCursor == nil { handCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND) }
            if newValue, let handCursor {
                SDL_SetCursor(handCursor)
            } else {
                SDL_SetCursor(SDL_GetDefaultCursor())
            }
        }
    }

    /// Shows the frame drawn into the back buffer (waits for vsync where there is one).
    func present() {
        SDL_GL_SwapWindow(window)
    }
}

/// The window's `connectionLost` handler, handed to Xlib's broken-connection handler as its
/// context.
private final class ConnectionLostHandler: Sendable {
    let call: @Sendable () -> Never

    init(_ call: @escaping @Sendable () -> Never) {
        self.call = call
    }
}

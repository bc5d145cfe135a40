import ArgumentParser
import Foundation
import PageMedia
import PagePipeline
import PageSampleBook
import PageTurn
import PageViewer

/// `pageturn view`: read a PDF, an image or a folder of images in a window.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Read a PDF or a picture book in a window, turning pages with the mouse and keys.",
        discussion: """
            Opens a window (SDL2, OpenGL ES 3.0) showing the pages as a book: two-page spreads \
            when the window is wide, single pages when it is tall. With no input, shows the \
            built-in sample book. Each change of page is printed to stdout as "page N of M".
            A file reopens at the page last shown in it (kept in $XDG_STATE_HOME/pageturn, \
            ~/.local/state/pageturn by default; a file changed since opens at its first page); \
            --page overrides it.

            Mouse: press on a page and drag to curl it: the point you pressed stays under the \
            pointer, and a page pressed near its spine pivots about it instead. Let go to finish \
            or cancel the turn (a quick flick turns it). Click near a page's outer edge to turn.
            Keys: Right, Page Down, Space: next page; Left, Page Up, Shift-Space: previous page; \
            Home, End: first and last page; G, a page number, Enter: go to that page (shown in \
            the title as you type; Esc cancels): the book riffles through the pages between, \
            or cross-fades with --reduce-motion; T overview: every page as a stack of tabs \
            (wheel, arrows, Page Up, Page Down, Home, End scroll it), click one to open it \
            (T again goes back); 1 curl book, 2 flip book, 3 fold menu, \
            4 tab stack; F full screen; Esc leave full screen or close a panel; ? the keys, \
            in the window; Q quit. While pages turn, the page number ("12 / 36") fades in at \
            the bottom of the window and out a second after they stop.
            In a PDF: O lists its outline (Up, Down and Enter, or a click, go to an entry; \
            "this PDF has no outline" when it has none); / or Ctrl-F opens a search field: \
            type, Enter turns to the next page with the text (case ignored) with its hits \
            marked, N and Shift-N find the next and previous (round the ends), Esc closes it \
            ("not found" is shown in the window). A click on a link follows it: a page of the \
            document turns there; a web address is printed as "link ADDRESS" and opened with \
            xdg-open where there is one. The pointer is a hand over links.
            Zoom: + and - (about the centre) or Ctrl-wheel (about the pointer), up to 400%; \
            a double click zooms to the point clicked and back (so a click turns a page only \
            once 0.3 s have passed without a second); 0 fits the pages again. Zoomed in, drag \
            or scroll to pan, or drag from a page's outer edge to turn it; the part of the \
            pages in view is rasterised again at the zoom (a PDF's drawn again, an image's \
            from its full resolution). The title shows the zoom.

            Needs a display; without one it says so and exits 69 (`pageturn render` makes a \
            video instead). If the display goes away while it runs (its X server ends), it says \
            so on one line and exits 69. Ctrl-C, SIGTERM and SIGHUP close it with 130, within \
            two seconds even when the display no longer answers.

            Examples:
              pageturn view
              pageturn view catalogue.pdf --page 5
              pageturn view scans/ --effect flip --reduce-motion

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("A PDF file, an image file or a folder of images (default: the sample book).",
                                 valueName: "input"))
    var input: String?

    @Option(help: ArgumentHelp(
        "The page to open at, 1-based (default: the page last shown in this file, else the first).", valueName: "n"))
    var page: Int?

    @Option(help: "How the pages are shown first (keys 1-4 switch while viewing).")
    var effect: ViewerEffect = .curlBook

    @Flag(help: "Cross-fade between pages instead of turning them.")
    var reduceMotion = false

    @Option(help: ArgumentHelp("The window's first size, in points.", valueName: "WxH"))
    var size: SizeArgument = SizeArgument(width: 1000, height: 700)

    @Flag(help: """
        On exit, print to stderr the renderer and how the window's context was made (GLX, EGL), the time to the \
        first frame, frame times while dragging, and peak memory.
        """)
    var stats = false

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
    }

    func run() throws {
        try runReportingFailures {
            let source: any PageSource
            let name: String
            var place: ViewerPlace? = nil
            var document: PDFDocument? = nil
            var regionSource: (any PageRegionSource)? = nil
            if let input {
                let selection = try PageSelection.open([input], pages: nil)
                source = selection
                document = selection.wholePDF
                regionSource = selection.wholeRegionSource
                name = URL(fileURLWithPath: input).lastPathComponent
                place = ViewerPlace(document: input)
            } else {
                source = SampleBook()
                name = SampleBook.errorPath
            }
            if let page, page > source.pageCount {
                throw CommandFailure(.usage, file: name, "--page \(page) is past the last page (\(Counted.pages(source.pageCount)))")
            }
            // The page asked for, else where this file was left (if it still has that page).
            let saved = place?.savedPage.flatMap { $0 < source.pageCount ? $0 : nil }
            var options = Viewer.Options(source: source, name: name)
            options.effect = effect
            options.reducedMotion = reduceMotion || Self.desktopPrefersReducedMotion
            options.size = SIMD2(size.width, size.height)
            options.page = page.map { $0 - 1 } ?? saved ?? 0
            options.place = place
            options.document = document
            options.regionSource = regionSource
            options.stats = stats
            if try Viewer(options: options).run() == .interrupted {
                throw ExitCode(ExitStatus.interrupted.rawValue)
            }
        }
    }

    /// Whether the environment asks for less motion. SDL2 does not expose the desktop's
    /// reduce-motion setting, so this reads the variable GTK and GNOME honour for animations
    /// (`GTK_ENABLE_ANIMATIONS=0`) and `PAGETURN_REDUCE_MOTION=1`.
    static var desktopPrefersReducedMotion: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["PAGETURN_REDUCE_MOTION"] == "1" || environment["GTK_ENABLE_ANIMATIONS"] == "0"
    }
}

extension ViewerEffect: ExpressibleByArgument {
    /// The option's value for each effect.
    var argument: String {
        switch self {
        case .curlBook: "curl"
        case .flipBook: "flip"
        case .foldMenu: "fold"
        case .tabStack: "stack"
        }
    }

    package init?(argument: String) {
        guard let effect = Self.allCases.first(where: { $0.argument == argument.lowercased() }) else { return nil }
        self = effect
    }

    package var defaultValueDescription: String { argument }

    package static var allValueStrings: [String] { allCases.map(\.argument) }

    package static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.argument, "\($0.help) (key \($0.key))") })
    }

    /// What the effect shows, for `--help`.
    var help: String {
        switch self {
        case .curlBook: "a book whose pages curl under the pointer"
        case .flipBook: "a book whose pages flip about the spine"
        case .foldMenu: "the page as a side menu folding open over the next"
        case .tabStack: "the pages as a stack of tilted tabs"
        }
    }
}

import ArgumentParser
import Foundation
import PageMedia
import PagePipeline
import PageImage
import PageTurn

/// `pageturn publish`: a static flipbook site whose pages turn in the browser with PageTurn's
/// own core (WebAssembly) drawn by WebGL2 with PageRenderGL's shaders.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Make a flipbook web site from PDFs or images: pages that curl under the pointer.",
        discussion: """
            Writes a self-contained static folder: index.html, the page-turn core compiled to \
            WebAssembly (pageturn-core.wasm), its WebGL2 renderer (pageturn.js, drawing with the \
            same shaders as pageturn's own renderer), manifest.json, and every page at two \
            sizes (pages/small, pages/large: twice the pixels a side, for HiDPI screens and zoom) \
            as JPEG, or PNG with --image-format png. The browser loads page images only as they come into view, so a long \
            document opens at once. Serve the folder from any static host (or, to try it, \
            python3 -m http.server -d site); browsers do not run WebAssembly pages opened from \
            file://.

            In the browser: drag a page corner or edge, tap a page, or use the arrow keys, Page \
            Up/Down, Home and End. The page honours prefers-reduced-motion (pages cross-fade) \
            and draws at the screen's pixel density. It needs WebGL2 (every current browser).

            The site is written to a hidden folder beside the output and moved into place at the \
            end: a failed or interrupted run leaves no partial site. An existing output must be \
            an empty folder or a site published before, which is replaced; any other folder is \
            refused.

            Examples:
              pageturn publish catalogue.pdf --output site
              pageturn publish scans/ --output book --spread --hard-covers --title "Our book"
              pageturn publish manga.pdf --binding right --spread --output manga

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("PDF files, image files or folders of images.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the site into.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("The page's title (default: the first input's name).", valueName: "text"))
    var title: String?

    @Option(help: "How pages turn: curl (under the pointer), flip (rigid, about the spine) or cone (a curl that turns by itself as a cone).")
    var effect: TurnStyleArgument = .curl

    @Option(help: ArgumentHelp("Pages to use, 1-based: A-B, A- (to the end) or A; a range past the last page is refused.", valueName: "A-B"))
    var pages: PageRange?

    @Flag(help: "Show two-page spreads (the first page alone, as a cover).")
    var spread = false

    @Option(help: "Which edge is bound: left (left-to-right books), right (right-to-left) or top (a wall calendar).")
    var binding: BindingArgument = .left

    @Flag(help: "Make the first and last pages boards that turn rigidly.")
    var hardCovers = false

    @Option(help: ArgumentHelp("Width of the small page images in pixels (200-4000); the large ones are twice as wide.", valueName: "n"))
    var imageWidth: Int = 800

    @Option(help: "How page images are written: jpeg (small files) or png (lossless).")
    var imageFormat: ImageFormatArgument = .jpeg

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    /// Where the page images go, `{page}` standing for the 1-based page number.
    var smallImages: String { "pages/small/{page}.\(imageFormat.pathExtension)" }
    var largeImages: String { "pages/large/{page}.\(imageFormat.pathExtension)" }

    func validate() throws {
        guard (200...4000).contains(imageWidth) else { throw ValidationError("--image-width must be between 200 and 4000") }
    }

    func run() throws {
        try runReportingFailures {
            try OutputDestination.requireDistinct(output: output, inputs: inputs)
            let assets = try WebAssets()
            let source = try PageSelection.open(inputs, pages: pages)
            let pageSize: SIMD2<Double>
            do throws(PageSourceError) { pageSize = try source.pageSize(at: 0) } catch { throw CommandFailure(pageError: error) }
            guard pageSize.x.isFinite, pageSize.y.isFinite, pageSize.x > 0, pageSize.y > 0 else {
                throw CommandFailure(.badInput, file: inputs[0], "the first page has no size")
            }
            let site = try SiteFolder(path: output)
            do {
                try write(source: source, pageSize: pageSize, assets: assets, into: site)
                try site.commit()
            } catch {
                site.discard()
                throw error
            }
            if !quiet {
                print("wrote \(output) (\(Counted.pages(source.pageCount)); serve it with any static web server, e.g. python3 -m http.server -d \(output))")
            }
        }
    }

    private func write(source: PageSelection, pageSize: SIMD2<Double>, assets: WebAssets,
                       into site: SiteFolder) throws(CommandFailure) {
        let interrupt = InterruptFlag()
        let small = Self.pixelSize(width: imageWidth, pageSize: pageSize)
        let large = Self.pixelSize(width: 2 * imageWidth, pageSize: pageSize)
        for (pixelSize, pattern) in [(small, smallImages), (large, largeImages)] {
            let provider = PageImageProvider(source: source, pixelSize: pixelSize)
            for index in 0 ..< source.pageCount {
                if interrupt.isRaised { throw CommandFailure(.interrupted, "interrupted; removed the unfinished site") }
                let image = provider.image(index)
                try provider.check()
                guard let image else { continue }
                try site.write(Data(try encode(image)), to: Self.imagePath(pattern, page: index))
            }
        }
        for name in WebAssets.copied { try site.copy(assets.folder.appendingPathComponent(name), to: name) }
        let bookTitle = title ?? URL(fileURLWithPath: inputs[0]).deletingPathExtension().lastPathComponent
        try site.write(Data(try assets.page(title: bookTitle).utf8), to: WebAssets.page)
        let manifest = SiteManifest(
            generator: "\(SiteManifest.generatorPrefix) \(PageTurnVersion.current)",
            title: bookTitle, pageCount: source.pageCount, pageSize: [pageSize.x, pageSize.y],
            layout: spread ? "spreads-cover-alone" : "single", binding: binding.rawValue,
            hardPages: hardCovers ? "covers" : "none", effect: effect.rawValue,
            images: SiteManifest.ImageSet(
                small: SiteManifest.Images(path: smallImages, width: small.width, height: small.height),
                large: SiteManifest.Images(path: largeImages, width: large.width, height: large.height)),
            core: "pageturn-core.wasm", attributes: SiteManifest.currentAttributes,
            shaders: SiteManifest.currentShaders, frameLayout: SiteManifest.currentFrameLayout)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do { try site.write(try encoder.encode(manifest), to: "manifest.json") } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.internalError, "cannot encode the manifest: \(error)")
        }
    }

    /// The file of one page image in ``imageFormat``.
    private func encode(_ image: RGBAImage) throws(CommandFailure) -> [UInt8] {
        switch imageFormat {
        case .png:
            do { return try image.pngData() } catch { throw CommandFailure(pngError: error, file: output) }
        case .jpeg:
            do { return try JPEGEncoder().encode(image) } catch {
                throw CommandFailure(.internalError, file: output, "cannot write a page as JPEG: \(error)")
            }
        }
    }

    /// The pixel size of a page image `width` pixels wide with the page's aspect ratio.
    static func pixelSize(width: Int, pageSize: SIMD2<Double>) -> PixelSize {
        PixelSize(width: width, height: Swift.max(1, Int((Double(width) * pageSize.y / pageSize.x).rounded())))
    }

    /// `pattern` for page `index` (0-based): `{page}` becomes the 1-based number in four or more digits.
    static func imagePath(_ pattern: String, page index: Int) -> String {
        let number = String(index + 1)
        let padded = String(repeating: "0", count: Swift.max(0, 4 - number.count)) + number
        return pattern.replacingOccurrences(of: "{page}", with: padded)
    }
}

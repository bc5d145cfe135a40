import PageMedia
import PageTurn

/// Page images for the renderer: page `i` of a source, letterboxed into one pixel size, drawn
/// only when the renderer first asks for it (a 1000-page PDF is never rasterised whole).
///
/// The renderer keeps the images it uploads, so this keeps none; the first page that fails to
/// load is remembered, drawn as blank paper, and reported by ``check()`` after the frame.
package final class PageImageProvider {
    private let source: any PageSource
    private let pixelSize: PixelSize
    /// Sizes for particular pages (a fold menu's panel texture, a stack card), overriding
    /// ``pixelSize``.
    package var pixelSizes: [Int: PixelSize] = [:]
    /// Letterbox colours for particular pages (a page shown on the desk rather than as paper),
    /// overriding the default background.
    package var backgrounds: [Int: SIMD4<UInt8>] = [:]
    /// Pages drawn from another source's first page instead (a fold menu's drawer beside the
    /// book it opens over).
    package var replacements: [Int: any PageSource] = [:]
    /// Whether pages fill the image's width and are cut to its height from the top, as a browser
    /// tab shows a long page (``PageSource/filledWidth(at:into:background:)``), rather than being
    /// letterboxed whole.
    package var fillsWidth = false
    /// The radius in pixels to which the images' corners are rounded off to transparency (cards,
    /// tabs); `0` for square corners.
    package var cornerRadius = 0.0
    private let background: SIMD4<UInt8>
    package private(set) var firstError: PageSourceError?
    /// How many page images were made (each page is rasterised once while the renderer keeps it).
    package private(set) var renderedCount = 0

    /// - Parameters:
    ///   - source: the pages.
    ///   - pixelSize: the size every page image is letterboxed into.
    ///   - background: the letterbox bars' colour (the paper's, so bars read as margins).
    package init(source: any PageSource, pixelSize: PixelSize, background: SIMD4<UInt8> = SIMD4(255, 255, 255, 255)) {
        self.source = source
        self.pixelSize = pixelSize
        self.background = background
    }

    /// The number of pages the source has.
    package var pageCount: Int { source.pageCount }

    /// The image of page `index`, or `nil` (blank paper) if it cannot be read.
    package func image(_ index: Int) -> RGBAImage? {
        guard index >= 0, index < source.pageCount || replacements[index] != nil, firstError == nil else { return nil }
        do {
            renderedCount += 1
            let (pages, page) = replacements[index].map { ($0, 0) } ?? (source, index)
            let size = pixelSizes[index] ?? pixelSize, paper = backgrounds[index] ?? background
            let image = fillsWidth
                ? try pages.filledWidth(at: page, into: size, background: paper)
                : try pages.letterboxed(at: page, into: size, background: paper)
            return image.withRoundedCorners(radius: cornerRadius)
        } catch {
            firstError = error
            return nil
        }
    }

    /// Throws the first page error met so far, as a one-line failure naming the file.
    package func check() throws(CommandFailure) {
        if let firstError { throw CommandFailure(pageError: firstError) }
    }
}

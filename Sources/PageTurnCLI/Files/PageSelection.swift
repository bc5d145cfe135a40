import PageMedia
import PagePipeline
import PageTurn

/// The pages `render` and `still` work on: every input's pages one after another, then the
/// `--pages` range of them.
struct PageSelection: PageSource {
    private let sources: [any PageSource]
    private let offsets: [Int]
    private let selected: ClosedRange<Int>

    let pageCount: Int

    /// Opens `inputs` (PDFs, images, folders) and keeps the pages in `range` (all by default).
    static func open(_ inputs: [String], pages range: PageRange?) throws(CommandFailure) -> PageSelection {
        var sources: [any PageSource] = []
        for input in inputs {
            do { sources.append(try PageSources.open(path: input)) } catch { throw CommandFailure(pageError: error) }
        }
        return try PageSelection(sources: sources, range: range, label: inputs.joined(separator: ", "))
    }

    /// Keeps the pages in `range` of `sources`, one after another.
    init(sources: [any PageSource], range: PageRange?, label: String) throws(CommandFailure) {
        var offsets: [Int] = []
        var total = 0
        for source in sources {
            offsets.append(total)
            total += source.pageCount
        }
        guard total > 0 else { throw CommandFailure(.badInput, file: label, "no pages") }
        let range = range ?? PageRange(first: 1, last: nil)
        guard let selected = range.indices(pageCount: total) else {
            throw CommandFailure(.usage, file: label, "--pages \(range) starts past the last page (\(Counted.pages(total)))")
        }
        if let last = range.last, last > total {
            throw CommandFailure(.usage, file: label,
                                 "--pages \(range) ends past the last page (\(Counted.pages(total))); use \(range.first)- for the pages to the end")
        }
        self.sources = sources
        self.offsets = offsets
        self.selected = selected
        pageCount = selected.count
    }

    /// The PDF these pages are, when they are exactly one PDF's pages, all of them in order (so
    /// that its outline, links and text lead to the same page numbers); `nil` otherwise.
    var wholePDF: PDFDocument? {
        guard sources.count == 1, let document = sources[0] as? PDFDocument,
              selected == 0...(document.pageCount - 1) else { return nil }
        return document
    }

    /// The pages as a source that draws part of a page at a zoom (a PDF, images), when they are
    /// exactly one such source's pages, all of them in order; `nil` otherwise.
    var wholeRegionSource: (any PageRegionSource)? {
        guard sources.count == 1, let source = sources[0] as? any PageRegionSource,
              selected == 0...(source.pageCount - 1) else { return nil }
        // An image book keeps the page it last decoded, so that panning does not decode it again.
        if let images = source as? ImageSequence { return ImageRegionCache(images) }
        return source
    }

    private func locate(_ index: Int) throws(PageSourceError) -> (source: any PageSource, index: Int) {
        let global = selected.lowerBound + index
        guard index >= 0, index < pageCount, let position = offsets.lastIndex(where: { $0 <= global }) else {
            throw .pageOutOfRange(path: "pages", index: index, pageCount: pageCount)
        }
        return (sources[position], global - offsets[position])
    }

    func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        let (source, local) = try locate(index)
        return try source.pageSize(at: local)
    }

    func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        let (source, local) = try locate(index)
        return try source.image(at: local, pixelSize: pixelSize)
    }
}

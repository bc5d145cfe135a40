import Foundation
public import PageImage

/// An image book whose zoomed regions are resampled from the last page decoded, kept between
/// calls: a viewer panning over a zoomed page decodes its image once, not for every region
/// (``ImageSequence/image(at:region:pixelSize:)`` decodes the whole image each time).
///
/// One page is kept, and only when its decoded image is at most ``maximumKeptBytes`` (a larger
/// scan is decoded for each region, as without the cache), so memory holds at most one page
/// beyond what the regions themselves take. Thread-safe: one lock guards the kept page (a
/// region is resampled outside it).
public final class ImageRegionCache: PageRegionSource, @unchecked Sendable {
    /// The largest decoded page kept (bytes of RGBA): 64 MiB, a 4000 × 4000 scan.
    public static let maximumKeptBytes = 64 << 20

    /// The book.
    public let images: ImageSequence
    private let lock = NSLock()
    private var kept: (index: Int, image: RGBAImage)?
    private var decodes = 0

    /// Regions of `images`' pages, each page decoded once while it is the one asked for.
    public init(_ images: ImageSequence) {
        self.images = images
    }

    /// Pages decoded for regions so far (for tests).
    public var decodeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decodes
    }

    public var pageCount: Int { images.pageCount }

    public func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        try images.pageSize(at: index)
    }

    public func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        try images.image(at: index, pixelSize: pixelSize)
    }

    /// As ``ImageSequence/image(at:region:pixelSize:)``, from the page kept when it is page
    /// `index` (decoded and kept otherwise).
    ///
    /// - Throws: As ``ImageSequence/image(at:region:pixelSize:)``.
    public func image(at index: Int, region: PDFRect, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        let target = try images.checkedRegion(at: index, region: region, pixelSize: pixelSize)
        lock.lock()
        let held = kept?.index == index ? kept?.image : nil
        lock.unlock()
        let whole: RGBAImage
        if let held {
            whole = held
        } else {
            whole = try images.fullImage(at: index)
            lock.lock()
            decodes += 1
            kept = whole.pixels.count <= Self.maximumKeptBytes ? (index, whole) : nil
            lock.unlock()
        }
        return ImageSequence.resample(whole, region: region, to: target)
    }
}

import PageEffects
import PageImage

/// The page pictures of the film check's books, drawn once for the whole run: the eight
/// ``NumberedPages`` at their own size (210 × 300 pixels, more than the 240 × 135 films need).
/// Immutable, so the films share them without sharing any state.
enum FilmPages {
    /// The pictures of pages `0 ..< 8`.
    static let numbered: [RGBAImage] = (0 ..< 8).map { NumberedPages.image($0) }
    /// The same pages without their border (``NumberedPages/borderless(_:width:height:)``).
    static let borderless: [RGBAImage] = (0 ..< 8).map { NumberedPages.borderless($0) }

    /// A renderer's page provider over ``numbered``.
    static func numbered(_ index: Int) -> RGBAImage? { numbered.indices.contains(index) ? numbered[index] : nil }
    /// A renderer's page provider over ``borderless``.
    static func borderless(_ index: Int) -> RGBAImage? { borderless.indices.contains(index) ? borderless[index] : nil }
}

import PageEffects
import PageImage

extension NumberedPages {
    /// The picture of page `index` without its two-pixel border: plain paper to the edge, so
    /// that where two pages meet edge to edge (the fold menu's hinge) any line is the renderer's.
    static func borderless(_ index: Int, width: Int = size.x, height: Int = size.y) -> RGBAImage {
        var image = self.image(index, width: width, height: height)
        let fill = paperColor(index), header = shade(fill, 0.62)
        let headerRows = Int(0.1 * Double(height))
        for y in 0 ..< height {
            for x in 0 ..< width where x < 2 || y < 2 || x >= width - 2 || y >= height - 2 {
                image[x, y] = y < headerRows ? header : fill
            }
        }
        return image
    }
}

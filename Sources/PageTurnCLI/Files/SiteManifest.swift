import PageRenderGL

/// `manifest.json` of a published flipbook site: the book, where its page images are, the
/// WebAssembly core, the page shader's sources, and the layout of the frames the core writes.
///
/// The web renderer (`Web/pageturn.js`) reads it. Shader sources and the frame layout come from
/// the Swift constants (`FrameUniforms`), so the site draws with PageRenderGL's shaders and reads
/// the core's records at the offsets the core writes them.
struct SiteManifest: Codable, Equatable {
    /// One resolution of the page images.
    struct Images: Codable, Equatable {
        /// The path of page `n` (from the site's root), `{page}` standing for `n` (1-based) in
        /// four or more digits.
        var path: String
        /// Pixels.
        var width: Int
        /// Pixels.
        var height: Int
    }

    /// Both resolutions: small for the page at its usual size, large (twice as many pixels a
    /// side) for HiDPI screens and zoom.
    struct ImageSet: Codable, Equatable {
        var small: Images
        var large: Images
    }

    /// The GLSL ES 3.00 sources of the page shader and of the desk shadow pass. The page
    /// shader's `vertex` and `fragment` follow one of the `prefixes`, keyed `"C-T"` for `C`
    /// shadow casters (0 to 2) and `T` 1 for a textured side, 0 for a plain colour.
    struct Shaders: Codable, Equatable {
        var vertex: String
        var fragment: String
        var prefixes: [String: String]
        var deskVertex: String
        var deskFragment: String
    }

    /// Field offsets (floats) of the core's frame header and records, `count` their lengths.
    struct FrameLayout: Codable, Equatable {
        var header: [String: Int]
        var record: [String: Int]
    }

    /// What `generator` starts with: how `publish` recognises a site it may replace.
    static let generatorPrefix = "pageturn publish"

    var generator: String
    var format = 1
    var title: String
    var pageCount: Int
    /// The first page's size, points: the book's page size (other pages are letterboxed into it).
    var pageSize: [Double]
    /// `single`, `spreads` or `spreads-cover-alone`.
    var layout: String
    /// `left`, `right` or `top`.
    var binding: String
    /// `none`, `covers` or `all`.
    var hardPages: String
    /// `curl`, `flip` or `cone`.
    var effect: String
    var startPage = 0
    var images: ImageSet
    /// The WebAssembly core's path.
    var core: String
    /// The shader's vertex attribute locations: position, normal, mesh coordinate.
    var attributes: [UInt32]
    var shaders: Shaders
    var frameLayout: FrameLayout

    /// The frame layout of this build's `FrameUniforms`.
    static var currentFrameLayout: FrameLayout {
        var header: [String: Int] = [:]
        for field in FrameUniforms.HeaderField.allCases { header[String(describing: field)] = field.rawValue }
        var record: [String: Int] = [:]
        for field in FrameUniforms.RecordField.allCases { record[String(describing: field)] = field.rawValue }
        return FrameLayout(header: header, record: record)
    }

    /// The shaders of this build's PageRenderGL.
    static var currentShaders: Shaders {
        var prefixes: [String: String] = [:]
        for casters in 0 ... FrameRenderer.maximumShadowCasters {
            for textured in [false, true] {
                prefixes["\(casters)-\(textured ? 1 : 0)"] = FrameUniforms.shaderPrefix(casters: casters, textured: textured)
            }
        }
        return Shaders(vertex: FrameUniforms.vertexShaderBody, fragment: FrameUniforms.fragmentShaderBody,
                       prefixes: prefixes, deskVertex: FrameUniforms.deskVertexShaderSource,
                       deskFragment: FrameUniforms.deskFragmentShaderSource)
    }

    /// The attribute locations of this build's PageRenderGL.
    static var currentAttributes: [UInt32] {
        let locations = FrameUniforms.attributeLocations
        return [locations.position, locations.normal, locations.meshCoordinate]
    }
}

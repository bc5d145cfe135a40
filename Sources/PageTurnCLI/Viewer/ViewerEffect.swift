/// What the viewer shows the pages as; keys 1–4 switch between them.
enum ViewerEffect: Int, CaseIterable {
    /// A book whose pages curl under the pointer (key 1).
    case curlBook = 1
    /// A book whose pages flip rigidly about the spine (key 2).
    case flipBook = 2
    /// The current page as a side menu folding open over the next (key 3).
    case foldMenu = 3
    /// The pages from the current one as a stack of tilted tabs (key 4).
    case tabStack = 4

    /// The name shown in the title.
    var name: String {
        switch self {
        case .curlBook: "curl"
        case .flipBook: "flip"
        case .foldMenu: "fold menu"
        case .tabStack: "tab stack"
        }
    }
}

/// The keys the viewer's effects understand, besides those of the window (full screen, quit).
enum ViewerKey {
    case next, previous, first, last
}

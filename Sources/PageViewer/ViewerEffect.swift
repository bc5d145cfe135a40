/// What the viewer shows the pages as; keys 1–4 switch between them.
package enum ViewerEffect: CaseIterable {
    /// A book whose pages curl under the pointer (key 1).
    case curlBook
    /// A book whose pages flip rigidly about the spine (key 2).
    case flipBook
    /// The current page as a side menu folding open over the next (key 3).
    case foldMenu
    /// The pages from the current one as a stack of tilted tabs (key 4).
    case tabStack

    /// The effect of number key `key` (1–4), or `nil`.
    package init?(key: Int) {
        guard (1...Self.allCases.count).contains(key) else { return nil }
        self = Self.allCases[key - 1]
    }

    /// The number key that switches to this effect, 1–4.
    package var key: Int { Self.allCases.firstIndex(of: self)! + 1 }

    /// The name shown in the title.
    package var name: String {
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

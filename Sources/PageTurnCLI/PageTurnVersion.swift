/// The version `pageturn --version` prints.
enum PageTurnVersion {
    /// Semantic version of this build of PageTurn.
    static let current = "0.1.0"
}

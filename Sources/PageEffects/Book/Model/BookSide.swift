/// One side of a book's spine, named as in bibliography, independent of the binding.
///
/// The **recto** is the side the reader turns pages *from* (the right-hand page of a left-bound
/// book, the left-hand page of a right-bound one, the lower page of a top-bound calendar); a page
/// turned over lands on the **verso** side. A forward turn lifts the recto page; a backward turn
/// lifts the verso page.
public enum BookSide: Hashable, Sendable, CaseIterable {
    /// The side turned pages land on (left in a left-bound book).
    case verso
    /// The side pages are turned from (right in a left-bound book).
    case recto

    /// The other side.
    public var opposite: BookSide { self == .verso ? .recto : .verso }
}

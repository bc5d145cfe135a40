/// The object a C-ABI handle points to: one ``WebBook``, retained while JavaScript holds the
/// handle (`pt_book_create` to `pt_book_destroy`).
public final class WebBookHandle {
    /// The book.
    public var book: WebBook

    /// Holds `book`.
    public init(book: WebBook) { self.book = book }
}

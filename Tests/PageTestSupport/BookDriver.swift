import PageEffects

/// Drives a controller with explicit times and collects its events.
public struct BookDriver {
    public var controller: BookController
    public var time = 0.0
    public var events: [BookEvent] = []
    /// Display ticks, seconds.
    public static let tick = 1.0 / 60

    public init(_ controller: BookController) { self.controller = controller }

    /// The view point of a canonical point of `side`'s frame.
    public func view(_ p: SIMD2<Double>, side: BookSide = .recto) -> SIMD2<Double> {
        controller.geometry.viewMap(for: side).apply(to: p)
    }

    public var size: SIMD2<Double> { controller.geometry.canonicalPageSize }

    public mutating func send(_ input: BookInput) {
        controller.handle(input)
        controller.drainEvents(into: &events)
    }

    public mutating func step(_ dt: Double = BookDriver.tick) {
        time += dt
        controller.advance(to: time)
        controller.drainEvents(into: &events)
    }

    /// Drags from `a` to `b` (view points) in `steps` moves over `duration` seconds; lifts when
    /// `release`.
    public mutating func drag(
        from a: SIMD2<Double>, to b: SIMD2<Double>, steps: Int = 20, duration: Double = 0.4, release: Bool = true
    ) {
        send(.dragBegan(a, time: time))
        for i in 1...steps {
            time += duration / Double(steps)
            let f = Double(i) / Double(steps)
            send(.dragMoved(a + (b - a) * f, time: time))
        }
        if release { send(.dragEnded(b, time: time)) }
    }

    /// Ticks until nothing moves (at most `limit` seconds); returns the seconds it took.
    @discardableResult
    public mutating func settle(limit: Double = 10) -> Double {
        let start = time
        while time - start < limit {
            switch controller.phase {
            case .animating: step()
            default: return time - start
            }
        }
        return time - start
    }

    public var began: Int { events.filter { if case .turnBegan = $0 { true } else { false } }.count }
    public var turned: [Int] { events.compactMap { if case .turned(_, let page) = $0 { page } else { nil } } }
    public var cancelled: Int { events.filter { if case .cancelled = $0 { true } else { false } }.count }
}

/// A book of `pages` pages of `size` points (valid by construction).
public func makeBook(
    pages: Int = 10, size: SIMD2<Double> = SIMD2(300, 400), layout: BookLayout = .singlePages,
    binding: BookBinding = .left, hard: HardPages = .none
) -> Book {
    // The arguments are valid by construction.
    (try? Book(pageCount: pages, pageSize: size, layout: layout, binding: binding, hardPages: hard))!
}

/// A driver of a controller over `book` in a view that fits it exactly (or `view`), its
/// configuration changed by `configure`, opened at `page`.
public func makeDriver(
    _ book: Book, view: SIMD2<Double>? = nil, configure: (inout BookConfiguration) -> Void = { _ in }, page: Int = 0
) -> BookDriver {
    var configuration = BookConfiguration()
    configure(&configuration)
    let viewSize = view ?? (book.layout.showsSpreads
        ? (book.binding.isVertical ? SIMD2(book.pageSize.x, 2 * book.pageSize.y) : SIMD2(2 * book.pageSize.x, book.pageSize.y))
        : book.pageSize)
    return BookDriver(BookController(book: book, viewSize: viewSize, configuration: configuration, page: page))
}

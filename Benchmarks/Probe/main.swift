import Foundation
import PageRenderGL
import PageTurn
import PageMedia
import PageSampleBook

let view = SIMD2<Double>(1280, 800)
let samples = Int(ProcessInfo.processInfo.environment["SAMPLES"] ?? "1") ?? 1
let book = SampleBook()
let pageSize = try book.pageSize(at: 0)
var configuration = BookConfiguration(effect: .curl)
configuration.margin = 0.06 * 800
configuration.camera = Camera(eyeDistance: 2 * 1280)
configuration.pixelGrid = 1
configuration.bookBlock = BookBlock(pageThickness: 0.0003 * pageSize.x, coverThickness: 0.004 * pageSize.x, maximumThickness: 0.015 * pageSize.x)
var controller = BookController(book: try Book(pageCount: 12, pageSize: pageSize, layout: .spreads(coverAlone: true), binding: .left), viewSize: view, configuration: configuration, page: 3)
let px = controller.geometry.pageSizeInView
let images = (0..<12).map { try! book.image(at: $0, pixelSize: PixelSize(width: Int(px.x.rounded()), height: Int(px.y.rounded()))) }
let renderer = try OffscreenRenderer(samples: samples)
var frame = Frame(viewSize: view)
let start = SIMD2<Double>(1180 - 60, 650)
var t = 0.0
controller.dragBegan(at: start, time: t)
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
var times: [Double] = []
for i in 0..<150 {
    t += 1.0 / 60
    let k = Double(i % 60) / 60
    controller.dragMoved(to: SIMD2(start.x - 700 * k, start.y - 100 * k), time: t)
    controller.advance(to: t)
    controller.frame(into: &frame)
    let a = now()
    try renderer.renderWithoutReadback(frame) { images.indices.contains($0) ? images[$0] : nil }
    times.append(now() - a)
}
times.removeFirst(5)
let sorted = times.sorted()
print(String(format: "samples %d: mean %.2f ms, p50 %.2f, p95 %.2f", samples, 1000 * times.reduce(0, +) / Double(times.count), 1000 * sorted[sorted.count / 2], 1000 * sorted[Int(0.95 * Double(sorted.count))]))

import Foundation
import PageMedia
import PageTurn
import Testing

/// Mutated PNG, JPEG and PDF files (seeded, reproducible) given to `pageturn still`: whatever the
/// damage, the run ends within its time limit with a documented exit code, at most one line on
/// stderr (none on success), and nothing left beside its output.
///
/// `Scripts/fuzz-inputs` runs many more cases: it sets `PAGETURN_FUZZ_CASES` and
/// `PAGETURN_FUZZ_SEED`; without them the suite runs its fixed 240 cases, as every user of
/// `swift test` does.
@Suite struct CLIFuzzTests {
    /// The exit codes `pageturn --help` documents.
    static let documented: Set<Int32> = [0, 64, 65, 66, 69, 70, 73]
    /// Seconds one case may take: a debug build starting OpenGL on llvmpipe on a busy machine
    /// takes a few; a hang takes forever.
    static let limit = 45.0

    static var caseCount: Int {
        ProcessInfo.processInfo.environment["PAGETURN_FUZZ_CASES"].flatMap(Int.init) ?? 240
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["PAGETURN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0013
    }

    /// The cases: (format, case number), the formats taking turns.
    static var cases: [Int] { Array(0..<caseCount) }

    /// The unmutated fixtures, made once per process.
    static let originals: [(ext: String, bytes: [UInt8])] = {
        var files: [(String, [UInt8])] = []
        let folder = (try? PageTurnBinary.temporaryFolder()) ?? NSTemporaryDirectory()
        var pixels = [UInt8](repeating: 255, count: 48 * 40 * 4)
        for index in pixels.indices where index % 4 != 3 { pixels[index] = UInt8(truncatingIfNeeded: index * 7) }
        pixels[3] = 128   // one translucent pixel: an RGBA PNG
        try? RGBAImage(width: 48, height: 40, pixels: pixels).writePNG(to: folder + "/f.png")
        files.append(("png", (try? Array(Data(contentsOf: URL(fileURLWithPath: folder + "/f.png")))) ?? []))
        _ = PageTurnBinary.tool("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=48x40",
                                           "-frames:v", "1", folder + "/f.jpg"])
        files.append(("jpg", (try? Array(Data(contentsOf: URL(fileURLWithPath: folder + "/f.jpg")))) ?? []))
        files.append(("pdf", TestDocuments.pdf(pageCount: 2, size: SIMD2(120, 90))))
        return files
    }()

    @Test(arguments: cases)
    func aMutatedInputFailsCleanlyOrRenders(number: Int) throws {
        let original = Self.originals[number % Self.originals.count]
        try #require(!original.bytes.isEmpty, "the \(original.ext) fixture could not be made (ffmpeg for the JPEG)")
        var random = SplitMix(seed: Self.seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        let mutated = Mutation.apply(to: original.bytes, using: &random)
        let folder = try PageTurnBinary.temporaryFolder()
        let input = folder + "/case.\(original.ext)"
        try TestDocuments.write(mutated, to: input)
        let result = try HostileRun.run(["still", input, "--page", "1", "--output", folder + "/out.png", "--size", "64x48"],
                                        limit: Self.limit)
        let label = "case \(number) (seed \(Self.seed)), \(original.ext)"
        #expect(!result.timedOut, "\(label): hung")
        #expect(Self.documented.contains(result.status), "\(label): exit \(result.status) \(result.stderr)")
        if result.status == 0 {
            #expect(result.stderr.isEmpty, "\(label): \(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["case.\(original.ext)", "out.png"])
        } else {
            #expect(result.stderrLines.count == 1, "\(label): \(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["case.\(original.ext)"], "\(label)")
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// SplitMix64: a small seeded generator, the same numbers on every platform.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The damage done to a file: a few of these, chosen at random.
enum Mutation: CaseIterable {
    case flipBits, randomBytes, truncate, insertBytes, duplicateRange, zeroRange, extremeNumber

    static func apply(to bytes: [UInt8], using random: inout SplitMix) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            allCases.randomElement(using: &random)!.apply(to: &bytes, using: &random)
        }
        return bytes
    }

    func apply(to bytes: inout [UInt8], using random: inout SplitMix) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        let length = Swift.min(bytes.count - at, Int.random(in: 1...64, using: &random))
        switch self {
        case .flipBits:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
        case .randomBytes:
            for index in at..<(at + length) { bytes[index] = UInt8.random(in: 0...255, using: &random) }
        case .truncate:
            bytes.removeSubrange(at...)
        case .insertBytes:
            bytes.insert(contentsOf: (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }, at: at)
        case .duplicateRange:
            bytes.insert(contentsOf: bytes[at..<(at + length)], at: at)
        case .zeroRange:
            for index in at..<(at + length) { bytes[index] = 0 }
        case .extremeNumber:
            // A size or length field pushed to an extreme: 0xFF… or 0x7F… or 0.
            let value: UInt8 = [0xFF, 0x7F, 0x00].randomElement(using: &random)!
            for index in at..<Swift.min(bytes.count, at + 4) { bytes[index] = value }
        }
    }
}

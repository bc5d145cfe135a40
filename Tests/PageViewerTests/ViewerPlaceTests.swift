import Foundation
import PageViewer
import Testing

/// The viewer's memory of where a document was left: one state file per document, keyed by its
/// path, size and modification time; nothing bad in it can stop the viewer.
@Suite struct ViewerPlaceTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pageturn-place-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func rememberedPagesComeBackPerDocument() throws {
        let root = try Self.folder()
        let a = root + "/a.pdf", b = root + "/b.pdf"
        try Data("one".utf8).write(to: URL(fileURLWithPath: a))
        try Data("two".utf8).write(to: URL(fileURLWithPath: b))
        let environment = ["XDG_STATE_HOME": root + "/state", "HOME": root + "/home"]
        #expect(ViewerPlace(document: a, environment: environment).savedPage == nil)
        #expect(ViewerPlace(document: a, environment: environment).remember(page: 6))
        #expect(ViewerPlace(document: b, environment: environment).remember(page: 2))
        #expect(ViewerPlace(document: a, environment: environment).savedPage == 6)
        #expect(ViewerPlace(document: root + "/./a.pdf", environment: environment).savedPage == 6, "the same path")
        #expect(ViewerPlace(document: b, environment: environment).savedPage == 2)
        #expect(ViewerPlace(document: a, environment: environment).folder == root + "/state/pageturn")
        // A changed file is another document.
        try Data("one, longer".utf8).write(to: URL(fileURLWithPath: a))
        #expect(ViewerPlace(document: a, environment: environment).savedPage == nil)
    }

    @Test func theHomeFolderWithoutXDGStateHomeAndNothingWithoutEither() throws {
        let root = try Self.folder()
        let a = root + "/a.pdf"
        try Data("one".utf8).write(to: URL(fileURLWithPath: a))
        let place = ViewerPlace(document: a, environment: ["HOME": root + "/home", "XDG_STATE_HOME": "relative/ignored"])
        #expect(place.folder == root + "/home/.local/state/pageturn")
        #expect(place.remember(page: 1) && place.savedPage == 1)
        let nowhere = ViewerPlace(document: a, environment: [:])
        #expect(nowhere.folder == nil && nowhere.savedPage == nil && !nowhere.remember(page: 1))
        #expect(ViewerPlace(document: root + "/missing.pdf", environment: ["HOME": root]).file == nil)
    }

    @Test func corruptOrUnwritableStateIsNoPlace() throws {
        let root = try Self.folder()
        let a = root + "/a.pdf"
        try Data("one".utf8).write(to: URL(fileURLWithPath: a))
        let environment = ["XDG_STATE_HOME": root + "/state"]
        let place = ViewerPlace(document: a, environment: environment)
        #expect(place.remember(page: 3))
        for text in ["page -2\n", "page x\n", "nonsense", "page 0\n", ""] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: place.file!))
            #expect(place.savedPage == nil, "\(text)")
        }
        let blocked = ViewerPlace(document: a, environment: ["XDG_STATE_HOME": a])   // a file, not a folder
        #expect(!blocked.remember(page: 1) && blocked.savedPage == nil)
    }

    @Test func atMostSoManyDocumentsAreKept() throws {
        let root = try Self.folder()
        let state = root + "/state/pageturn"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        for index in 0..<ViewerPlace.maximumDocuments {
            let path = state + "/old\(index).place"
            try Data("page 1\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(index))], ofItemAtPath: path)
        }
        let a = root + "/a.pdf"
        try Data("one".utf8).write(to: URL(fileURLWithPath: a))
        #expect(ViewerPlace(document: a, environment: ["XDG_STATE_HOME": root + "/state"]).remember(page: 4))
        let names = try FileManager.default.contentsOfDirectory(atPath: state)
        #expect(names.count == ViewerPlace.maximumDocuments)
        #expect(!names.contains("old0.place"), "the oldest goes")
        #expect(ViewerPlace(document: a, environment: ["XDG_STATE_HOME": root + "/state"]).savedPage == 4)
    }
}

extension SampleBook {
    /// One story page's words: a heading and a few short paragraphs.
    struct Chapter {
        var heading: String
        var paragraphs: [String]
    }

    /// The book's title, on the cover and at the top of every page.
    static let title = "The Paper Road"

    /// The cover's subtitle.
    static let subtitle = "where a page comes from, and where it goes"

    /// The story, one chapter a page after the cover (PageTurn's own text). Books with more pages
    /// than chapters start the story again.
    static let chapters: [Chapter] = [
        Chapter(heading: "A Leaf Before a Page", paragraphs: [
            "Every page in this book began as something else. Before it held a single word it was a stand of spruce on a windy hillside, drinking rain and turning its needles toward the sun.",
            "Trees keep no diaries, yet their rings remember each dry summer and each wet spring. When the foresters came, they took what the hill could spare and planted two seedlings for every trunk they cut.",
        ]),
        Chapter(heading: "Down the River", paragraphs: [
            "The logs travelled the old way, riding the spring flood down to the valley. A boatman followed them with a long hooked pole, freeing the ones that caught on rocks and singing to pass the hours.",
            "By the time the river slowed and widened, the bark had softened and the wood smelled of water. The mill stood where the current was strongest, its wheel turning day and night.",
        ]),
        Chapter(heading: "The Mill", paragraphs: [
            "At the mill the wood was chipped, cooked and beaten until it let go of itself and became pulp: a grey porridge of fibres, each one thinner than a hair and longer than a grain of rice.",
            "The pulp was poured onto a moving screen of fine wire. Water ran away through the mesh, and the fibres, left alone together, did what fibres do. They held on to one another and became a sheet.",
        ]),
        Chapter(heading: "A Night to Dry", paragraphs: [
            "The wet sheet was pressed between felt blankets and led over heated rollers until the last of the river had left it. It came out warm, thin and quiet.",
            "Paper is stronger than it looks. A single sheet can carry a brick if you pull it straight, and it will tear easily only along the line where you have already folded it.",
        ]),
        Chapter(heading: "Ink and Light", paragraphs: [
            "Then came the printer. Big sheets ran through the press sixteen pages at a time, some of them printed upside down, and none of them in the order you are reading now.",
            "The printer checked every sheet by lamplight, the way a keeper checks a lighthouse lens: a smudge that nobody notices at the press is a smudge that every reader will find.",
        ]),
        Chapter(heading: "Folding", paragraphs: [
            "A printed sheet looks like a puzzle until it is folded. One crease, then another at a right angle, then a third, and the scattered pages fall into line, one after another, like passengers on a stair.",
            "Folded sheets are called signatures. Hold a thick book against the light and you can count them along its spine, small bundles of pages stacked like the layers of a cake.",
        ]),
        Chapter(heading: "Stitch and Spine", paragraphs: [
            "The binder sewed the signatures together with linen thread, glued them to a strip of cloth, and wrapped the whole in a cover of board and paper.",
            "The spine is the quiet part of a book. It is the hinge every page swings on, and nobody looks at it until the book stands on a shelf and the spine is all that shows.",
        ]),
        Chapter(heading: "The Grain", paragraphs: [
            "Paper has a grain, like wood. Its fibres lie mostly in one direction, the way they settled on the moving wire, and a sheet bends easily along the grain and stiffly across it.",
            "Good books are made with the grain running parallel to the spine. Their pages lie flat and turn without a fight. A page cut the other way springs back like a kite that wants to fly.",
        ]),
        Chapter(heading: "The Turn", paragraphs: [
            "When you turn a page it does not swing like a door. It lifts at the corner, rolls into a soft curve, and the curve travels across the page like a wave across a pond.",
            "The paper never stretches while it does this. It only bends, and because it only bends, the curve is always a cylinder or a cone, the two shapes a flat sheet can make without tearing.",
        ]),
        Chapter(heading: "Margins", paragraphs: [
            "Readers leave traces. A pencil note in a margin, a pressed flower, a ticket used as a bookmark, a ring where a cup once stood while someone could not stop reading.",
            "Libraries are full of these small letters from strangers. Every book on the shelf has been held open by hands you will never meet, at the very pages you are about to turn.",
        ]),
        Chapter(heading: "The Last Page", paragraphs: [
            "A book can wait on a shelf for years without losing a word. It needs no power and no updates, only a dry place and someone curious enough to open it.",
            "So the road that began on a windy hill ends here, in your hands. Close the cover gently. Somewhere a seedling is growing that will one day be another page.",
        ]),
    ]
}

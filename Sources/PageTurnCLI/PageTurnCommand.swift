import ArgumentParser
import PagePipeline
import PageTurn

/// The `pageturn` command: page-turn effects from the command line.
@main
struct PageTurnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pageturn",
        abstract: "Paper-like page effects: curl, flip, fold and stack.",
        discussion: """
            PageTurn renders pages that curl under the finger, flip about their spine, fold open \
            in perspective and stack like browser tabs: a demo on its built-in sample book, \
            page-turn videos and GIFs from PDFs or images, single frames, and flipbook web sites.

            \(ExitStatus.helpText)
            """,
        version: PageTurnVersion.current,
        subcommands: [DemoCommand.self, RenderCommand.self, StillCommand.self, ViewCommand.self, PublishCommand.self]
    )

    /// Makes sure descriptors 0, 1 and 2 are open (see
    /// ``StandardStreams/reopenClosedDescriptors()``), then parses and runs the command.
    static func main() {
        StandardStreams.reopenClosedDescriptors()
        main(nil)
    }
}

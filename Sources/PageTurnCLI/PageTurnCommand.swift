import ArgumentParser
import PageTurn

/// The `pageturn` command: page-turn effects from the command line.
@main
struct PageTurnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pageturn",
        abstract: "Paper-like page effects: curl, flip, fold and stack.",
        discussion: """
            PageTurn renders pages that curl under the finger, flip about their spine, fold open \
            in perspective and stack like browser tabs. Subcommands that render books and videos \
            arrive with later releases; this build offers --help and --version.

            Exit codes: 0 success; 64 usage error (bad arguments).
            """,
        version: PageTurnVersion.current
    )
}

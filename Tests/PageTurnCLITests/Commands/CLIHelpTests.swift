import Foundation
import Testing

/// Runs the built `pageturn` binary and checks what it prints and how it exits.
@Suite struct CLIHelpTests {
    static func run(_ arguments: [String]) throws -> PageTurnRun { try PageTurnBinary.run(arguments) }

    @Test func helpDescribesTheTool() throws {
        let result = try Self.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: pageturn"))
        #expect(result.stdout.contains("--version"))
        for subcommand in ["demo", "render", "still"] { #expect(result.stdout.contains(subcommand)) }
        #expect(result.stdout.contains("Exit codes"))
    }

    @Test(arguments: ["demo", "render", "still"])
    func subcommandHelpShowsOptionsAndExitCodes(subcommand: String) throws {
        let result = try Self.run([subcommand, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: pageturn \(subcommand)"))
        #expect(result.stdout.contains("--output"))
        #expect(result.stdout.contains("Exit codes"))
    }

    @Test func viewHelpNamesEveryEffectAndItsDefaultByName() throws {
        let result = try Self.run(["view", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("(default: curl)"), "\(result.stdout)")
        for (name, key) in [("curl", 1), ("flip", 2), ("fold", 3), ("stack", 4)] {
            #expect(result.stdout.contains(name) && result.stdout.contains("(key \(key))"))
        }
        let wrong = try Self.run(["view", "--effect", "2"])
        #expect(wrong.status == 64, "an effect is named, not numbered")
    }

    @Test func versionPrintsSemver() throws {
        let result = try Self.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try Self.run(["--no-such-option"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--no-such-option"))
    }
}

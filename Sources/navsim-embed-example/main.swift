// navsim-embed-example: the navigation screen embedded through NavsimKit, in the real terminal.
// A custom header accessory (height changes at run time; `x` cycles it, `a` removes it), a label under the header
// through headerLayoutGuide, a directions list through DirectionsListController (`p`), the key line above the footer.
// q or Esc quits; Ctrl-C too (exit 130); the terminal is restored either way.
import Foundation
import NavsimEmbedExample
import NavsimKit
import Text

let usage = """
    usage: navsim-embed-example   (in a terminal; no options)
    The navigation screen embedded through NavsimKit: a header accessory (x cycles its height, a removes it), a label
    under the header, the directions list (p), the key line above the footer. q, Esc or Ctrl-C quits.
    """
if let argument = CommandLine.arguments.dropFirst().first {
    let help = argument == "--help" || argument == "-h"
    let problem = help ? "" : "navsim-embed-example: unexpected argument '\(TerminalText.sanitized(argument))'\n"
    FileDescriptor.writeAll(help ? STDOUT_FILENO : STDERR_FILENO, problem + usage + "\n")
    exit(help ? 0 : 2)
}
signal(SIGPIPE, SIG_IGN)
do {
    let now = Date()
    let timeOfDay = now.timeIntervalSince(Calendar.current.startOfDay(for: now))
    let screen = try ExampleScreen.demo(startTimeOfDay: timeOfDay)
    screen.view.navigator.speedMultiplier = 2
    exit(try NavigationTerminal.run(screen.view) { host in screen.attach(to: host) })
} catch {
    FileDescriptor.writeAll(STDERR_FILENO, "navsim-embed-example: \(error)\n")
    exit(1)
}

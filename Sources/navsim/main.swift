import NavsimCLI
import Foundation
// A child that exits early (espeak-ng, aplay) or a closed stdout must give EPIPE on write, never kill navsim with
// SIGPIPE: errors are reported, nothing is lost.
signal(SIGPIPE, SIG_IGN)
exit(NavsimCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))

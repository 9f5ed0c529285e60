import NavsimCLI
import Foundation
exit(NavsimCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))

import Foundation

exit(WireframeCommand.run(Array(CommandLine.arguments.dropFirst()), console: .standard))

import WireframeTesting
print("hello")
if CommandLine.arguments.count > 5 { probeFail() }

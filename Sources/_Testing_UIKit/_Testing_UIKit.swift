// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, shipped only in Apple's SDKs), so a file
// importing both Testing and UIKit needs a module of that name. This stand-in re-exports Testing and adds nothing.
@_exported import Testing

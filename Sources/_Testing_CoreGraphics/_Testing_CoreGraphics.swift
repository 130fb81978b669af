// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`, shipped only in Apple's SDKs), so a file
// importing both Testing and CoreGraphics needs a module of that name. This stand-in re-exports Testing and adds nothing.
@_exported import Testing

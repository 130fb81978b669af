/// The contexts being drawn into on the calling thread, innermost last: what `UIGraphicsGetCurrentContext()`
/// answers and what `UIColor.setFill()` and `UIBezierPath.fill()` draw into. As UIKit's, the stack is per thread,
/// so renderers drawing on several threads at once never see each other's contexts.
enum UIGraphicsContextStack {
    private final class Stack {
        var contexts: [CGContext] = []
    }

    private static let key = "OpenCollectionView.UIGraphicsContextStack"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    static func push(_ context: CGContext) { stack.contexts.append(context) }
    static func pop() { _ = stack.contexts.popLast() }
    static var current: CGContext? { stack.contexts.last }
}

/// The context being drawn into on this thread: inside `UIView.draw(_:)`, a renderer's drawing actions, or after
/// `UIGraphicsPushContext(_:)`; `nil` elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }

extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.state.fillColor = rgba }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.state.strokeColor = rgba }
    /// Makes this both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}

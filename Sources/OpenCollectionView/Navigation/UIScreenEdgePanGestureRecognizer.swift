/// A pan that starts near an edge of the screen, as in UIKit: it fails at once when the finger lands farther than
/// `edgeRegionWidth` from one of its `edges`, or when the finger first moves along the edge rather than away from it.
/// Pans of scroll views under the finger wait for it to fail, so an edge swipe wins over scrolling.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from (default none: set it, as UIKit requires).
    open var edges: UIRectEdge = []

    /// How far from the edge a touch may land (UIKit's edge region is about 20 points).
    static let edgeRegionWidth: CGFloat = 20

    /// Creates an edge pan recognizer that calls `handler` on each state it reports.
    public convenience init(handler: @escaping @MainActor (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIScreenEdgePanGestureRecognizer) }
    }

    /// The edge the current touch started from.
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let window = view?.window else { return }
        let point = location(in: nil)
        let bounds = window.bounds
        let region = Self.edgeRegionWidth
        if edges.contains(.left), point.x - bounds.minX <= region {
            startEdge = .left
        } else if edges.contains(.right), bounds.maxX - point.x <= region {
            startEdge = .right
        } else if edges.contains(.top), point.y - bounds.minY <= region {
            startEdge = .top
        } else if edges.contains(.bottom), bounds.maxY - point.y <= region {
            startEdge = .bottom
        } else {
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let moved = translation(in: nil)
            let distance = hypot(moved.x, moved.y)
            if distance >= Self.hysteresis {
                let away: CGFloat =
                    switch startEdge {
                    case .left: moved.x
                    case .right: -moved.x
                    case .top: moved.y
                    default: -moved.y
                    }
                // The pan must leave the edge more than it runs along it.
                if away < distance / 2 {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    open override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard otherGestureRecognizer is UIPanGestureRecognizer, otherGestureRecognizer !== self,
            let view, let other = otherGestureRecognizer.view
        else { return false }
        return other.isDescendant(of: view)
    }
}

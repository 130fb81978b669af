/// Animations and completions to run alongside a drop's own animation (UIKit's `UIDragAnimating`).
@MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` inside the drop animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drop animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The animation of one dropped item landing: extra animations and completions collect until it runs.
@MainActor
final class DropAnimation: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var hasRun = false

    func addAnimations(_ animations: @escaping () -> Void) {
        if hasRun {
            UIView.animate(withDuration: DragActivity.dropDuration, animations: animations)
        } else {
            self.animations.append(animations)
        }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        if hasRun { completion(.end) } else { completions.append(completion) }
    }

    /// Runs `body` and the added animations in one animation, then the completions.
    func run(_ body: @escaping () -> Void, completion: @escaping () -> Void) {
        hasRun = true
        let animations = self.animations
        let completions = self.completions
        self.animations.removeAll()
        self.completions.removeAll()
        UIView.animate(
            withDuration: DragActivity.dropDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                body()
                for animation in animations { animation() }
            },
            completion: { _ in
                completion()
                for done in completions { done(.end) }
            })
    }
}

import Foundation
@_spi(Host) import OpenCollectionView
import SnapshotTesting

/// Puts a view or view controller on screen for one snapshot: in a new headless window of the size asked for, with
/// the traits asked for, the virtual clock run for the seconds asked for, every diagnostic (misuse UIKit answers with
/// an exception) collected; or, when it is already in a window (a test drove it through `HeadlessHost`), where it is.
@MainActor
struct SnapshotStage {
    /// The longest side a snapshot may have, in points: beyond it a picture or a layout pass is a mistake, not a
    /// screen.
    static let maximumSide: CGFloat = 10_000
    /// The most virtual time a snapshot may run first, in seconds (one display frame at a time; a typo of a year
    /// would never end).
    static let maximumAdvance: TimeInterval = 600
    /// The window size a view controller is shown in when no size is given: an iPhone's 390 × 844 points.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// What to put on screen.
    enum Subject {
        case view(UIView)
        case viewController(UIViewController)
    }

    /// The window the subject shows in.
    let window: UIWindow
    /// The subject's view.
    let view: UIView
    /// The host the stage made, or `nil` when the subject was already in a window.
    private let host: HeadlessHost?
    /// Puts the view back where it was, for a view that had a superview outside any window.
    private let restore: () -> Void

    /// Shows `subject` as asked, runs `body` on the stage, takes it down, and returns what `body` returned — or
    /// records why it could not and returns that text.
    static func snapshot(
        _ subject: Subject, size: CGSize?, traits: UITraitCollection, advancing seconds: TimeInterval,
        location: SnapshotSourceLocation?, _ body: (SnapshotStage) throws -> String
    ) -> String {
        let (result, diagnostics) = OpenCollectionViewDiagnostics.collect { () -> Result<String, SnapshotFailure> in
            do {
                let stage = try SnapshotStage(subject, size: size, traits: traits, advancing: seconds)
                defer { stage.takeDown() }
                return .success(try stage.makeCurrent { try body(stage) })
            } catch let failure as SnapshotFailure {
                return .failure(failure)
            } catch {
                return .failure(SnapshotFailure(message: "\(error)"))
            }
        }
        var problems: [String] = []
        if case .failure(let failure) = result { problems.append(failure.message) }
        if !diagnostics.isEmpty {
            let list = diagnostics.map { "  - \($0)" }.joined(separator: "\n")
            problems.append(
                """
                OpenCollectionView reported misuse while showing the \(subject.noun) (UIKit raises an exception or \
                logs for these):
                \(list)
                """)
        }
        if case .success(let text) = result, problems.isEmpty { return text }
        return SnapshotFailure(message: problems.joined(separator: "\n")).record(at: location)
    }

    private init(_ subject: Subject, size: CGSize?, traits: UITraitCollection, advancing seconds: TimeInterval) throws {
        guard seconds.isFinite, seconds >= 0, seconds <= Self.maximumAdvance else {
            throw SnapshotFailure(
                message: "cannot run the clock for \(seconds) seconds first: give 0 to \(Int(Self.maximumAdvance)).")
        }
        let subjectView: UIView
        switch subject {
        case .view(let view): subjectView = view
        case .viewController(let viewController): subjectView = viewController.view
        }
        if let window = subjectView.window, !window.isHidden {
            try self.init(inPlace: subjectView, window: window, size: size, traits: traits, advancing: seconds)
            return
        }
        // A view inside a hierarchy is shown with all of it — its view controller, or its root view — so that its
        // constraints and superviews stay as they are; `size` is then the window's.
        let shown = Self.hierarchy(showing: subject)
        let windowSize = size ?? Self.naturalSize(of: shown)
        try Self.check(windowSize, of: shown)
        let child: UIViewController
        var restore: () -> Void = {}
        switch shown {
        case .view(let view):
            child = UIViewController()
            let frame = view.frame
            restore = {
                view.removeFromSuperview()
                view.frame = frame
            }
            // The holder is sized first, so that its autoresizing subviews keep the size given below.
            child.view.frame = CGRect(origin: .zero, size: windowSize)
            child.view.addSubview(view)
            view.frame = CGRect(origin: .zero, size: windowSize)
        case .viewController(let viewController):
            guard viewController.parent == nil, viewController.presentingViewController == nil else {
                throw SnapshotFailure(
                    message: """
                        \(type(of: viewController)) already has a parent or presenter outside any window: snapshot \
                        the root of its hierarchy instead.
                        """)
            }
            child = viewController
        }
        let host = HeadlessHost.hosting(child, size: windowSize, traits: traits)
        if seconds > 0 { host.advance(by: seconds) }
        self.init(host: host, window: host.window, view: subjectView) { [weak child] in
            // The window is closed: let the subject go so that it can be shown again, by another snapshot or a host.
            if let child, child.parent != nil {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            host.window.rootViewController = nil
            child?.view.removeFromSuperview()
            restore()
        }
    }

    private init(host: HeadlessHost?, window: UIWindow, view: UIView, restore: @escaping () -> Void) {
        self.host = host
        self.window = window
        self.view = view
        self.restore = restore
    }

    /// A stage for a view already in `window`: its size and traits are the window's (resize or restyle it through
    /// its host); the window's clock runs `seconds` first.
    private init(
        inPlace view: UIView, window: UIWindow, size: CGSize?, traits: UITraitCollection,
        advancing seconds: TimeInterval
    ) throws {
        if let size, size != view.bounds.size {
            throw SnapshotFailure(
                message: """
                    the view is already in a window, at \(Self.describe(view.bounds.size)), not \
                    \(Self.describe(size)): resize it through its host (`host.resize(to:)`) or leave out `size`.
                    """)
        }
        if traits != UITraitCollection() {
            throw SnapshotFailure(
                message: """
                    the view is already in a window whose traits it keeps: set them through its host \
                    (`setUserInterfaceStyle`, `setLayoutDirection`) or leave out `traits`.
                    """)
        }
        self.init(host: nil, window: window, view: view) {}
        if seconds > 0 { window.clock.advance(by: seconds) }
        makeCurrent { window.layoutIfNeeded() }
    }

    /// Runs `body` with the window's scene as the one being worked on.
    func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let scene = window.windowScene else { return try body() }
        return try scene.makeCurrent(body)
    }

    /// Closes the stage's window (when it made one) and puts a borrowed view back.
    private func takeDown() {
        guard let host else { return }
        host.session.close()
        host.scene.makeCurrent { restore() }
    }

    /// What to put in the window for `subject`: a view's view controller or root view when it is inside a
    /// hierarchy, else the subject itself.
    private static func hierarchy(showing subject: Subject) -> Subject {
        guard case .view(let view) = subject, var root = view.superview else { return subject }
        while let superview = root.superview { root = superview }
        if let viewController = root.next as? UIViewController, viewController.viewIfLoaded === root {
            return .viewController(viewController)
        }
        return .view(root)
    }

    /// The size a subject shows at when none is given: a view's own, a view controller's iPhone window.
    private static func naturalSize(of subject: Subject) -> CGSize {
        switch subject {
        case .view(let view): view.bounds.size
        case .viewController: defaultSize
        }
    }

    private static func check(_ size: CGSize, of subject: Subject) throws {
        let valid =
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && size.width <= maximumSide && size.height <= maximumSide
        guard !valid else { return }
        let hint =
            switch subject {
            case .view: "give the view a frame, or pass `size:`"
            case .viewController: "pass a `size:`"
            }
        throw SnapshotFailure(
            message: """
                cannot show the \(subject.noun) at \(describe(size)): each side must be more than 0 and at most \
                \(Int(maximumSide)) points (\(hint)).
                """)
    }

    static func describe(_ size: CGSize) -> String {
        "\(SnapshotText.number(size.width)) × \(SnapshotText.number(size.height))"
    }
}

extension SnapshotStage.Subject {
    /// The subject's kind in a message.
    var noun: String {
        switch self {
        case .view(let view): "view (\(type(of: view)))"
        case .viewController(let viewController): "view controller (\(type(of: viewController)))"
        }
    }
}

extension SnapshotStage {
    /// A line-diffed text strategy: each value is shown as `subject` makes it, at `size` with `traits` after
    /// `seconds` of the host's clock, and snapshotted as what `describe` writes of the stage.
    nonisolated static func lines<Value: Sendable>(
        _ subject: @escaping @MainActor (Value) -> Subject, size: CGSize?, traits: UITraitCollection,
        advancing seconds: TimeInterval, location: SnapshotSourceLocation,
        describing describe: @escaping @MainActor (SnapshotStage) -> String
    ) -> Snapshotting<Value, String> {
        SimplySnapshotting.lines.pullback { (value: Value) in
            onMainActor(location) {
                snapshot(subject(value), size: size, traits: traits, advancing: seconds, location: location, describe)
            }
        }
    }

    /// Runs `body` on the main actor, where views live; a snapshot asked for elsewhere fails with what to change
    /// instead of trapping.
    nonisolated static func onMainActor(
        _ location: SnapshotSourceLocation?, _ body: @MainActor () -> String
    ) -> String {
        guard MainQueue.isCurrent else {
            return SnapshotFailure(
                message: """
                    views are snapshotted on the main actor: mark the test (or its suite or XCTestCase) \
                    `@MainActor`.
                    """
            ).record(at: location)
        }
        return MainActor.assumeIsolated { body() }
    }
}

/// Whether code runs on the main actor, asked without trapping: on the main thread, or on the main dispatch queue,
/// which runs the main actor's jobs and which a test runner on Linux may drain from another thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the caller is on the main thread or the main queue.
    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

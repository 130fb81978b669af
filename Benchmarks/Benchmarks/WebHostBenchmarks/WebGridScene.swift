import Benchmark
import BenchmarkChecks
import Foundation
import OpenCollectionView
import OpenCollectionViewWeb

/// The Gallery's million-item grid (`million-item-grid`) in a host session as the web host runs it: cards with a
/// background view and a centred label, 390 × 844 points, its frames encoded as the browser receives them.
@MainActor
final class WebGridScene: NSObject, UICollectionViewDataSource {
    final class Card: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundView = UIView()
            backgroundView?.layer.cornerRadius = 10
            label.textAlignment = .center
            label.textColor = .white
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.frame = contentView.bounds
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    let collectionView: UICollectionView
    let session: HostSession
    var encoder = WebFrameEncoder()
    private(set) var bytes = 0

    override init() {
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        session = HostSession(
            rootViewController: controller, size: CGSize(width: 390, height: 844),
            clock: AnimationClock(mode: .virtual))
        super.init()
        collectionView.register(Card.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        controller.view.addSubview(collectionView)
        _ = encoder.message(for: session.renderFrame())
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1_000_000
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! Card
        cell.label.text = "\(indexPath.item)"
        let hue = CGFloat(indexPath.item % 360) / 360
        cell.backgroundView?.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.85, alpha: 1)
        return cell
    }

    /// Scrolls by `step` points, lays out, captures and encodes: one server frame of a steady scroll.
    func scrollFrame(step: CGFloat = 4) {
        var offset = collectionView.contentOffset
        offset.y += step
        if offset.y > collectionView.contentSize.height - 844 { offset.y = 0 }
        collectionView.contentOffset = offset
        let message = encoder.message(for: session.renderFrame())
        bytes += message?.utf8.count ?? 0
    }

    /// Captures the window without scrolling it (a frame with nothing to send).
    func idleFrame() {
        blackHole(encoder.message(for: session.renderFrame()))
    }
}

/// The web host's frame goal as a check timed beside a frame in which nothing changed (`OCV_BENCH=full` or `smoke`).
@MainActor
func webGoalChecks() -> [GoalCheck] {
    let scene = WebGridScene()
    for _ in 0..<60 { scene.scrollFrame() }
    return [
        GoalCheck(
            name: "web frame of the 1M grid, steady scroll 4 pt: capture + encode (baseline: nothing changed)",
            limit: .seconds(1e-3), operations: 120, baseline: { for _ in 0..<120 { scene.idleFrame() } },
            figure: { for _ in 0..<120 { scene.scrollFrame() } }),
        GoalCheck(
            name: "web frame of the 1M grid, coasting 40 pt: capture + encode (baseline: nothing changed)",
            limit: .seconds(1e-3), operations: 120, baseline: { for _ in 0..<120 { scene.idleFrame() } },
            figure: { for _ in 0..<120 { scene.scrollFrame(step: 40) } }),
    ]
}

/// The server side of one browser frame of the million-item grid.
let benchmarks: @Sendable () -> Void = {
    if let mode = ProcessInfo.processInfo.environment["OCV_BENCH"], mode == "full" || mode == "smoke" {
        // The benchmark runner calls this off the main thread; the views belong to the main actor.
        let passed = DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                let goals = runGoalChecks(webGoalChecks() + webTabGoalChecks(), smoke: mode == "smoke")
                return WebMirrorChecks.run(smoke: mode == "smoke") && goals
            }
        }
        exit(passed ? 0 : 1)
    }
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    Benchmark("Web frame: 1M grid, steady scroll (4 pt), capture + encode", configuration: .init(metrics: metrics)) {
        benchmark in
        let scene = await WebGridScene()
        for _ in 0..<60 { await scene.scrollFrame() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.scrollFrame() }
        benchmark.stopMeasurement()
    }
    Benchmark("Web frame: 1M grid, fast coast (40 pt), capture + encode", configuration: .init(metrics: metrics)) {
        benchmark in
        let scene = await WebGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.scrollFrame(step: 40) }
        benchmark.stopMeasurement()
    }
    Benchmark("Web frame: 1M grid, nothing changed (baseline)", configuration: .init(metrics: metrics)) {
        benchmark in
        let scene = await WebGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.idleFrame() }
        benchmark.stopMeasurement()
    }
}

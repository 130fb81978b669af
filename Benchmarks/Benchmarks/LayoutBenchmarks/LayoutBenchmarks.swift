import Benchmark
import OpenCollectionView

/// A window of 200 labels in a headless host.
@MainActor
final class LabelScene {
    let host: HeadlessHost

    init() {
        let controller = UIViewController()
        for index in 0..<200 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 300, height: 20))
            label.text = "Row \(index)"
            controller.view.addSubview(label)
        }
        host = HeadlessHost(rootViewController: controller)
    }

    func captureRenderTree(times: Int) {
        for _ in 0..<times { blackHole(host.renderTree()) }
    }
}

/// The view layer's hot path: capturing the render tree of a window full of labels.
let benchmarks: @Sendable () -> Void = {
    collectionViewBenchmarks()
    splitViewResizeBenchmarks()
    scrollingBenchmarks()
    Benchmark("Render tree of 200 labels", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) {
        benchmark in
        let scene = await LabelScene()
        benchmark.startMeasurement()
        await scene.captureRenderTree(times: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }
}

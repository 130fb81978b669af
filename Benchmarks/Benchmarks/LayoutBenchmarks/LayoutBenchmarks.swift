import Benchmark
import OpenCollectionView

/// The view layer's hot paths: hit testing and capturing a render tree of a window full of labels.
let benchmarks: @Sendable () -> Void = {
    Benchmark("Render tree of 200 labels", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) {
        benchmark in
        await MainActor.run {
            let controller = UIViewController()
            for index in 0..<200 {
                let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 300, height: 20))
                label.text = "Row \(index)"
                controller.view.addSubview(label)
            }
            let host = HeadlessHost(rootViewController: controller)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(host.renderTree()) }
            benchmark.stopMeasurement()
        }
    }
}

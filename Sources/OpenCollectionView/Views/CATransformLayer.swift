/// A layer for 3-D hierarchies: in Core Animation it draws only its sublayers and does not flatten them into its
/// plane. Use it as a view's `layerClass`.
///
/// Here it composites like any layer (sublayers are flattened, and its own background and border are drawn); see
/// `docs/Deviations.md`.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public required init() { super.init() }
}

/// The Core Animation layer behind every view: geometry (`bounds`, `position`, `anchorPoint`, `transform`) and
/// the visual properties the renderer draws.
///
/// As in UIKit, a view's `frame`, `center`, `alpha`, `backgroundColor`, `clipsToBounds` and `transform` are views
/// of this layer's properties. Assignments inside a `UIView.animate` block are recorded as animations; the model
/// value changes at once and `presentation()` gives the value on screen.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs, if any.
    public internal(set) weak var delegate: UIView?

    /// Creates a standalone layer.
    public required override init() { super.init() }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the scroll position, its size the layer's size.
    open var bounds: CGRect = .zero {
        didSet { propertyChanged(.bounds, from: .rect(oldValue), to: .rect(bounds)) }
    }
    /// The position of `anchorPoint` in the superlayer's coordinate space (a view's `center`).
    open var position: CGPoint = .zero {
        didSet { propertyChanged(.position, from: .point(oldValue), to: .point(position)) }
    }
    /// The point, in unit coordinates of the bounds, that `position` refers to and transforms rotate about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            delegate?.geometryChanged()
            displayChanged()
        }
    }
    /// The 3-D transform applied about `anchorPoint`.
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet { propertyChanged(.transform, from: .transform(oldValue), to: .transform(transform)) }
    }
    /// The layer's position on the z axis: larger values draw above siblings with smaller ones.
    open var zPosition: CGFloat = 0 { didSet { delegate?.superview?.setNeedsDisplayOrder() } }

    /// The frame in the superlayer: the bounding box of the transformed bounds.
    open var frame: CGRect {
        get { LayerGeometry.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            // Set whole, not through `bounds.size`: the modify accessor of this open, observed property allocates
            // its coroutine frame on the heap (896 bytes), which a frame set every display frame must not.
            var resized = bounds
            resized.size = newValue.size
            bounds = resized
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    // MARK: Appearance

    /// The opacity, from 0 (transparent) to 1 (opaque); a view's `alpha`.
    open var opacity: Float = 1 {
        didSet { propertyChanged(.opacity, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(opacity))) }
    }
    /// Whether the layer is hidden.
    open var isHidden = false { didSet { displayChanged() } }
    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
    open var masksToBounds = false { didSet { displayChanged() } }
    /// The background colour.
    open var backgroundColor: CGColor? {
        didSet { propertyChanged(.backgroundColor, from: .color(oldValue), to: .color(backgroundColor)) }
    }
    /// The radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat = 0 {
        didSet { propertyChanged(.cornerRadius, from: .scalar(oldValue), to: .scalar(cornerRadius)) }
    }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    { didSet { displayChanged() } }
    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat = 0 {
        didSet { propertyChanged(.borderWidth, from: .scalar(oldValue), to: .scalar(borderWidth)) }
    }
    /// The colour of the border (default opaque black, as in Core Animation).
    open var borderColor: CGColor? = UIColor.black.cgColor {
        didSet { propertyChanged(.borderColor, from: .color(oldValue), to: .color(borderColor)) }
    }
    /// The shadow colour (default opaque black).
    open var shadowColor: CGColor? = UIColor.black.cgColor { didSet { displayChanged() } }
    /// The shadow's opacity (default 0: no shadow).
    open var shadowOpacity: Float = 0 {
        didSet {
            propertyChanged(.shadowOpacity, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(shadowOpacity)))
        }
    }
    /// The shadow's offset (default (0, −3), as in Core Animation).
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { displayChanged() } }
    /// The shadow's blur radius (default 3).
    open var shadowRadius: CGFloat = 3 { didSet { displayChanged() } }

    // MARK: Layer tree

    /// The layers added to this one with `addSublayer(_:)` and its relatives (views' layers are not among them).
    var ownSublayers: [CALayer] = []
    /// The layer this one was added to, for a standalone layer.
    weak var parentLayer: CALayer?

    /// The layer above this one: the superview's layer for a view's layer, else the layer it was added to.
    open var superlayer: CALayer? { delegate?.superview?.layer ?? parentLayer }

    /// The layers below this one: those added to it, then its view's subviews' layers (here added layers draw
    /// beneath the subviews; see docs/Deviations.md). `nil` when there are none.
    open var sublayers: [CALayer]? {
        get {
            let layers = ownSublayers + (delegate?.subviews.map(\.layer) ?? [])
            return layers.isEmpty ? nil : layers
        }
        set {
            for layer in ownSublayers { layer.parentLayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] where layer.delegate == nil { addSublayer(layer) }
            displayChanged()
        }
    }

    /// Adds `layer` above the other added layers, taking it from its former superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(ownSublayers.count)) }

    /// Inserts `layer` at `index` among the added layers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, layer.delegate == nil else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "a view's layer (or a layer itself) cannot be added as a sublayer; add the view instead")
            return
        }
        layer.removeFromSuperlayer()
        ownSublayers.insert(layer, at: min(Int(index), ownSublayers.count))
        layer.parentLayer = self
        displayChanged()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not an added layer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in ownSublayers.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the top when `sibling` is not an added layer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in ownSublayers.firstIndex { $0 === sibling } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? ownSublayers.count))
    }

    /// Removes the layer from the layer it was added to.
    open func removeFromSuperlayer() {
        guard let parent = parentLayer else { return }
        parent.ownSublayers.removeAll { $0 === self }
        parentLayer = nil
        parent.displayChanged()
    }

    /// Puts `newLayer` where `oldLayer` is among the added layers.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = ownSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// A layer whose alpha masks this layer and everything in it (its drawing, its sublayers, its view's subviews):
    /// where the mask is opaque the layer shows, where it is transparent it does not. The mask is placed in this
    /// layer's bounds coordinates; it is not a sublayer (setting it takes it from its superlayer). `nil` by default.
    open var mask: CALayer? {
        didSet {
            guard oldValue !== mask else { return }
            if maskView?.layer !== mask { maskView = nil }
            oldValue?.maskedLayer = nil
            if let mask {
                mask.removeFromSuperlayer()
                mask.maskedLayer = self
            }
            delegate?.setNeedsRender()
        }
    }
    /// The layer this one masks.
    weak var maskedLayer: CALayer?
    /// The view set as `UIView.mask` (held here, as the view holds its mask), while its layer is `mask`.
    var maskView: UIView?

    /// The view whose drawing shows this layer: its own view, or the view of the layer it was added to.
    var hostingView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.delegate { return view }
            layer = current.parentLayer
        }
        return nil
    }

    /// The view whose layer this layer (or the layer it was added to) masks, if it is part of a mask.
    private var maskedView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let masked = current.maskedLayer { return masked.delegate }
            layer = current.parentLayer
        }
        return nil
    }

    /// Something this layer shows changed: a view's layer renders again; an added layer makes its view draw again;
    /// a mask's masked view renders again.
    func displayChanged() {
        if let masked = maskedView { return masked.setNeedsRender() }
        if let delegate { delegate.setNeedsRender() } else { hostingView?.setNeedsDisplay() }
    }

    /// The layer's own content (a shape, a gradient) changed: its view, or the view it was added to, draws again.
    func contentChanged() {
        if let masked = maskedView { return masked.setNeedsRender() }
        hostingView?.setNeedsDisplay()
    }

    // MARK: Animation

    /// Running animations, by property.
    var animations: [LayerProperty: PropertyAnimation] = [:]

    /// The names of the running animations' properties (Core Animation key paths).
    open func animationKeys() -> [String]? {
        animations.isEmpty ? nil : animations.keys.map(\.keyPath).sorted()
    }

    /// Stops every running animation; the layer shows its model values.
    open func removeAllAnimations() {
        guard !animations.isEmpty else { return }
        let finished = animations.values.map(\.group)
        animations.removeAll()
        for group in Set(finished.map(ObjectIdentifier.init)) {
            finished.first { ObjectIdentifier($0) == group }?.animationRemoved(finished: false)
        }
        displayChanged()
    }

    /// A copy of the layer showing what is on screen now: model values with running animations applied.
    open func presentation() -> CALayer? {
        let copy = CALayer()
        copy.bounds = presentedValue(.bounds).rect ?? bounds
        copy.position = presentedValue(.position).point ?? position
        copy.anchorPoint = anchorPoint
        copy.transform = presentedValue(.transform).transform ?? transform
        copy.zPosition = zPosition
        copy.opacity = Float(presentedValue(.opacity).scalar ?? CGFloat(opacity))
        copy.isHidden = isHidden
        copy.masksToBounds = masksToBounds
        copy.backgroundColor = presentedValue(.backgroundColor).color ?? backgroundColor
        copy.cornerRadius = presentedValue(.cornerRadius).scalar ?? cornerRadius
        copy.maskedCorners = maskedCorners
        copy.borderWidth = presentedValue(.borderWidth).scalar ?? borderWidth
        copy.borderColor = presentedValue(.borderColor).color ?? borderColor
        copy.shadowColor = shadowColor
        copy.shadowOpacity = Float(presentedValue(.shadowOpacity).scalar ?? CGFloat(shadowOpacity))
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        return copy
    }

    /// The value on screen for one property (the model value when it is not animating).
    func presentedValue(_ property: LayerProperty) -> AnimatableValue {
        guard let animation = animations[property] else { return modelValue(property) }
        return animation.value(at: animation.group.clock.now)
    }

    func modelValue(_ property: LayerProperty) -> AnimatableValue {
        switch property {
        case .bounds: .rect(bounds)
        case .position: .point(position)
        case .transform: .transform(transform)
        case .opacity: .scalar(CGFloat(opacity))
        case .backgroundColor: .color(backgroundColor)
        case .cornerRadius: .scalar(cornerRadius)
        case .borderWidth: .scalar(borderWidth)
        case .borderColor: .color(borderColor)
        case .shadowOpacity: .scalar(CGFloat(shadowOpacity))
        }
    }

    /// Sets one property's model value (a property animator leaving its views at the start or where they are).
    func setModelValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.bounds, .rect(let rect)): bounds = rect
        case (.position, .point(let point)): position = point
        case (.transform, .transform(let transform)): self.transform = transform
        case (.opacity, .scalar(let scalar)): opacity = Float(scalar)
        case (.backgroundColor, .color(let color)): backgroundColor = color
        case (.cornerRadius, .scalar(let scalar)): cornerRadius = scalar
        case (.borderWidth, .scalar(let scalar)): borderWidth = scalar
        case (.borderColor, .color(let color)): borderColor = color
        case (.shadowOpacity, .scalar(let scalar)): shadowOpacity = Float(scalar)
        default: break
        }
    }

    private func propertyChanged(_ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue) {
        if property == .bounds || property == .position || property == .transform { delegate?.geometryChanged() }
        displayChanged()
        // A standalone layer shows its model values at once (implicit layer animations are not made here).
        guard old != new, delegate != nil else { return }
        AnimationContext.current?.record(layer: self, property: property, from: presentedOrOld(property, old), to: new)
    }

    /// The starting point of a new animation: what is on screen, when the property is already animating.
    private func presentedOrOld(_ property: LayerProperty, _ old: AnimatableValue) -> AnimatableValue {
        guard let running = animations[property] else { return old }
        return running.value(at: running.group.clock.now)
    }
}

/// The corners `CALayer.cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

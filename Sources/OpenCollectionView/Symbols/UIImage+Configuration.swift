extension UIImage {
    /// The base of image configurations (UIKit's `UIImage.Configuration`); symbol images use its subclass
    /// `UIImage.SymbolConfiguration`.
    open class Configuration: NSObject, @unchecked Sendable {
        override init() { super.init() }

        /// A configuration whose values are this one's, overridden by those `otherConfiguration` specifies.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            otherConfiguration ?? self
        }
    }
}

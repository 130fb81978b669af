extension UICollectionViewLayoutAttributes {
    /// A copy with alpha 0: where an element fades in from or out to when it appears or disappears in place (the
    /// flow and compositional layouts' default update animation, and the collection view's when a layout answers
    /// no initial attributes).
    func fadedCopy() -> UICollectionViewLayoutAttributes {
        let copy = copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }
}

/// How a compositional layout section scrolls across the layout's scroll axis (a carousel in a vertical list).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// No orthogonal scrolling: groups repeat along the layout's axis (the default).
    case none = 0
    /// Scrolls freely and decelerates naturally.
    case continuous
    /// Scrolls freely and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the width (or height) of the collection view.
    case paging
    /// Pages one group at a time, resting at each group's leading edge.
    case groupPaging
    /// Pages one group at a time, resting with the group centred.
    case groupPagingCentered
}

/// UIKit's `IndexPath` conveniences for collection and table views: an item (or row) in a section.
extension IndexPath {
    /// An index path for `item` in `section`. Built by appending, which keeps the two indexes inline (an array
    /// literal would allocate on every call, and layouts make millions of these).
    public init(item: Int, section: Int) {
        self.init()
        append(section)
        append(item)
    }

    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section (the second index; a table view's name for `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

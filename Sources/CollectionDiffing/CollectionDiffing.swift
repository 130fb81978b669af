// CollectionDiffing — the diff engine behind diffable data sources: two ordered sequences of identifiers in,
// deletes, inserts, moves and reloads out, in UIKit's batch-update index semantics.

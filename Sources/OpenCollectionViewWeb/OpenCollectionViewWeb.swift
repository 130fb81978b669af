// OpenCollectionViewWeb — the web host.

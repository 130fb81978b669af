// A test target that depends on `OpenCollectionViewTesting` gets the library and swift-snapshot-testing with one
// import, as an iOS test target gets UIKit and `SnapshotTesting`.
@_exported import OpenCollectionView
@_exported import SnapshotTesting

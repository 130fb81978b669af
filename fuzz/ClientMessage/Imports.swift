// The fuzz build's stand-in for the OpenCollectionView module: it is compiled from the real HostEvent and
// UIEdgeInsets sources (see run.sh) plus this file, which brings Foundation along as the real module does.
@_exported import Foundation

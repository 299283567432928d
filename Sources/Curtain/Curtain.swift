// The Apple layer. Its UIKit, QuartzCore, AVFoundation and SwiftUI files are each fenced with
// `#if canImport(UIKit)`, so the package still builds and tests on Linux.
@_exported import CurtainCore

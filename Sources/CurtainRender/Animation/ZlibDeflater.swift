#if canImport(CLibDeflate)
  import CLibDeflate
#elseif canImport(zlib)
  import zlib
#else
  import CZlib
#endif

/// Compresses whole buffers into zlib streams (RFC 1950, what PNG's `IDAT` and APNG's `fdAT`
/// hold) at one level: with libdeflate where the package links it (Linux, Debian's
/// `libdeflate-dev`), else with zlib (the SDK's on Apple platforms).
///
/// libdeflate compresses a whole buffer at once, faster than zlib and no larger at the levels
/// used here (see `APNGFrameEncoder`); zlib's `compress2` is the same stream zlib would write
/// row by row. The output buffer is reused from call to call.
final class ZlibDeflater {
  #if canImport(CLibDeflate)
    private let compressor: OpaquePointer
  #else
    private let level: Int32
  #endif
  private var output = UnsafeMutableRawBufferPointer(start: nil, count: 0)

  /// A compressor at `level`: libdeflate's 1-12 where it is linked, else zlib's 1-9 (one level
  /// for each is chosen by the caller).
  ///
  /// - Throws: `AnimationWriterError.cannotWrite` naming `file` if the compressor cannot start.
  init(libdeflateLevel: Int32, zlibLevel: Int32, file: String) throws {
    #if canImport(CLibDeflate)
      guard let compressor = libdeflate_alloc_compressor(libdeflateLevel) else {
        throw AnimationWriterError.cannotWrite(file: file, reason: "libdeflate failed to start")
      }
      self.compressor = compressor
    #else
      level = zlibLevel
    #endif
  }

  deinit {
    #if canImport(CLibDeflate)
      libdeflate_free_compressor(compressor)
    #endif
    output.deallocate()
  }

  /// The zlib stream of `input`, valid until the next call.
  ///
  /// - Throws: `AnimationWriterError.cannotWrite` naming `file` if compression fails.
  func compress(_ input: UnsafeRawBufferPointer, file: String) throws -> UnsafeRawBufferPointer {
    #if canImport(CLibDeflate)
      reserve(libdeflate_zlib_compress_bound(compressor, input.count))
      let written = libdeflate_zlib_compress(
        compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      guard written > 0 else {
        throw AnimationWriterError.cannotWrite(file: file, reason: "libdeflate failed")
      }
    #else
      reserve(Int(compressBound(uLong(input.count))))
      var size = uLongf(output.count)
      let status = compress2(
        output.baseAddress?.assumingMemoryBound(to: Bytef.self), &size,
        input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count), level)
      guard status == Z_OK else {
        throw AnimationWriterError.cannotWrite(file: file, reason: "zlib failed (\(status))")
      }
      let written = Int(size)
    #endif
    return UnsafeRawBufferPointer(rebasing: output[..<written])
  }

  private func reserve(_ count: Int) {
    guard output.count < count else { return }
    output.deallocate()
    output = .allocate(byteCount: count, alignment: 16)
  }
}

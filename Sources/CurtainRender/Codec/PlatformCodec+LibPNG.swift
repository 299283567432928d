#if !canImport(ImageIO)
  import CJPEG
  import CPNG
  import Foundation

  /// The Linux codecs: libpng's simplified API (which handles every PNG colour type, bit depth,
  /// interlacing and tRNS, and reports errors by return value, never by `longjmp` into Swift) and
  /// libjpeg behind a small C wrapper that owns the `setjmp`.
  enum PlatformCodec {
    static func decodePNG(_ data: Data, name: String, maximumPixelCount: Int) throws -> RGBAImage {
      // libpng keeps reading from the memory given to begin_read until finish_read: both run
      // inside one withUnsafeBytes.
      try data.withUnsafeBytes { bytes in
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
          throw failure(image, name: name)
        }
        let width = Int(image.width), height = Int(image.height)
        guard width * height <= maximumPixelCount else {
          throw ImageCodecError(
            file: name,
            reason:
              "\(width)x\(height) pixels is more than the limit of \(maximumPixelCount) pixels")
        }
        // Only a file with alpha (an alpha channel or tRNS) can need premultiplying.
        let hasAlpha = image.format & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // Untagged 16-bit samples are sRGB-encoded, as ImageIO (and so iOS) reads them; libpng
        // would otherwise take them as linear.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        if hasAlpha {
          guard let reader = readStruct(of: image) else { throw failure(image, name: name) }
          // Premultiplied row by row inside libpng's read, while each row is in cache, instead
          // of a second pass over the whole image afterwards.
          png_set_read_user_transform_fn(reader, premultiplyRow)
        }
        let byteCount = width * height * 4
        var finished: Int32 = 0
        // libpng writes every byte, so the buffer is not zeroed first; after a failure nothing
        // counts as written.
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
          finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
          initialized = finished != 0 ? byteCount : 0
        }
        guard finished != 0 else { throw failure(image, name: name) }
        return RGBAImage(width: width, height: height, pixels: pixels)
      }
    }

    /// The libpng read struct behind a simplified-API image after `begin_read`: the first member
    /// of libpng's private `png_control` (pngpriv.h, the same in every 1.6 release), so that a
    /// row transform can be added to the simplified API's own read.
    private static func readStruct(of image: png_image) -> OpaquePointer? {
      guard let control = image.opaque else { return nil }
      return UnsafeRawPointer(control).load(as: OpaquePointer?.self)
    }

    /// libpng's user transform: runs last on every decoded row (each interlace pass's pixels
    /// once), which the simplified API has already made 8-bit RGBA.
    private static let premultiplyRow: png_user_transform_ptr = { _, info, row in
      guard let info, let row, info.pointee.pixel_depth == 32 else { return }
      Premultiplication.premultiply(
        UnsafeMutableBufferPointer(start: row, count: Int(info.pointee.rowbytes)))
    }

    static func decodeJPEG(_ data: Data, name: String, maximumPixelCount: Int) throws -> RGBAImage {
      var output: UnsafeMutablePointer<UInt8>?
      var width: UInt32 = 0, height: UInt32 = 0
      var message = [CChar](repeating: 0, count: 256)
      let status = data.withUnsafeBytes { bytes in
        curtain_jpeg_decode(
          bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), UInt(maximumPixelCount),
          &output, &width, &height, &message, message.count)
      }
      defer { free(output) }
      guard status == 0, let output else {
        let reason = String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
        throw ImageCodecError(file: name, reason: "not a valid JPEG (\(reason))")
      }
      let count = Int(width) * Int(height) * 4
      let pixels = [UInt8](UnsafeBufferPointer(start: output, count: count))
      return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }

    static func encodePNG(_ rgba: RGBAImage, name: String, fast: Bool) throws -> Data {
      guard rgba.width > 0, rgba.height > 0 else {
        throw ImageCodecError(file: name, reason: "an empty image cannot be written as PNG")
      }
      var image = png_image()
      image.version = UInt32(PNG_IMAGE_VERSION)
      image.width = UInt32(rgba.width)
      image.height = UInt32(rgba.height)
      image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
      if fast { image.flags = UInt32(PNG_IMAGE_FLAG_FAST) }
      defer { png_image_free(&image) }
      let straight = Premultiplication.straight(rgba)
      // One compression: into a buffer of libpng's upper bound for this image (untouched pages
      // of it cost nothing), instead of a first call that compresses only to learn the size.
      var capacity = maximumPNGSize(width: rgba.width, height: rgba.height)
      for _ in 0..<2 {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var size = capacity
        let written = straight.withUnsafeBytes { pixels in
          png_image_write_to_memory(&image, buffer, &size, 0, pixels.baseAddress, 0, nil)
        }
        if written != 0 { return Data(bytes: buffer, count: size) }
        // Too small after all (another zlib): libpng has set `size` to what it needs.
        guard size > capacity else { break }
        capacity = size
        image.warning_or_error = 0
      }
      throw failure(image, name: name)
    }

    /// libpng's `PNG_IMAGE_PNG_SIZE_MAX` for 8-bit RGBA: signature, header and colour chunks,
    /// IEND, and zlib's bound on the filtered rows (one filter byte a row), split into IDATs.
    private static func maximumPNGSize(width: Int, height: Int) -> Int {
      let filtered = (width * 4 + 1) * height
      let compressed = filtered + (filtered + 7) >> 3 + (filtered + 63) >> 6 + 11
      return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
    }

    /// The error libpng left in `image.message`.
    private static func failure(_ image: png_image, name: String) -> ImageCodecError {
      let message = withUnsafeBytes(of: image.message) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      return ImageCodecError(file: name, reason: "not a valid PNG (\(message))")
    }
  }
#endif

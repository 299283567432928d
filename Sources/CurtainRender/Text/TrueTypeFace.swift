/// A TrueType font read from its bytes: the metrics, character map, outlines and pair kerning a
/// line of text needs (`head`, `hhea`, `maxp`, `hmtx`, `cmap` format 4, `loca`, `glyf` with
/// simple and composite glyphs, `kern` format 0). No hinting, no shaping beyond pair kerning.
struct TrueTypeFace: Sendable {
  /// Font units per em.
  let unitsPerEm: Double
  /// Distance from the baseline to the top of the line, in font units (positive up).
  let ascender: Double
  /// Distance from the baseline to the bottom of the line, in font units (negative down).
  let descender: Double
  /// Extra space between lines, in font units.
  let lineGap: Double
  private let data: [UInt8]
  private let glyphOffsets: [Int]
  private let advances: [Double]
  private let characters: [UInt32: Int]
  private let kerning: [UInt32: Double]

  /// Reads a TrueType font; throws `TrueTypeFaceError` naming the table that is missing or short.
  init(data: [UInt8]) throws(TrueTypeFaceError) {
    self.data = data
    let reader = ByteReader(data)
    let tables = try Self.tableDirectory(reader)
    func table(_ tag: String) throws(TrueTypeFaceError) -> Range<Int> {
      guard let range = tables[tag] else { throw .missingTable(tag) }
      return range
    }
    let head = try table("head"), hhea = try table("hhea"), maxp = try table("maxp")
    let hmtx = try table("hmtx"), loca = try table("loca"), glyf = try table("glyf")
    unitsPerEm = Double(try reader.uint16(head.lowerBound + 18, in: head))
    guard unitsPerEm > 0 else { throw .malformed("head") }
    let longOffsets = try reader.int16(head.lowerBound + 50, in: head) == 1
    ascender = Double(try reader.int16(hhea.lowerBound + 4, in: hhea))
    descender = Double(try reader.int16(hhea.lowerBound + 6, in: hhea))
    lineGap = Double(try reader.int16(hhea.lowerBound + 8, in: hhea))
    let metricCount = Int(try reader.uint16(hhea.lowerBound + 34, in: hhea))
    let glyphCount = Int(try reader.uint16(maxp.lowerBound + 4, in: maxp))
    guard metricCount > 0, metricCount <= glyphCount else { throw .malformed("hhea") }
    var advances: [Double] = []
    for index in 0..<glyphCount {
      let entry = hmtx.lowerBound + 4 * min(index, metricCount - 1)
      advances.append(Double(try reader.uint16(entry, in: hmtx)))
    }
    self.advances = advances
    var offsets: [Int] = []
    for index in 0...glyphCount {
      let offset =
        longOffsets
        ? Int(try reader.uint32(loca.lowerBound + 4 * index, in: loca))
        : 2 * Int(try reader.uint16(loca.lowerBound + 2 * index, in: loca))
      guard offset <= glyf.count else { throw .malformed("loca") }
      offsets.append(glyf.lowerBound + offset)
    }
    glyphOffsets = offsets
    characters = try Self.characterMap(reader, table: try table("cmap"), glyphCount: glyphCount)
    if let kern = tables["kern"] {
      kerning = try Self.kerningPairs(reader, table: kern)
    } else {
      kerning = [:]
    }
  }

  /// The glyph drawn for `scalar` (0, the missing-glyph box, when the font has none).
  func glyph(for scalar: Unicode.Scalar) -> Int { characters[scalar.value] ?? 0 }

  /// How far the pen moves after `glyph`, in font units.
  func advance(_ glyph: Int) -> Double {
    advances.indices.contains(glyph) ? advances[glyph] : 0
  }

  /// The kerning between two neighbouring glyphs, in font units (negative pulls them together).
  func kerning(_ left: Int, _ right: Int) -> Double {
    kerning[UInt32(left) << 16 | UInt32(right)] ?? 0
  }

  /// The closed contours of `glyph` in font units (y up), as TrueType points.
  func contours(_ glyph: Int) -> [[OutlinePoint]] {
    contours(glyph, depth: 0)
  }

  private func contours(_ glyph: Int, depth: Int) -> [[OutlinePoint]] {
    guard depth < 8, glyph >= 0, glyph + 1 < glyphOffsets.count else { return [] }
    let start = glyphOffsets[glyph], end = glyphOffsets[glyph + 1]
    guard end - start >= 10 else { return [] }
    let reader = ByteReader(data)
    let range = start..<end
    guard let count = try? reader.int16(start, in: range) else { return [] }
    return count >= 0
      ? ((try? simpleContours(reader, range: range, count: Int(count))) ?? [])
      : ((try? compositeContours(reader, range: range, depth: depth)) ?? [])
  }

  private func simpleContours(_ reader: ByteReader, range: Range<Int>, count: Int)
    throws(TrueTypeFaceError) -> [[OutlinePoint]]
  {
    var ends: [Int] = []
    for index in 0..<count {
      ends.append(Int(try reader.uint16(range.lowerBound + 10 + 2 * index, in: range)))
    }
    let pointCount = (ends.last ?? -1) + 1
    let instructionLength = Int(try reader.uint16(range.lowerBound + 10 + 2 * count, in: range))
    var cursor = range.lowerBound + 12 + 2 * count + instructionLength
    var flags: [UInt8] = []
    while flags.count < pointCount {
      let flag = try reader.uint8(cursor, in: range)
      cursor += 1
      flags.append(flag)
      if flag & 8 != 0 {
        let repeats = Int(try reader.uint8(cursor, in: range))
        cursor += 1
        flags.append(contentsOf: repeatElement(flag, count: repeats))
      }
    }
    func coordinates(short: UInt8, same: UInt8) throws(TrueTypeFaceError) -> [Double] {
      var value = 0.0
      var values: [Double] = []
      for flag in flags.prefix(pointCount) {
        if flag & short != 0 {
          let delta = Double(try reader.uint8(cursor, in: range))
          cursor += 1
          value += flag & same != 0 ? delta : -delta
        } else if flag & same == 0 {
          value += Double(try reader.int16(cursor, in: range))
          cursor += 2
        }
        values.append(value)
      }
      return values
    }
    let xs = try coordinates(short: 2, same: 16), ys = try coordinates(short: 4, same: 32)
    var contours: [[OutlinePoint]] = []
    var first = 0
    for end in ends where end >= first && end < pointCount {
      contours.append(
        (first...end).map { OutlinePoint(x: xs[$0], y: ys[$0], onCurve: flags[$0] & 1 != 0) })
      first = end + 1
    }
    return contours
  }

  private func compositeContours(_ reader: ByteReader, range: Range<Int>, depth: Int)
    throws(TrueTypeFaceError) -> [[OutlinePoint]]
  {
    var cursor = range.lowerBound + 10
    var contours: [[OutlinePoint]] = []
    while true {
      let flags = try reader.uint16(cursor, in: range)
      let component = Int(try reader.uint16(cursor + 2, in: range))
      cursor += 4
      var dx = 0.0, dy = 0.0
      if flags & 1 != 0 {
        dx = Double(try reader.int16(cursor, in: range))
        dy = Double(try reader.int16(cursor + 2, in: range))
        cursor += 4
      } else {
        dx = Double(Int8(bitPattern: try reader.uint8(cursor, in: range)))
        dy = Double(Int8(bitPattern: try reader.uint8(cursor + 1, in: range)))
        cursor += 2
      }
      // Point-matched placement (ARGS_ARE_XY_VALUES unset) is rare; it is placed unshifted.
      if flags & 2 == 0 { (dx, dy) = (0, 0) }
      var matrix = (1.0, 0.0, 0.0, 1.0)
      func f2dot14(_ offset: Int) throws(TrueTypeFaceError) -> Double {
        Double(try reader.int16(offset, in: range)) / 16384
      }
      if flags & 8 != 0 {
        let scale = try f2dot14(cursor)
        matrix = (scale, 0, 0, scale)
        cursor += 2
      } else if flags & 0x40 != 0 {
        matrix = (try f2dot14(cursor), 0, 0, try f2dot14(cursor + 2))
        cursor += 4
      } else if flags & 0x80 != 0 {
        matrix = (
          try f2dot14(cursor), try f2dot14(cursor + 2), try f2dot14(cursor + 4),
          try f2dot14(cursor + 6)
        )
        cursor += 8
      }
      for contour in self.contours(component, depth: depth + 1) {
        contours.append(
          contour.map { point in
            OutlinePoint(
              x: matrix.0 * point.x + matrix.2 * point.y + dx,
              y: matrix.1 * point.x + matrix.3 * point.y + dy, onCurve: point.onCurve)
          })
      }
      guard flags & 0x20 != 0 else { return contours }
    }
  }

  private static func tableDirectory(_ reader: ByteReader) throws(TrueTypeFaceError) -> [String:
    Range<Int>]
  {
    let whole = 0..<reader.bytes.count
    let version = try reader.uint32(0, in: whole)
    guard version == 0x0001_0000 || version == 0x7472_7565 else { throw .notTrueType }
    let count = Int(try reader.uint16(4, in: whole))
    var tables: [String: Range<Int>] = [:]
    for index in 0..<count {
      let record = 12 + 16 * index
      var tagBytes: [UInt8] = []
      for offset in 0..<4 { tagBytes.append(try reader.uint8(record + offset, in: whole)) }
      let tag = String(decoding: tagBytes, as: UTF8.self)
      let offset = Int(try reader.uint32(record + 8, in: whole))
      let length = Int(try reader.uint32(record + 12, in: whole))
      guard offset <= reader.bytes.count, length <= reader.bytes.count - offset else {
        throw .malformed(tag)
      }
      tables[tag] = offset..<offset + length
    }
    return tables
  }

  /// Unicode (platform 0, or Windows Unicode BMP) format 4 subtable: scalar to glyph.
  private static func characterMap(_ reader: ByteReader, table: Range<Int>, glyphCount: Int)
    throws(TrueTypeFaceError) -> [UInt32: Int]
  {
    let count = Int(try reader.uint16(table.lowerBound + 2, in: table))
    var subtable: Int?
    for index in 0..<count {
      let record = table.lowerBound + 4 + 8 * index
      let platform = try reader.uint16(record, in: table)
      let encoding = try reader.uint16(record + 2, in: table)
      let offset = table.lowerBound + Int(try reader.uint32(record + 4, in: table))
      guard platform == 0 || (platform == 3 && encoding == 1),
        try reader.uint16(offset, in: table) == 4
      else { continue }
      subtable = offset
      break
    }
    guard let start = subtable else { throw .malformed("cmap (no Unicode format 4 subtable)") }
    let segments = Int(try reader.uint16(start + 6, in: table)) / 2
    let ends = start + 14, starts = ends + 2 * segments + 2
    let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
    var map: [UInt32: Int] = [:]
    for segment in 0..<segments {
      let last = Int(try reader.uint16(ends + 2 * segment, in: table))
      let first = Int(try reader.uint16(starts + 2 * segment, in: table))
      let delta = Int(try reader.int16(deltas + 2 * segment, in: table))
      let rangeOffset = Int(try reader.uint16(rangeOffsets + 2 * segment, in: table))
      guard first <= last, first != 0xFFFF else { continue }
      for code in first...last {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          let at = rangeOffsets + 2 * segment + rangeOffset + 2 * (code - first)
          glyph = Int(try reader.uint16(at, in: table))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph > 0, glyph < glyphCount { map[UInt32(code)] = glyph }
      }
    }
    return map
  }

  /// The first horizontal format 0 subtable of a version 0 `kern` table.
  private static func kerningPairs(_ reader: ByteReader, table: Range<Int>)
    throws(TrueTypeFaceError) -> [UInt32: Double]
  {
    guard try reader.uint16(table.lowerBound, in: table) == 0 else { return [:] }
    let count = Int(try reader.uint16(table.lowerBound + 2, in: table))
    var cursor = table.lowerBound + 4
    for _ in 0..<count {
      let length = Int(try reader.uint16(cursor + 2, in: table))
      let coverage = try reader.uint16(cursor + 4, in: table)
      if coverage >> 8 == 0, coverage & 1 == 1 {
        let pairs = Int(try reader.uint16(cursor + 6, in: table))
        var map: [UInt32: Double] = [:]
        for index in 0..<pairs {
          let entry = cursor + 14 + 6 * index
          map[try reader.uint32(entry, in: table)] = Double(try reader.int16(entry + 4, in: table))
        }
        return map
      }
      guard length > 0 else { break }
      cursor += length
    }
    return [:]
  }
}

/// One point of a TrueType contour: on the outline, or the control point of a quadratic.
struct OutlinePoint: Sendable, Equatable {
  var x: Double
  var y: Double
  var onCurve: Bool
}

/// Why a font's bytes could not be read.
enum TrueTypeFaceError: Error, Equatable {
  /// The bytes are not a TrueType (glyf-outline) font.
  case notTrueType
  /// A table the reader needs is absent.
  case missingTable(String)
  /// A table is shorter than its contents say, or inconsistent.
  case malformed(String)
}

/// Big-endian reads that fail (rather than trap) past the end of a table.
private struct ByteReader {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func uint8(_ offset: Int, in range: Range<Int>) throws(TrueTypeFaceError) -> UInt8 {
    guard offset >= range.lowerBound, offset < range.upperBound, offset < bytes.count else {
      throw .malformed("table ending at byte \(range.upperBound)")
    }
    return bytes[offset]
  }

  func uint16(_ offset: Int, in range: Range<Int>) throws(TrueTypeFaceError) -> UInt16 {
    UInt16(try uint8(offset, in: range)) << 8 | UInt16(try uint8(offset + 1, in: range))
  }

  func int16(_ offset: Int, in range: Range<Int>) throws(TrueTypeFaceError) -> Int16 {
    Int16(bitPattern: try uint16(offset, in: range))
  }

  func uint32(_ offset: Int, in range: Range<Int>) throws(TrueTypeFaceError) -> UInt32 {
    UInt32(try uint16(offset, in: range)) << 16 | UInt32(try uint16(offset + 2, in: range))
  }
}

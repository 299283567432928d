#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  @testable import CurtainCLI

  /// The heap `curtain` allocates frames in is advised transparent huge pages: the kernel marks
  /// the whole 2 MB pages inside it (`hg` in their mapping's `VmFlags`), whatever the system
  /// then grants. (The heap itself is advised by `curtain` on its main thread at start; a test
  /// thread allocates from an arena of its own, so a mapping of the test's stands for it.)
  @Suite struct HeapTuningTests {
    /// Whether this kernel has transparent huge pages to advise.
    static let hasHugePages = FileManager.default.fileExists(
      atPath: "/sys/kernel/mm/transparent_hugepage/enabled")

    /// The `VmFlags` of the mapping holding `address`, from `/proc/self/smaps`.
    static func flags(ofMappingAt address: Int) throws -> [String] {
      // Read to the end (the file's size reads as 0, and it is long).
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps"))
      defer { try? handle.close() }
      let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
      var holds = false
      for line in smaps.split(separator: "\n") {
        let words = line.split(separator: " ")
        if words.first == "VmFlags:" {
          if holds { return words.dropFirst().map(String.init) }
          continue
        }
        // A mapping's first line starts with its range, "start-end".
        let bounds = words.first?.split(separator: "-").compactMap { Int($0, radix: 16) } ?? []
        if bounds.count == 2, !line.hasSuffix(":") {
          holds = bounds[0] <= address && address < bounds[1]
        }
      }
      return []
    }

    @Test(.enabled(if: hasHugePages, "needs transparent huge pages"))
    func theWholeHugePagesOfAMappingAreAdvised() throws {
      let hugePage = 2 << 20
      let size = 4 * hugePage
      let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      let base = try #require(mapped.flatMap { $0 == MAP_FAILED ? nil : $0 })
      defer { munmap(base, size) }
      // From 4 KB in: the pages from the next 2 MB boundary to the last one before the end.
      let start = Int(bitPattern: base) + 4096
      let advised = try #require(HeapTuning.adviseHugePages(start..<(start + 3 * hugePage)))
      #expect(advised.lowerBound % hugePage == 0 && advised.upperBound % hugePage == 0)
      #expect(advised.lowerBound >= start && advised.upperBound <= start + 3 * hugePage)
      #expect(advised.count >= 2 * hugePage)
      #expect(try Self.flags(ofMappingAt: advised.lowerBound).contains("hg"))
      #expect(try !Self.flags(ofMappingAt: start).contains("hg"))
    }

    @Test func aMappingWithoutAWholeHugePageIsLeftAlone() {
      #expect(HeapTuning.adviseHugePages((2 << 20) + 4096..<(4 << 20) + 4096) == nil)
    }
  }
#endif

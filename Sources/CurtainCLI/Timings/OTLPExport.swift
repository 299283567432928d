import CurtainAssets
import CurtainCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where `curtain timings` sends its launch traces: an OTLP/JSON file (`--otlp`), written
/// beside its destination and moved into place only when complete, and/or an OTLP/HTTP
/// endpoint (`--otlp-endpoint`), sent in batches. Launches are taken one at a time: memory
/// stays flat however many there are.
final class OTLPExport {
  /// Launches per OTLP/HTTP request.
  static let batchSize = 512

  private var encoder: OTLPTraceJSON
  private let file: StagedFile?
  private let endpoint: URL?
  private var fileHasSpans = false
  private var batch: [Data] = []
  /// Launches exported.
  private(set) var launches = 0
  /// Records left out: without a wall-clock process start, their spans have no time.
  private(set) var skipped = 0

  init(file target: OutputTarget?, endpoint: URL?, serviceName: String) throws {
    encoder = OTLPTraceJSON(serviceName: serviceName)
    self.endpoint = endpoint
    file = try target.map { try StagedFile(target: $0) }
    try file?.write(OTLPTraceJSON.opening)
  }

  /// The endpoint to post to: `url` as given when it has a path (a signal-specific endpoint,
  /// as `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), else with `/v1/traces` added (a base endpoint,
  /// as `OTEL_EXPORTER_OTLP_ENDPOINT`).
  static func tracesURL(_ text: String) throws -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), url.host != nil
    else {
      throw TimingsError(
        description: "--otlp-endpoint: '\(text)' is not an http(s) URL "
          + "(e.g. http://127.0.0.1:4318/v1/traces)")
    }
    return url.path.isEmpty || url.path == "/" ? url.appendingPathComponent("v1/traces") : url
  }

  /// Adds one launch.
  func add(_ record: LaunchRecord) throws {
    guard let trace = LaunchTrace(record: record) else {
      skipped += 1
      return
    }
    launches += 1
    let json = encoder.resourceSpans(for: trace)
    if let file {
      if fileHasSpans { try file.write(Data(",".utf8)) }
      try file.write(json)
      fileHasSpans = true
    }
    if endpoint != nil {
      batch.append(json)
      if batch.count >= Self.batchSize { try send() }
    }
  }

  /// Completes the file and sends the last batch.
  func finish() throws {
    if let file {
      try file.write(OTLPTraceJSON.closing)
      try file.commit()
    }
    if !batch.isEmpty { try send() }
  }

  /// Removes the unfinished file (after a failure).
  func abandon() {
    file?.discard()
  }

  private func send() throws {
    guard let endpoint else { return }
    var body = OTLPTraceJSON.opening
    for (index, json) in batch.enumerated() {
      if index > 0 { body.append(Data(",".utf8)) }
      body.append(json)
    }
    body.append(OTLPTraceJSON.closing)
    batch = []
    var request = URLRequest(url: endpoint, timeoutInterval: 30)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = body
    let result = HTTPResult.post(request)
    switch result {
    case .failure(let message):
      throw TimingsError(description: "--otlp-endpoint: \(endpoint.absoluteString): \(message)")
    case .response(let status, let text):
      guard (200..<300).contains(status) else {
        throw TimingsError(
          description: "--otlp-endpoint: \(endpoint.absoluteString) answered HTTP \(status)"
            + (text.isEmpty ? "" : ": \(text.prefix(300))"))
      }
    }
  }
}

/// A synchronous POST (the command runs on one thread; each batch waits for its answer, so a
/// slow collector slows the export instead of filling memory).
private enum HTTPResult: Sendable {
  case response(Int, String)
  case failure(String)

  static func post(_ request: URLRequest) -> HTTPResult {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: request) { data, response, error in
      if let error {
        box.set(.failure(error.localizedDescription))
      } else {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        box.set(.response(status, String(decoding: data ?? Data(), as: UTF8.self)))
      }
      done.signal()
    }.resume()
    done.wait()
    return box.value ?? .failure("no answer")
  }
}

private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: HTTPResult?

  func set(_ result: HTTPResult) {
    lock.lock()
    stored = result
    lock.unlock()
  }

  var value: HTTPResult? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

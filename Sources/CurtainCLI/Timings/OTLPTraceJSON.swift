import CurtainCore
import Foundation
import OTelSemanticConventions

/// Launch traces as OTLP/JSON (the OpenTelemetry protocol's JSON encoding of an
/// `ExportTraceServiceRequest`, what an OpenTelemetry Collector's OTLP/HTTP receiver takes at
/// `/v1/traces`): one `resourceSpans` per launch, its resource saying the app version, device
/// model, OS and launch kind (semantic convention names from swift-otel-semantic-conventions);
/// trace and span ids as hex strings and times as decimal strings of nanoseconds since 1970, as
/// the OTLP specification asks of JSON.
struct OTLPTraceJSON {
  /// The resource attribute saying the launch's kind: no semantic convention names it, so it
  /// is in Curtain's own namespace, as the specification advises.
  static let launchKindAttribute = "curtain.launch.kind"
  /// The instrumentation scope's name.
  static let scopeName = "curtain"

  /// `service.name` of every launch.
  var serviceName: String
  /// Makes the trace and span ids.
  var random = SystemRandomNumberGenerator()

  /// The request's opening: write it, then ``resourceSpans(for:)`` joined by ",", then
  /// ``closing``.
  static let opening = Data(#"{"resourceSpans":["#.utf8)
  /// The request's closing.
  static let closing = Data("]}".utf8)

  /// One launch's `resourceSpans` object.
  mutating func resourceSpans(for trace: LaunchTrace) -> Data {
    var resource: [(String, String)] = [
      (OTelAttribute.service.name, serviceName),
      (OTelAttribute.service.version, trace.appVersion),
      (OTelAttribute.device.manufacturer, "Apple"),
      (OTelAttribute.os.type, "darwin"),
    ]
    if let model = trace.deviceModel {
      resource.append((OTelAttribute.device.model.identifier, model))
    }
    if let name = trace.osName { resource.append((OTelAttribute.os.name, name)) }
    if let version = trace.osVersion { resource.append((OTelAttribute.os.version, version)) }
    resource.append((Self.launchKindAttribute, trace.kind?.rawValue ?? "unknown"))
    let traceID = hex(bytes: 16)
    let rootID = hex(bytes: 8)
    var spans: [String] = []
    for (index, span) in trace.spans.enumerated() {
      let id = index == 0 ? rootID : hex(bytes: 8)
      var fields = [
        #""traceId":"\#(traceID)""#, #""spanId":"\#(id)""#,
      ]
      if index > 0 { fields.append(#""parentSpanId":"\#(rootID)""#) }
      fields += [
        #""name":\#(Self.string(span.name))"#,
        // SPAN_KIND_INTERNAL: work inside the app.
        #""kind":1"#,
        #""startTimeUnixNano":"\#(span.startUnixNanoseconds)""#,
        #""endTimeUnixNano":"\#(span.endUnixNanoseconds)""#,
        #""attributes":[\#(Self.attribute("curtain.span.role", span.role.rawValue))]"#,
      ]
      spans.append("{" + fields.joined(separator: ",") + "}")
    }
    let attributes = resource.map { Self.attribute($0.0, $0.1) }.joined(separator: ",")
    let scope = #"{"name":"\#(Self.scopeName)","version":"\#(CurtainVersion.current)"}"#
    return Data(
      (#"{"resource":{"attributes":[\#(attributes)]},"scopeSpans":[{"scope":\#(scope),"spans":["#
        + spans.joined(separator: ",") + "]}]}").utf8)
  }

  private mutating func hex(bytes: Int) -> String {
    var text = ""
    repeat {
      text = ""
      for _ in 0..<bytes {
        let byte = UInt8.random(in: 0...255, using: &random)
        text += String(byte, radix: 16).leftPadded(to: 2)
      }
      // An all-zero id is invalid in OTLP.
    } while text.allSatisfy { $0 == "0" }
    return text
  }

  private static func attribute(_ key: String, _ value: String) -> String {
    #"{"key":\#(string(key)),"value":{"stringValue":\#(string(value))}}"#
  }

  /// `text` as a JSON string literal.
  static func string(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data(#""""#.utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

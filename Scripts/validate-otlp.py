#!/usr/bin/env python3
"""Validates `curtain timings --otlp` and `--otlp-endpoint` with OpenTelemetry's own protobuf
definitions (the `opentelemetry-proto` package), not with Curtain's reader.

Usage: Scripts/validate-otlp.py CURTAIN_BINARY RECORDS.jsonl...

1. `curtain timings RECORDS --otlp FILE`: FILE is parsed into an `ExportTraceServiceRequest`
   with protobuf's json_format, unknown fields refused. OTLP/JSON writes trace and span ids as
   hex (the OTLP specification's exception to the proto3 JSON mapping, which uses base64), so
   they are turned into base64 first, as a collector's OTLP/JSON decoder does.
2. A receiver on 127.0.0.1 (a free port) takes `--otlp-endpoint` POSTs at /v1/traces, each
   parsed the same way; it must receive every launch, in batches.
3. A receiver answering 503 makes curtain fail with a message naming the endpoint.
"""

import base64
import http.server
import json
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
)

ID_FIELDS = {"traceId": 16, "spanId": 8, "parentSpanId": 8}


def hex_ids_to_base64(node):
    """OTLP/JSON hex ids -> proto3 JSON base64, checking each id's length."""
    if isinstance(node, dict):
        for key, value in list(node.items()):
            if key in ID_FIELDS and isinstance(value, str):
                raw = bytes.fromhex(value)
                if len(raw) != ID_FIELDS[key]:
                    raise ValueError(f"{key} {value!r} is not {ID_FIELDS[key]} bytes")
                node[key] = base64.b64encode(raw).decode()
            else:
                hex_ids_to_base64(value)
    elif isinstance(node, list):
        for item in node:
            hex_ids_to_base64(item)
    return node


def parse(text):
    request = ExportTraceServiceRequest()
    json_format.Parse(json.dumps(hex_ids_to_base64(json.loads(text))), request)
    return request


def check(request, source):
    """Every launch: a root span and children sharing its trace, resource attributes named."""
    for resource_spans in request.resource_spans:
        keys = {attribute.key for attribute in resource_spans.resource.attributes}
        for key in ("service.name", "service.version", "os.type", "curtain.launch.kind"):
            assert key in keys, f"{source}: resource without {key}: {sorted(keys)}"
        spans = [span for scope in resource_spans.scope_spans for span in scope.spans]
        root = spans[0]
        assert root.name == "launch" and not root.parent_span_id, f"{source}: no root span"
        assert len(spans) > 1, f"{source}: a launch without phases"
        for span in spans:
            assert span.trace_id == root.trace_id, f"{source}: {span.name} in another trace"
            assert span.end_time_unix_nano >= span.start_time_unix_nano > 0, span
            assert span.kind == span.SPAN_KIND_INTERNAL
            if span is not root:
                assert span.parent_span_id == root.span_id, f"{source}: {span.name} orphaned"
    return len(request.resource_spans)


def receiver(status):
    """An OTLP/HTTP traces receiver on 127.0.0.1; returns (server, received launch counts)."""
    received = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            if status == 200:
                assert self.path == "/v1/traces", self.path
                assert self.headers["Content-Type"] == "application/json"
                received.append(check(parse(body), "POST"))
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, received


def main():
    curtain, files = sys.argv[1], sys.argv[2:]
    launches = sum(
        1 for path in files for line in Path(path).read_text().splitlines() if line.strip()
    )
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "traces.json"
        subprocess.run([curtain, "timings", *files, "--otlp", str(out)], check=True,
                       stdout=subprocess.DEVNULL)
        exported = check(parse(out.read_text()), str(out))
        assert exported == launches, f"{exported} launches in the file, {launches} records"
        print(f"--otlp: {exported} launches parsed as ExportTraceServiceRequest")

    server, received = receiver(200)
    endpoint = f"http://127.0.0.1:{server.server_address[1]}"
    subprocess.run([curtain, "timings", *files, "--otlp-endpoint", endpoint], check=True,
                   stdout=subprocess.DEVNULL)
    server.shutdown()
    assert sum(received) == launches, f"received {received}, expected {launches} launches"
    print(f"--otlp-endpoint: {sum(received)} launches received in {len(received)} requests")

    server, _ = receiver(503)
    failed = subprocess.run(
        [curtain, "timings", *files, "--otlp-endpoint", f"http://127.0.0.1:{server.server_address[1]}"],
        capture_output=True, text=True)
    server.shutdown()
    assert failed.returncode != 0 and "HTTP 503" in failed.stderr, failed.stderr
    print("--otlp-endpoint: a collector answering 503 fails the command")


if __name__ == "__main__":
    main()

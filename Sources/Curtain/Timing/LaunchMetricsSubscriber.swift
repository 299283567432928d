#if canImport(UIKit)
  import CurtainCore
  import Foundation
  import MetricKit

  /// An optional MetricKit subscriber: turns each day's `MXAppLaunchMetric` into a
  /// `LaunchMetricsReport` and hands it to `record` (the app stores it with its launch
  /// history, or sends it home).
  ///
  /// Keep a strong reference for as long as reports should arrive; ``stop()`` unsubscribes.
  public final class LaunchMetricsSubscriber: NSObject, MXMetricManagerSubscriber, Sendable {
    private let record: @Sendable (LaunchMetricsReport) -> Void

    /// Subscribes to `MXMetricManager.shared`.
    public init(record: @escaping @Sendable (LaunchMetricsReport) -> Void) {
      self.record = record
      super.init()
      MXMetricManager.shared.add(self)
    }

    /// Unsubscribes.
    public func stop() {
      MXMetricManager.shared.remove(self)
    }

    /// Receives the day's payloads (MetricKit calls this at most once a day).
    public func didReceive(_ payloads: [MXMetricPayload]) {
      for payload in payloads {
        guard let launch = payload.applicationLaunchMetrics else { continue }
        var optimized: LaunchMetricHistogram?
        if #available(iOS 15.2, *) {
          optimized = Self.histogram(launch.histogrammedOptimizedTimeToFirstDraw)
        }
        var extended: LaunchMetricHistogram?
        if #available(iOS 16, *) {
          extended = Self.histogram(launch.histogrammedExtendedLaunch)
        }
        record(
          LaunchMetricsReport(
            periodStart: payload.timeStampBegin.timeIntervalSince1970,
            periodEnd: payload.timeStampEnd.timeIntervalSince1970,
            appVersion: payload.latestApplicationVersion,
            timeToFirstDraw: Self.histogram(launch.histogrammedTimeToFirstDraw),
            resumeTime: Self.histogram(launch.histogrammedApplicationResumeTime),
            optimizedTimeToFirstDraw: optimized, extendedLaunch: extended,
            deviceType: payload.metaData?.deviceType, osVersion: payload.metaData?.osVersion))
      }
    }

    private static func histogram(_ histogram: MXHistogram<UnitDuration>) -> LaunchMetricHistogram {
      let buckets = histogram.bucketEnumerator.allObjects.compactMap { object in
        (object as? MXHistogramBucket<UnitDuration>).map { bucket in
          LaunchMetricHistogram.Bucket(
            start: bucket.bucketStart.converted(to: .seconds).value,
            end: bucket.bucketEnd.converted(to: .seconds).value, count: bucket.bucketCount)
        }
      }
      return LaunchMetricHistogram(buckets: buckets)
    }
  }
#endif
